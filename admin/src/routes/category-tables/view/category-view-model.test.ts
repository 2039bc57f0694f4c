// The read-only view: rows grouped by event and filtered, the event filter's options, and the
// link to the data editor.
import { describe, expect, it } from 'vitest';
import type { CategoryDataRow } from '../category-queries';
import { dataPagePath, eventFilterOptions, groupRowsByEvent } from './category-view-model';

function row(id: string, event_id: string, linha_ordem: number): CategoryDataRow {
  return { id, table_id: 't1', event_id, linha_ordem, dados: {} } as unknown as CategoryDataRow;
}

const titles = new Map([
  ['e1', 'Show Zeta'],
  ['e2', 'Ária'],
]);
const rows = [row('r1', 'e1', 2), row('r2', 'e2', 1), row('r3', 'e1', 1), row('r4', 'e3', 1)];

describe('groupRowsByEvent', () => {
  it('groups every event by title (pt-BR order), an unknown event under its id, rows in order', () => {
    const groups = groupRowsByEvent({ rows, titles }, '');
    expect(groups.map((g) => g.titulo)).toEqual(['Ária', 'e3', 'Show Zeta']);
    expect(groups[2]!.rows.map((r) => r.id)).toEqual(['r3', 'r1']);
  });

  it('keeps only the chosen event', () => {
    const groups = groupRowsByEvent({ rows, titles }, 'e2');
    expect(groups).toEqual([{ eventId: 'e2', titulo: 'Ária', rows: [rows[1]] }]);
  });
});

describe('eventFilterOptions', () => {
  const events = [{ id: 'e1', titulo: 'Show Zeta', slug: 'show-zeta', status: 'publicado', visivel: true }];

  it('offers the events of the table before the rows load', () => {
    expect(eventFilterOptions(events, null)).toEqual([
      { value: '', label: 'Todos os eventos' },
      { value: 'e1', label: 'Show Zeta' },
    ]);
  });

  it('adds the events that have rows, by title', () => {
    expect(eventFilterOptions(events, { rows, titles }).map((o) => o.label)).toEqual([
      'Todos os eventos',
      'Ária',
      'e3',
      'Show Zeta',
    ]);
  });
});

describe('dataPagePath', () => {
  it('keeps the chosen event', () => {
    expect(dataPagePath('t1', '')).toBe('/admin/tabelas-categorias/t1/dados');
    expect(dataPagePath('t1', 'a b')).toBe('/admin/tabelas-categorias/t1/dados?eventId=a%20b');
  });
});
