// The events list's filters: search over title, slug and place; status and visibility.
import { describe, expect, it } from 'vitest';
import { filterEvents, parseVisibilityFilter } from './event-filters';

const events = [
  {
    titulo: 'Festival de Verão',
    slug: 'festival-de-verao',
    local: 'Arena São Paulo',
    status: 'publicado',
    visivel: true,
  },
  {
    titulo: 'Show Acústico',
    slug: 'show-acustico',
    local: 'Teatro Municipal',
    status: 'rascunho',
    visivel: true,
  },
  { titulo: 'Feira Oculta', slug: 'feira', local: 'Centro', status: 'publicado', visivel: false },
];

describe('filterEvents', () => {
  const all = { search: '', status: 'todos', visibility: 'todos' } as const;

  it('searches title, slug and place, ignoring case and accents', () => {
    expect(filterEvents(events, { ...all, search: 'verao' }).map((e) => e.slug)).toEqual([
      'festival-de-verao',
    ]);
    expect(filterEvents(events, { ...all, search: 'SAO PAULO' })).toHaveLength(1);
    expect(filterEvents(events, { ...all, search: 'show-acu' })).toHaveLength(1);
    expect(filterEvents(events, { ...all, search: 'teatro' })).toHaveLength(1);
  });

  it('filters by status and visibility', () => {
    expect(filterEvents(events, { ...all, status: 'rascunho' })).toHaveLength(1);
    expect(
      filterEvents(events, { ...all, status: 'publicado', visibility: 'oculto' }).map((e) => e.slug),
    ).toEqual(['feira']);
    expect(filterEvents(events, { ...all, visibility: 'visivel' })).toHaveLength(2);
  });
});

describe('parseVisibilityFilter', () => {
  it('parses the URL filter', () => {
    expect(parseVisibilityFilter('oculto')).toBe('oculto');
    expect(parseVisibilityFilter(null)).toBe('todos');
  });
});
