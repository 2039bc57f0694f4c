// The events list's search and filters, applied in the browser over the loaded list. Pure.
import { foldAccents } from '@gn/core/text';

export type StatusFilter = 'todos' | 'publicado' | 'rascunho';
export type VisibilityFilter = 'todos' | 'visivel' | 'oculto';

export const STATUS_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  { value: 'publicado', label: 'Publicado' },
  { value: 'rascunho', label: 'Rascunho' },
] as const;

export const VISIBILITY_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todas as visibilidades' },
  { value: 'visivel', label: 'Visível' },
  { value: 'oculto', label: 'Oculto' },
] as const;

/** Lower case without accents, so 'sao paulo' finds 'São Paulo'. */
export function normalizeSearch(text: string): string {
  return foldAccents(text).trim();
}

export function matchesSearch(fields: readonly string[], search: string): boolean {
  const needle = normalizeSearch(search);
  if (needle === '') return true;
  return fields.some((field) => normalizeSearch(field).includes(needle));
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return value === 'publicado' || value === 'rascunho' ? value : 'todos';
}

export function parseVisibilityFilter(value: string | null): VisibilityFilter {
  return value === 'visivel' || value === 'oculto' ? value : 'todos';
}

export function filterEvents<
  T extends { titulo: string; slug: string; local: string; status: string; visivel: boolean },
>(
  events: readonly T[],
  filters: { search: string; status: StatusFilter; visibility: VisibilityFilter },
): T[] {
  return events.filter(
    (e) =>
      (filters.status === 'todos' || e.status === filters.status) &&
      (filters.visibility === 'todos' || (filters.visibility === 'visivel') === e.visivel) &&
      matchesSearch([e.titulo, e.slug, e.local], filters.search),
  );
}
