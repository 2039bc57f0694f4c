import { describe, expect, it } from 'vitest';
import { cardChunkPath, listPagePath, searchIndexPath } from './list-paths';

describe('list paths', () => {
  it('page 1 is the list itself; later pages live under /pagina', () => {
    expect(listPagePath('/eventos', 1)).toBe('/eventos');
    expect(listPagePath('/eventos', 2)).toBe('/eventos/pagina/2');
  });

  it('names the card chunks and the search index', () => {
    expect(cardChunkPath('/noticias', 3)).toBe('/noticias/cartoes/3');
    expect(searchIndexPath('/noticias')).toBe('/noticias/busca.json');
  });
});
