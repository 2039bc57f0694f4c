// "Adicionar à agenda": an event as an iCalendar file (RFC 5545), built by the `ics` library for
// the event page's static file, the confirmation e-mail's attachment and the account's tickets.
// Times are written in UTC ('…Z'): the instant of the event's São Paulo start, which every
// calendar shows in its own zone (`ics` writes no VTIMEZONE, and a floating time would be wrong
// for a buyer whose phone is in another zone).
import { createEvent, type EventAttributes } from 'ics';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** The event page's file: /eventos/<slug>/evento.ics */
export const CALENDAR_FILE_NAME = 'evento.ics';

export interface CalendarEvent {
  /** the event's id: the calendar entry's stable UID, so a second download updates the first */
  id: string;
  titulo: string;
  inicio: Date;
  /** null when the event has no end */
  fim: Date | null;
  local: string;
  /** the event page's absolute URL */
  url: string;
  /**
   * when the event last changed: the entry's DTSTAMP (else its start), so that a rebuild of the
   * same content writes the very same file (the render kit's check, the incremental build)
   */
  alteradoEm: Date | null;
}

/** The event page's path of its calendar file. */
export function calendarPath(slug: string): string {
  return `/eventos/${slug}/${CALENDAR_FILE_NAME}`;
}

/** The .ics text of one event. Throws when `ics` refuses it (an invalid date or URL). */
export function eventCalendar(event: CalendarEvent): string {
  const base = {
    uid: `evento-${event.id}@gningressos.com.br`,
    productId: 'gningressos/agenda',
    title: event.titulo,
    location: event.local,
    url: event.url,
    description: `Ingressos e informações: ${event.url}`,
    start: event.inicio.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  } as const;
  // Without a known end the entry has its start only (RFC 5545 3.6.1); ics's type wants end or
  // duration, and inventing a duration would put a wrong end in the buyer's calendar.
  const attributes: EventAttributes & { timestamp: number } = {
    // `ics` takes DTSTAMP as `timestamp` (its schema; its types leave it out).
    timestamp: (event.alteradoEm ?? event.inicio).getTime(),
    ...(event.fim && event.fim > event.inicio
      ? { ...base, end: event.fim.getTime(), endInputType: 'utc', endOutputType: 'utc' }
      : (base as unknown as EventAttributes)),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}
