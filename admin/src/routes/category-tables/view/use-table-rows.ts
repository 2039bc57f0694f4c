// Every row of a category table at once (one query), with the titles of their events: the table's
// events are known already, the others are looked up.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CategoryTableRow, TableEventRef } from '../category-queries';
import type { LoadedRows } from './category-view-model';

export type RowsState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & LoadedRows);

/** `ready`: the loaded table and its events (null while the table loads). */
export function useTableRows(ready: { table: CategoryTableRow; events: TableEventRef[] } | null) {
  const [rowsState, setRowsState] = useState<RowsState>({ status: 'loading' });

  // Every row of the table at once (one query); the event filter runs in the page.
  useEffect(() => {
    if (!ready) return;
    let active = true;
    const known = new Map(ready.events.map((e) => [e.id, e.titulo]));
    import('../category-queries')
      .then(async ({ listCategoryRows, eventTitles }) => {
        const rows = await listCategoryRows(ready.table.id);
        const missing = rows.map((r) => r.event_id).filter((e) => !known.has(e));
        const more = missing.length > 0 ? await eventTitles(missing) : new Map<string, string>();
        return { rows, titles: new Map([...known, ...more]) };
      })
      .then(({ rows, titles }) => active && setRowsState({ status: 'ready', rows, titles }))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar registros');
        setRowsState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [ready]);

  return rowsState;
}
