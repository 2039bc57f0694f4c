// /admin/tabelas-categorias/{id}/visualizar (?eventId=): a read-only grid of the table's rows for
// one event or all of them, and 'Exportar CSV'.
import { useEffect, useMemo, useState } from 'react';
import { Download, PencilRuler, Rows3, TableProperties } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { Select } from '../../../ui/Select';
import { Skeleton, SkeletonLines, repeatShape } from '../../../ui/Skeleton';
import { displayCell, leafColumns, sortRows } from '../category-model';
import type { CategoryDataRow, CategoryTableRow } from '../category-queries';
import { exportCategoryTable } from '../export-csv';
import { EmptyCell } from '../grid/EmptyCell';
import { GridHeader } from '../grid/GridHeader';
import { useCategoryTable } from '../use-category-table';
import { BackLink } from '../../../ui/BackLink';
import { TableUnavailable } from '../../../ui/tables/table-form';
import { TablePublishedBadge } from '../../../ui/tables/table-list';

type RowsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; rows: CategoryDataRow[]; titles: Map<string, string> };

/** Read-only grid of a table's rows, for one event or all of them, with 'Exportar CSV'. */
export function CategoryViewPage() {
  const { id = '' } = useParams();
  const state = useCategoryTable(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get('eventId') ?? '';
  const [rowsState, setRowsState] = useState<RowsState>({ status: 'loading' });
  const [exporting, setExporting] = useState(false);

  const ready = state.status === 'ready' ? state : null;

  // Every row of the table at once (one query); the event filter runs here.
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

  const groups = useMemo(() => {
    if (rowsState.status !== 'ready') return [];
    const byEvent = new Map<string, CategoryDataRow[]>();
    for (const row of rowsState.rows) {
      if (eventId && row.event_id !== eventId) continue;
      byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
    }
    return [...byEvent.entries()]
      .map(([event, rows]) => ({
        eventId: event,
        titulo: rowsState.titles.get(event) ?? event,
        rows: sortRows(rows),
      }))
      .sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'));
  }, [rowsState, eventId]);

  async function exportShown(table: CategoryTableRow) {
    if (rowsState.status !== 'ready') return;
    setExporting(true);
    const rows = groups.flatMap((g) => g.rows);
    const event = eventId ? { id: eventId, titulo: rowsState.titles.get(eventId) ?? eventId } : undefined;
    await exportCategoryTable(table, { event, rows, titles: rowsState.titles });
    setExporting(false);
  }

  const eventOptions = useMemo(() => {
    if (!ready) return [];
    const titles =
      rowsState.status === 'ready' ? rowsState.titles : new Map(ready.events.map((e) => [e.id, e.titulo]));
    const ids = new Set([
      ...ready.events.map((e) => e.id),
      ...(rowsState.status === 'ready' ? rowsState.rows.map((r) => r.event_id) : []),
    ]);
    return [
      { value: '', label: 'Todos os eventos' },
      ...[...ids]
        .map((value) => ({ value, label: titles.get(value) ?? value }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    ];
  }, [ready, rowsState]);

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
          <div className="flex flex-col gap-x-4 lg:flex-row lg:items-start lg:justify-between">
            <PageHeading
              title={ready.table.nome}
              description={
                <span className="inline-flex flex-wrap items-center gap-2">
                  {/* On the card colour, as in the lists (the translucent badge needs it for contrast). */}
                  <span className="rounded-full bg-surface">
                    <TablePublishedBadge published={ready.table.publicada} />
                  </span>
                  <span>{ready.table.descricao || 'Sem descrição'}</span>
                </span>
              }
            />
            <div className="mb-6 grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <ButtonLink to={`/admin/tabelas-categorias/${id}/estrutura`} variant="secondary">
                <PencilRuler className="size-4" aria-hidden="true" />
                Estrutura
              </ButtonLink>
              <ButtonLink
                to={`/admin/tabelas-categorias/${id}/dados${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`}
                variant="secondary"
              >
                <Rows3 className="size-4" aria-hidden="true" />
                Editar dados
              </ButtonLink>
              <Button
                className="col-span-2"
                busy={exporting}
                disabled={rowsState.status !== 'ready'}
                onClick={() => void exportShown(ready.table)}
              >
                {!exporting && <Download className="size-4" aria-hidden="true" />}
                Exportar CSV
              </Button>
            </div>
          </div>

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

          {rowsState.status === 'loading' ? (
            <SkeletonLines
              label="Carregando registros"
              className="space-y-2 rounded-xl border border-line bg-surface p-4"
              shapes={repeatShape('h-9 w-full', 5)}
            />
          ) : rowsState.status === 'error' ? (
            <EmptyState
              icon={Rows3}
              title="Não foi possível carregar os registros"
              description="Tente novamente mais tarde."
            />
          ) : groups.length === 0 ? (
            <EmptyState
              icon={Rows3}
              title="Nenhum registro"
              description={
                eventId
                  ? 'Este evento ainda não tem dados nesta tabela.'
                  : 'Nenhum evento tem dados nesta tabela ainda.'
              }
              action={
                <ButtonLink
                  to={`/admin/tabelas-categorias/${id}/dados${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`}
                  variant="secondary"
                >
                  Preencher dados
                </ButtonLink>
              }
            />
          ) : (
            <div className="space-y-6">
              {groups.map((group) => (
                <ReadOnlyGrid
                  key={group.eventId}
                  table={ready.table}
                  titulo={group.titulo}
                  rows={group.rows}
                />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}

function ReadOnlyGrid({
  table,
  titulo,
  rows,
}: {
  table: CategoryTableRow;
  titulo: string;
  rows: CategoryDataRow[];
}) {
  const leaves = leafColumns(table.colunas);
  return (
    <section aria-label={titulo} className="rounded-xl border border-line bg-surface shadow-sm">
      <h2 className="border-b border-line px-4 py-3 text-base font-semibold text-ink sm:px-5">
        {titulo}
        <span className="ml-2 text-sm font-normal text-ink-muted">
          {rows.length === 1 ? '1 registro' : `${rows.length} registros`}
        </span>
      </h2>
      <div className="relative overflow-x-auto">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{`${table.nome}: ${titulo}`}</caption>
          <GridHeader colunas={table.colunas} alignNumbers />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="even:bg-surface-muted/50">
                {leaves.map((leaf) => (
                  <td
                    key={leaf.key}
                    className={`border-b border-line px-3 py-2 text-ink ${leaf.column.tipo === 'numero' ? 'text-right tabular-nums' : ''}`}
                  >
                    {displayCell(leaf, row.dados[leaf.key]) || <EmptyCell />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
