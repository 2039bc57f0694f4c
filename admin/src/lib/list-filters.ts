// The search and status filter that several admin lists share, applied in the browser over the
// loaded list. Pure. The search ignores case, accents and surrounding spaces.
import { foldAccents } from '@gn/core/text';

export type StatusFilter = 'todos' | 'publicado' | 'rascunho';

export const STATUS_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  { value: 'publicado', label: 'Publicado' },
  { value: 'rascunho', label: 'Rascunho' },
] as const;

/** Lower case without accents, so 'sao paulo' finds 'São Paulo'. */
export function normalizeSearch(text: string): string {
  return foldAccents(text).trim();
}

/** True when one of the fields contains the search (an empty search matches everything). */
export function matchesSearch(fields: readonly string[], search: string): boolean {
  const needle = normalizeSearch(search);
  if (needle === '') return true;
  return fields.some((field) => normalizeSearch(field).includes(needle));
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return value === 'publicado' || value === 'rascunho' ? value : 'todos';
}
