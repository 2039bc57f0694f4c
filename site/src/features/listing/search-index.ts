// The static search index of a list page: one folded text per item, in the list's order, so a
// match is the item's position (which names its card chunk, see core/paging). Built at build time
// (busca.json), queried in the browser with the same folding as the cards' data-search.
import { foldSearch } from '../../lib/normalize';

export interface SearchIndex {
  /** Format version: a page from an older build never reads a newer index wrongly. */
  v: 1;
  /** Folded search text of each item, in list order. */
  texts: string[];
}

export function buildSearchIndex(texts: string[]): SearchIndex {
  return { v: 1, texts: texts.map(foldSearch) };
}

/** The index read from JSON, or null when it is not one (a failed or foreign response). */
export function parseSearchIndex(data: unknown): SearchIndex | null {
  if (!data || typeof data !== 'object') return null;
  const { v, texts } = data as Partial<SearchIndex>;
  if (v !== 1 || !Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) return null;
  return { v, texts };
}

/**
 * Positions of the items whose text contains the query (accents, case and punctuation ignored),
 * in list order. An empty query matches nothing: the caller shows the plain list instead.
 */
export function searchPositions(index: SearchIndex, query: string): number[] {
  const q = foldSearch(query);
  if (!q) return [];
  const found: number[] = [];
  index.texts.forEach((text, i) => {
    if (text.includes(q)) found.push(i);
  });
  return found;
}
