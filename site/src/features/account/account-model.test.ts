import { describe, expect, it } from 'vitest';
import {
  dayAndMonth,
  filterTickets,
  filtersFromSearch,
  filtersToSearch,
  groupNextEvents,
  hasActiveFilters,
  NO_TICKET_FILTERS,
} from './account-model';
import type { AccountTicket } from '../orders/ticket-view';

const DAY = 86_400_000;
const NOW = new Date('2027-03-05T15:00:00Z');

function ticket(
  id: string,
  over: Partial<AccountTicket> & { titulo?: string; inicio?: number } = {},
): AccountTicket {
  const { titulo = 'Festival Sons do Cerrado', inicio = NOW.getTime() + 20 * DAY, ...rest } = over;
  return {
    id,
    order_id: 'o1',
    event_id: 'e1',
    tipo: 'Pista - Inteira',
    titular: 'Maria da Silva',
    meia_entrada: false,
    quantidade: 1,
    preco_unitario: 12000,
    taxa_unitaria: 1200,
    status: 'ativo',
    codigo_serial: `TKT-1-${id}`,
    qr_code: `GN1.${id}`,
    created_at: NOW,
    evento: { titulo, data_inicio: new Date(inicio), local: 'Brasília - DF', capa_url: null },
    ...rest,
  };
}

describe('groupNextEvents', () => {
  it('sums the tickets of one order and type into one row, keeping the event order', () => {
    const rows = groupNextEvents([
      ticket('o1-1'),
      ticket('o1-2'),
      ticket('o2-1', { order_id: 'o2', titulo: 'Jazz', inicio: NOW.getTime() + 30 * DAY }),
      ticket('o1-3', { tipo: 'Camarote - Inteira' }),
    ]);
    expect(rows.map((r) => [r.titulo, r.tipo, r.quantidade])).toEqual([
      ['Festival Sons do Cerrado', 'Pista - Inteira', 2],
      ['Jazz', 'Pista - Inteira', 1],
      ['Festival Sons do Cerrado', 'Camarote - Inteira', 1],
    ]);
  });

  it('keeps at most 3 rows, still counting later tickets of a kept row', () => {
    const rows = groupNextEvents([
      ticket('a-1', { order_id: 'a' }),
      ticket('b-1', { order_id: 'b' }),
      ticket('c-1', { order_id: 'c' }),
      ticket('d-1', { order_id: 'd' }),
      ticket('a-2', { order_id: 'a' }),
    ]);
    expect(rows.map((r) => [r.order_id, r.quantidade])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1],
    ]);
    expect(groupNextEvents([])).toEqual([]);
  });
});

describe('filterTickets', () => {
  const all = [
    ticket('t1', { titulo: 'Festival Sons do Cerrado' }),
    ticket('t2', { titulo: 'Jazz & Bossa na Lagoa', status: 'usado', inicio: NOW.getTime() - 10 * DAY }),
    ticket('t3', { titulo: 'São João do Forró', status: 'cancelado', inicio: NOW.getTime() + 60 * DAY }),
    ticket('t4', { titulo: 'Maratona', status: 'pendente', inicio: NOW.getTime() + 100 * DAY }),
  ];
  const ids = (f: Partial<typeof NO_TICKET_FILTERS>) =>
    filterTickets(all, { ...NO_TICKET_FILTERS, ...f }, NOW).map((t) => t.id);

  it('searches the event title without accents or case', () => {
    expect(ids({ query: 'SAO JOAO' })).toEqual(['t3']);
    expect(ids({ query: 'forró' })).toEqual(['t3']);
    expect(ids({ query: '  bossa  ' })).toEqual(['t2']);
    expect(ids({ query: '' })).toEqual(['t1', 't2', 't3', 't4']);
    expect(ids({ query: 'nada disso' })).toEqual([]);
  });

  it('filters by the status groups: pago = ativo + usado', () => {
    expect(ids({ status: 'pago' })).toEqual(['t1', 't2']);
    expect(ids({ status: 'pendente' })).toEqual(['t4']);
    expect(ids({ status: 'cancelado' })).toEqual(['t3']);
  });

  it('filters by the event period', () => {
    expect(ids({ period: 'proximos' })).toEqual(['t1', 't3', 't4']);
    expect(ids({ period: 'passados' })).toEqual(['t2']);
    expect(ids({ period: '30dias' })).toEqual(['t1']);
    expect(ids({ period: '90dias' })).toEqual(['t1', 't3']);
  });

  it('combines the three', () => {
    expect(ids({ query: 'festival', status: 'pago', period: '30dias' })).toEqual(['t1']);
    expect(ids({ query: 'festival', status: 'cancelado' })).toEqual([]);
  });
});

describe('filters in the URL', () => {
  it('round-trips and ignores unknown values', () => {
    const f = { query: 'são joão', status: 'pago', period: '90dias' } as const;
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    expect(filtersToSearch(NO_TICKET_FILTERS)).toBe('');
    expect(filtersFromSearch('?status=roubado&periodo=ontem')).toEqual(NO_TICKET_FILTERS);
    expect(hasActiveFilters(NO_TICKET_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_TICKET_FILTERS, period: 'passados' })).toBe(true);
    expect(hasActiveFilters({ ...NO_TICKET_FILTERS, query: '   ' })).toBe(false);
  });
});

describe('dayAndMonth', () => {
  it('is the São Paulo calendar day, whatever the machine zone', () => {
    expect(dayAndMonth(new Date('2027-03-05T23:30:00Z'))).toEqual({ day: '05', month: 'mar' });
    // 01:00 UTC on the 6th is still the 5th in São Paulo.
    expect(dayAndMonth(new Date('2027-03-06T01:00:00Z'))).toEqual({ day: '05', month: 'mar' });
  });
});
