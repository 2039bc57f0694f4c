// The shared list search (case and accents ignored) and the status filter from the URL.
import { describe, expect, it } from 'vitest';
import { matchesSearch, parseStatusFilter } from './list-filters';

describe('matchesSearch', () => {
  it('an empty search matches everything', () => expect(matchesSearch(['x'], '  ')).toBe(true));
  it('ignores case and accents', () => {
    expect(matchesSearch(['Plateia e Balcão'], 'balcao')).toBe(true);
    expect(matchesSearch(['Plateia e Balcão'], 'PLATEIA')).toBe(true);
    expect(matchesSearch(['Pista'], 'camarote')).toBe(false);
  });
});

describe('parseStatusFilter', () => {
  it('parses the URL filter', () => {
    expect(parseStatusFilter('publicado')).toBe('publicado');
    expect(parseStatusFilter('x')).toBe('todos');
  });
});
