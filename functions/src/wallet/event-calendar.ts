// "Adicionar à agenda" from the server's side: the .ics of a ticket's event for the account (one
// download per ticket) and the confirmation e-mail (one attachment per event). The event's
// document gives its end and page; a deleted event still has the ticket's own snapshot.
import type { Firestore } from 'firebase-admin/firestore';
import { eventCalendar, type CalendarEvent } from '@gn/core/calendar';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { eventRef } from '../store/documents.ts';

interface TicketEvent {
  event_id: string;
  evento: Pick<StoredTicket['evento'], 'titulo' | 'data_inicio' | 'local'>;
}

/** The calendar entry of a ticket's event, or null when the ticket has no start date. */
export async function calendarEventOf(
  db: Firestore,
  ticket: TicketEvent,
  siteUrl: string,
): Promise<CalendarEvent | null> {
  const event = (await eventRef(db, ticket.event_id).get()).data();
  const inicio = event?.data_inicio ?? ticket.evento.data_inicio;
  if (!inicio) return null;
  return {
    id: ticket.event_id,
    titulo: event?.titulo || ticket.evento.titulo,
    inicio,
    fim: event?.data_fim ?? null,
    local: event?.local || ticket.evento.local,
    url: event?.slug ? `${siteUrl}/eventos/${event.slug}` : `${siteUrl}/conta/ingressos`,
    alteradoEm: event?.updated_at ?? null,
  };
}

export async function ticketCalendar(
  db: Firestore,
  ticket: TicketEvent,
  siteUrl: string,
): Promise<string | null> {
  const event = await calendarEventOf(db, ticket, siteUrl);
  return event ? eventCalendar(event) : null;
}

/** 'agenda-<title>.ics', safe inside a quoted Content-Disposition. */
export function calendarFilename(titulo: string): string {
  const base = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `agenda-${base || 'evento'}.ics`;
}
