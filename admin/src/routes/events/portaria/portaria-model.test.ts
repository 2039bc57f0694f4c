import { describe, expect, it } from 'vitest';
import { entryBars, insideTotal, listFigures } from './portaria-model';

const lists = [
  { id: 'portao-a', nome: 'Portão A', tipos: [], permite_saida: false },
  { id: 'camarote', nome: 'Camarote', tipos: [], permite_saida: true },
];

describe('Portaria figures', () => {
  it('gives a row per list, and one for a list a count names that is gone', () => {
    const counters = {
      dentro: { 'portao-a': 3, camarote: 1, antiga: 2 },
      entradas: { 'portao-a': 4, camarote: 2 },
      saidas: { camarote: 1 },
      por_5min: {},
    };
    expect(listFigures(lists, counters)).toEqual([
      { id: 'portao-a', nome: 'Portão A', dentro: 3, entradas: 4, saidas: 0, permiteSaida: false },
      { id: 'camarote', nome: 'Camarote', dentro: 1, entradas: 2, saidas: 1, permiteSaida: true },
      { id: 'antiga', nome: 'antiga (removida)', dentro: 2, entradas: 0, saidas: 0, permiteSaida: false },
    ]);
    expect(insideTotal(counters)).toBe(6);
  });

  it('draws the last 12 buckets up to the latest entry, in São Paulo time', () => {
    const bars = entryBars(
      { '2026-11-30T00:10': 5, '2026-11-29T23:30': 2 },
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(bars).toHaveLength(12);
    expect(bars.at(-1)).toEqual({ bucket: '2026-11-30T00:10', label: '21:10', entradas: 5 });
    expect(bars[0]).toEqual({ bucket: '2026-11-29T23:15', label: '20:15', entradas: 0 });
    expect(bars.find((b) => b.bucket === '2026-11-29T23:30')!.entradas).toBe(2);
  });

  it('ends at now without entries', () => {
    const bars = entryBars({}, new Date('2026-11-30T00:14:00Z'), 3);
    expect(bars.map((b) => b.label)).toEqual(['21:00', '21:05', '21:10']);
  });
});
