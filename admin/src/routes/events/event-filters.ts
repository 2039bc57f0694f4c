// The events list's filters (status, visibility and the search), applied in the browser over the
// loaded list. Pure.
import { matchesSearch, type StatusFilter } from '../../lib/list-filters';

export type VisibilityFilter = 'todos' | 'visivel' | 'oculto';

export const VISIBILITY_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todas as visibilidades' },
  { value: 'visivel', label: 'Visível' },
  { value: 'oculto', label: 'Oculto' },
] as const;

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
