// Loads a category table with the events that use it, as one state the data and view screens
// share (missing when the table does not exist).
import { useMemo } from 'react';
import { useRetryableLoad } from '../../lib/use-retryable-load';
import type { CategoryTableRow, TableEventRef } from './category-queries';

export type CategoryTableState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; table: CategoryTableRow; events: TableEventRef[] };

/** The table (null when it does not exist) and the events whose category_table_ids contain it. */
export async function loadTableAndEvents(
  tableId: string,
): Promise<{ table: CategoryTableRow; events: TableEventRef[] } | null> {
  const { getCategoryTable, eventsUsingCategoryTable } = await import('./category-queries');
  const [table, events] = await Promise.all([getCategoryTable(tableId), eventsUsingCategoryTable(tableId)]);
  return table ? { table, events } : null;
}

/** The table and the events that use it. */
export function useCategoryTable(tableId: string): CategoryTableState {
  const { state } = useRetryableLoad(() => loadTableAndEvents(tableId), 'Erro ao carregar tabela', {
    key: tableId,
  });
  // One object per loaded state: the pages' effects depend on it.
  return useMemo(() => {
    if (state.status !== 'ready') return state;
    return state.value ? { status: 'ready', ...state.value } : { status: 'missing' };
  }, [state]);
}
