import { describe, expect, it } from 'vitest';
import { eventPriceRange, ticketPricesAt } from './event-prices';
import type { SnapshotEvent, SnapshotPricingTable } from './snapshot';

const AT = '2026-11-01T12:00:00.000Z';
const pista = {
  id: 'pt-pista',
  nome: 'Pista',
  descricao: null,
  publicada: true,
  created_at: AT,
  updated_at: AT,
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000 },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
    { id: 'consulta', label: 'Sob consulta', valor_centavos: null },
  ],
} as SnapshotPricingTable;

const lotes = [
  { id: 'lote-1', nome: '1º lote', quantidade: 30, termina_em: null, precos: { 'pt-pista/inteira': 9000 } },
  {
    id: 'lote-2',
    nome: '2º lote',
    quantidade: null,
    termina_em: null,
    precos: { 'pt-pista/inteira': 10500 },
  },
];
const event = { id: 'evt', taxa_servico: null, lotes } as unknown as SnapshotEvent;
const now = new Date('2026-11-10T12:00:00Z');

describe('event prices at the build', () => {
  it("prices the options at the lote on sale (meia: half the lote's inteira), leaving 'sob consulta' out", () => {
    expect(ticketPricesAt(event, [pista], { 'lote-1': 30 }, now)).toEqual([10500, 5250]);
    expect(ticketPricesAt(event, [pista], null, now)).toEqual([9000, 4500]);
    expect(ticketPricesAt({ ...event, lotes: [] } as SnapshotEvent, [pista], null, now)).toEqual([
      12000, 6000,
    ]);
  });

  it("adds the fee: the event's own rate, else the default", () => {
    expect(eventPriceRange(event, [pista], { 'lote-1': 30 }, now, 0.1)).toEqual({
      low: { price: 5250, fee: 525, total: 5775 },
      high: { price: 10500, fee: 1050, total: 11550 },
    });
    const own = { ...event, taxa_servico: 0.05 } as SnapshotEvent;
    expect(eventPriceRange(own, [pista], { 'lote-1': 30 }, now, 0.1)?.low).toEqual({
      price: 5250,
      fee: 263,
      total: 5513,
    });
    expect(eventPriceRange(event, [], null, now, 0.1)).toBeNull();
  });
});
