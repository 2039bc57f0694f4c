// The header search's pure parts: result shape, ranking of cached lists, grouping. No Firebase.
import { normalizeSearch } from '../../lib/list-filters';

export type SearchKind = 'evento' | 'noticia' | 'pedido' | 'usuario';

export type SearchResult = {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string;
  /** the admin screen it opens */
  href: string;
};

export const SEARCH_GROUPS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'evento', label: 'Eventos' },
  { kind: 'noticia', label: 'Notícias' },
  { kind: 'pedido', label: 'Pedidos' },
  { kind: 'usuario', label: 'Usuários' },
];

export const RESULTS_PER_KIND = 5;
/** Orders and users are searched on the server: not for one or two letters. */
export const REMOTE_MIN_LENGTH = 3;

/**
 * Items whose fields contain the query (case and accents ignored), best first: a field that
 * starts with it, then a word that starts with it, then anywhere; at most `limit`.
 */
export function rankMatches<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => readonly string[],
  limit: number = RESULTS_PER_KIND,
): T[] {
  const needle = normalizeSearch(query);
  if (needle === '') return [];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    let best = Infinity;
    for (const field of fields(item)) {
      const text = normalizeSearch(field);
      const at = text.indexOf(needle);
      if (at === -1) continue;
      const score = at === 0 ? 0 : /[^\p{L}\p{N}]/u.test(text[at - 1]!) ? 1 : 2;
      best = Math.min(best, score);
    }
    if (best !== Infinity) scored.push({ item, score: best, index });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.item);
}

/** The results in the groups' order, empty groups left out. */
export function groupResults(results: readonly SearchResult[]) {
  return SEARCH_GROUPS.map((group) => ({
    ...group,
    results: results.filter((r) => r.kind === group.kind),
  })).filter((group) => group.results.length > 0);
}

/** One result per kind and id (an order found by id and by e-mail shows once). */
export function uniqueResults(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((r) => {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The status line under the results, which screen readers announce. */
export function searchStatus(query: string, found: number, searching: boolean): string {
  const count = `${found} ${found === 1 ? 'resultado' : 'resultados'}`;
  if (searching) return found > 0 ? `${count}; buscando mais...` : 'Buscando...';
  if (query !== '' && found === 0) return `Busca por: ${query} — nenhum resultado encontrado.`;
  if (query !== '') return count;
  return 'Digite para buscar eventos, notícias, pedidos e usuários.';
}
