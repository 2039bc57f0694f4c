// /admin/tabelas-categorias/{id}/visualizar (?eventId=): a read-only grid of the table's rows for
// one event or all of them, and 'Exportar CSV'.
import { useMemo, useState } from 'react';
import { TableProperties } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../ui/PageHeading';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import type { CategoryTableRow } from '../category-queries';
import { exportCategoryTable } from '../export-csv';
import { useCategoryTable } from '../use-category-table';
import { BackLink } from '../../../ui/BackLink';
import { TableUnavailable } from '../../../ui/tables/table-form';
import { CategoryViewHeading } from './CategoryViewHeading';
import { CategoryViewRows } from './CategoryViewRows';
import { eventFilterOptions, groupRowsByEvent } from './category-view-model';
import { useTableRows } from './use-table-rows';

/** Read-only grid of a table's rows, for one event or all of them, with 'Exportar CSV'. */
export function CategoryViewPage() {
  const { id = '' } = useParams();
  const state = useCategoryTable(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get('eventId') ?? '';
  const [exporting, setExporting] = useState(false);

  const ready = state.status === 'ready' ? state : null;
  const rowsState = useTableRows(ready);
  const loaded = rowsState.status === 'ready' ? rowsState : null;

  const groups = useMemo(() => (loaded ? groupRowsByEvent(loaded, eventId) : []), [loaded, eventId]);
  const eventOptions = useMemo(
    () => (ready ? eventFilterOptions(ready.events, loaded) : []),
    [ready, loaded],
  );

  async function exportShown(table: CategoryTableRow) {
    if (!loaded) return;
    setExporting(true);
    const rows = groups.flatMap((g) => g.rows);
    const event = eventId ? { id: eventId, titulo: loaded.titles.get(eventId) ?? eventId } : undefined;
    await exportCategoryTable(table, { event, rows, titles: loaded.titles });
    setExporting(false);
  }

  return (
    <>
      <BackLink to="/admin/tabelas-categorias" label="Tabelas de Categorias" />

      {state.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando tabela" className="space-y-4">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : !ready ? (
        <>
          <PageHeading title="Visualizar Tabela" />
          <TableUnavailable
            icon={TableProperties}
            status={state.status === 'missing' ? 'missing' : 'error'}
            listPath="/admin/tabelas-categorias"
          />
        </>
      ) : (
        <>
          <CategoryViewHeading
            table={ready.table}
            id={id}
            eventId={eventId}
            exporting={exporting}
            canExport={loaded !== null}
            onExport={() => void exportShown(ready.table)}
          />

          <div className="mb-5 max-w-xl">
            <Select
              label="Evento"
              options={eventOptions}
              value={eventId}
              onChange={(e) =>
                setSearchParams(e.target.value ? { eventId: e.target.value } : {}, { replace: true })
              }
            />
          </div>

          <CategoryViewRows
            status={rowsState.status}
            groups={groups}
            table={ready.table}
            id={id}
            eventId={eventId}
          />
        </>
      )}
    </>
  );
}
