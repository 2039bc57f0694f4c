import { describe, expect, it } from 'vitest';
import { buildSearchIndex, parseSearchIndex, searchPositions } from './search-index';

describe('search index', () => {
  const index = buildSearchIndex([
    'Festival Sons do Cerrado Brasília, DF',
    'Noite de Samba na Lapa Rio de Janeiro',
    'Meia-entrada: o que muda',
  ]);

  it('folds the texts once, at build time', () => {
    expect(index.texts[0]).toBe('festival sons do cerrado brasilia df');
  });

  it('matches ignoring accents, case and punctuation, in list order', () => {
    expect(searchPositions(index, 'BRASÍLIA')).toEqual([0]);
    expect(searchPositions(index, 'meia entrada')).toEqual([2]);
    expect(searchPositions(index, 'a')).toEqual([0, 1, 2]);
    expect(searchPositions(index, 'zzz')).toEqual([]);
  });

  it('matches nothing for a blank query (the plain list shows instead)', () => {
    expect(searchPositions(index, '  -- ')).toEqual([]);
  });

  it('accepts only its own format', () => {
    expect(parseSearchIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
    expect(parseSearchIndex({ v: 2, texts: [] })).toBeNull();
    expect(parseSearchIndex({ v: 1, texts: [1] })).toBeNull();
    expect(parseSearchIndex('<html>')).toBeNull();
    expect(parseSearchIndex(null)).toBeNull();
  });

  it('answers a thousand-item index well under a millisecond per query', () => {
    const big = buildSearchIndex(
      Array.from({ length: 1000 }, (_, i) => `Evento de teste número ${i} Teatro Municipal ${i % 27}`),
    );
    const started = performance.now();
    for (let i = 0; i < 100; i++) searchPositions(big, `municipal ${i % 27}`);
    expect((performance.now() - started) / 100).toBeLessThan(5);
  });
});
