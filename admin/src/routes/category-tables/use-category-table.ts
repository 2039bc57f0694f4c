import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CategoryTableRow, TableEventRef } from './category-queries';

export type CategoryTableState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; table: CategoryTableRow; events: TableEventRef[] };

/** The table and the events that use it (category_table_ids array-contains its id). */
export function useCategoryTable(tableId: string): CategoryTableState {
  const [state, setState] = useState<CategoryTableState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    import('./category-queries')
      .then(({ getCategoryTable, eventsUsingCategoryTable }) =>
        Promise.all([getCategoryTable(tableId), eventsUsingCategoryTable(tableId)]),
      )
      .then(([table, events]) => {
        if (!active) return;
        setState(table ? { status: 'ready', table, events } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar tabela');
        setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [tableId]);

  return state;
}
