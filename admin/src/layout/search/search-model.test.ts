// The header search's ranking, grouping and de-duplication of results, and its status line.
import { describe, expect, it } from 'vitest';
import { groupResults, rankMatches, searchStatus, uniqueResults, type SearchResult } from './search-model';

const titles = [
  'Meia Maratona de Curitiba',
  'Maratona SP',
  'Festival de Inverno',
  'Rock na Praça',
  'Semimaratona',
];

describe('rankMatches', () => {
  it('start of the text first, then start of a word, then anywhere; accents and case ignored', () => {
    expect(rankMatches(titles, 'MARATONA', (t) => [t])).toEqual([
      'Maratona SP',
      'Meia Maratona de Curitiba',
      'Semimaratona',
    ]);
    expect(rankMatches(titles, 'praca', (t) => [t])).toEqual(['Rock na Praça']);
    expect(rankMatches(titles, '  ', (t) => [t])).toEqual([]);
  });

  it('any field counts, and the limit applies', () => {
    const items = [
      { t: 'A', s: 'festival-a' },
      { t: 'B', s: 'festival-b' },
      { t: 'C', s: 'outro' },
    ];
    expect(rankMatches(items, 'festival', (i) => [i.t, i.s], 1)).toEqual([items[0]]);
  });
});

describe('groupResults / uniqueResults', () => {
  const r = (kind: SearchResult['kind'], id: string): SearchResult => ({
    kind,
    id,
    label: id,
    detail: '',
    href: '/',
  });

  it('groups in the fixed order, without empty groups, and drops repeats', () => {
    const groups = groupResults(uniqueResults([r('usuario', 'u1'), r('evento', 'e1'), r('usuario', 'u1')]));
    expect(groups.map((g) => [g.label, g.results.map((x) => x.id)])).toEqual([
      ['Eventos', ['e1']],
      ['Usuários', ['u1']],
    ]);
  });
});

describe('searchStatus', () => {
  it('invites a search while the box is empty', () => {
    expect(searchStatus('', 0, false)).toBe('Digite para buscar eventos, notícias, pedidos e usuários.');
  });

  it('says it is searching, with what was found so far', () => {
    expect(searchStatus('ana', 0, true)).toBe('Buscando...');
    expect(searchStatus('ana', 1, true)).toBe('1 resultado; buscando mais...');
  });

  it('counts the results, or says there are none', () => {
    expect(searchStatus('ana', 3, false)).toBe('3 resultados');
    expect(searchStatus('ana', 0, false)).toBe('Busca por: ana — nenhum resultado encontrado.');
  });
});
