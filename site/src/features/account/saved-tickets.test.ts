import { describe, expect, it } from 'vitest';
import { parseSaved, SAVED_TICKETS_LIMIT, serializeSaved } from './saved-tickets';
import type { AccountTicket } from '../orders/ticket-view';

const ticket = (n: number): AccountTicket => ({
  id: `o-${n}`,
  order_id: 'o',
  event_id: 'ev',
  tipo: 'Pista',
  titular: 'Maria',
  meia_entrada: false,
  quantidade: 1,
  preco_unitario: 10000,
  taxa_unitaria: 1000,
  status: 'ativo',
  codigo_serial: `TKT-${n}`,
  qr_code: `GN1.o-${n}.TKT-${n}.sig`,
  created_at: new Date('2026-01-02T10:00:00Z'),
  evento: { titulo: 'Show', data_inicio: new Date('2027-03-05T23:00:00Z'), local: 'Arena', capa_url: null },
});

describe('the offline copy of the tickets', () => {
  const savedAt = new Date('2026-11-29T12:34:00Z');

  it('round-trips the tickets, their dates and QR images for the same user', () => {
    const text = serializeSaved('uid-a', {
      savedAt,
      tickets: [ticket(1)],
      qrs: { 'o-1': 'data:image/png;base64,x' },
    });
    const back = parseSaved('uid-a', text);
    expect(back?.savedAt).toEqual(savedAt);
    expect(back?.tickets).toEqual([ticket(1)]);
    expect(back?.qrs).toEqual({ 'o-1': 'data:image/png;base64,x' });
  });

  it('never shows another user’s copy, nor a damaged one', () => {
    const text = serializeSaved('uid-a', { savedAt, tickets: [ticket(1)], qrs: {} });
    expect(parseSaved('uid-b', text)).toBeNull();
    expect(parseSaved('uid-a', '{not json')).toBeNull();
    expect(parseSaved('uid-a', null)).toBeNull();
  });

  it('keeps the latest tickets only', () => {
    const many = Array.from({ length: SAVED_TICKETS_LIMIT + 5 }, (_, i) => ticket(i));
    const back = parseSaved('uid-a', serializeSaved('uid-a', { savedAt, tickets: many, qrs: {} }));
    expect(back?.tickets).toHaveLength(SAVED_TICKETS_LIMIT);
    expect(back?.tickets[0]?.id).toBe('o-0');
  });
});
