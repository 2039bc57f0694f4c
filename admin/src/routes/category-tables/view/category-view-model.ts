// The read-only view's pure parts: the rows grouped by event (one event or all, by title), the
// event filter's options and the link to the data editor. Unit-tested.
import { sortRows } from '../category-model';
import type { CategoryDataRow, TableEventRef } from '../category-queries';

export type EventRowGroup = { eventId: string; titulo: string; rows: CategoryDataRow[] };

/** The table's rows loaded at once, with the title of every event they name. */
export type LoadedRows = { rows: CategoryDataRow[]; titles: Map<string, string> };

/** The rows of `eventId` (all events when ''), one group an event, by title; rows in order. */
export function groupRowsByEvent({ rows, titles }: LoadedRows, eventId: string): EventRowGroup[] {
  const byEvent = new Map<string, CategoryDataRow[]>();
  for (const row of rows) {
    if (eventId && row.event_id !== eventId) continue;
    byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  }
  return [...byEvent.entries()]
    .map(([event, eventRows]) => ({
      eventId: event,
      titulo: titles.get(event) ?? event,
      rows: sortRows(eventRows),
    }))
    .sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'));
}

/**
 * 'Todos os eventos', then every event that uses the table or has rows in it (once the rows are
 * loaded), by title.
 */
export function eventFilterOptions(events: readonly TableEventRef[], loaded: LoadedRows | null) {
  const titles = loaded ? loaded.titles : new Map(events.map((e) => [e.id, e.titulo]));
  const ids = new Set([...events.map((e) => e.id), ...(loaded ? loaded.rows.map((r) => r.event_id) : [])]);
  return [
    { value: '', label: 'Todos os eventos' },
    ...[...ids]
      .map((value) => ({ value, label: titles.get(value) ?? value }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
  ];
}

/** The data editor of the table, on the same event when one is chosen. */
export function dataPagePath(tableId: string, eventId: string) {
  return `/admin/tabelas-categorias/${tableId}/dados${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`;
}
