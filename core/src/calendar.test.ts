import { describe, expect, it } from 'vitest';
import { calendarPath, eventCalendar } from './calendar.ts';

const event = {
  id: 'ev-1',
  titulo: 'Rock, no Parque; edição 2',
  inicio: new Date('2027-03-05T20:00:00-03:00'),
  fim: new Date('2027-03-06T02:00:00-03:00'),
  local: 'Parque Ibirapuera, São Paulo',
  url: 'https://gn.example/eventos/rock',
  alteradoEm: new Date('2026-11-01T12:00:00Z'),
};

describe('eventCalendar', () => {
  it('writes the São Paulo start and end as UTC instants, the place and the page', () => {
    const ics = eventCalendar(event);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20270305T230000Z');
    expect(ics).toContain('DTEND:20270306T050000Z');
    expect(ics).toContain('SUMMARY:Rock\\, no Parque\\; edição 2');
    expect(ics).toContain('LOCATION:Parque Ibirapuera\\, São Paulo');
    expect(ics).toContain('URL:https://gn.example/eventos/rock');
    expect(ics).toContain('UID:evento-ev-1@gningressos.com.br');
  });

  it('writes the same file for the same event (DTSTAMP: its last change)', () => {
    expect(eventCalendar(event)).toBe(eventCalendar({ ...event }));
    expect(eventCalendar(event)).toContain('DTSTAMP:20261101T120000Z');
  });

  it('leaves the end out when it is not known (or not after the start)', () => {
    expect(eventCalendar({ ...event, fim: null })).not.toContain('DTEND');
    expect(eventCalendar({ ...event, fim: event.inicio })).not.toContain('DTEND');
  });

  it('names the event page’s file', () => {
    expect(calendarPath('rock')).toBe('/eventos/rock/evento.ics');
  });
});
