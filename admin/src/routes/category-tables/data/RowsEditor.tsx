// The 'Registros' grid of one category table for one event: each row shown or edited in place
// (Enter saves, Escape cancels), with add, move and delete. State and writes: use-category-rows.
import { useMemo, type KeyboardEvent } from 'react';
import { Plus, Rows3 } from 'lucide-react';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { SkeletonLines, repeatShape } from '../../../ui/Skeleton';
import { displayCell, leafColumns } from '../category-model';
import type { CategoryTableRow } from '../category-queries';
import { EmptyCell } from '../grid/EmptyCell';
import { GridHeader } from '../grid/GridHeader';
import { CellInput } from './CellInput';
import { RowActions } from './RowActions';
import { useCategoryRows, type GridRow } from './use-category-rows';

export function RowsEditor({ table, eventId }: { table: CategoryTableRow; eventId: string }) {
  const leaves = useMemo(() => leafColumns(table.colunas), [table.colunas]);
  const grid = useCategoryRows(table.id, eventId, leaves);
  const { load, rows, drafts, busy } = grid;

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: GridRow) {
    if (!drafts[row.key]) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT') {
      event.preventDefault();
      void grid.save(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      grid.cancel(row);
    }
  }

  if (load.status === 'loading') {
    return (
      <SkeletonLines
        label="Carregando registros"
        className="space-y-2 rounded-xl border border-line bg-surface p-4"
        shapes={repeatShape('h-10 w-full', 4)}
      />
    );
  }
  if (load.status === 'error') {
    return (
      <EmptyState
        icon={Rows3}
        title="Não foi possível carregar os registros"
        description="Verifique sua conexão e tente novamente."
        action={
          <Button variant="secondary" onClick={grid.retry}>
            Tentar novamente
          </Button>
        }
      />
    );
  }

  return (
    <section
      aria-labelledby="registros-titulo"
      className="rounded-xl border border-line bg-surface shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div>
          <h2 id="registros-titulo" className="text-base font-semibold text-ink">
            Registros
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {grid.savedCount === 1 ? '1 registro salvo' : `${grid.savedCount} registros salvos`}
          </p>
        </div>
        <Button onClick={grid.addRow}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar linha
        </Button>
      </div>

      {rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-ink-muted">
          Nenhum registro para este evento. Use “Adicionar linha” para começar.
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table ref={grid.tableRef} className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{`Registros de ${table.nome} para o evento selecionado`}</caption>
            <GridHeader
              colunas={table.colunas}
              leading={[{ label: 'Linha', srOnly: true, className: 'w-10' }]}
              trailing={[
                {
                  label: 'Ações',
                  className: 'sticky right-0 z-10 w-0 text-right shadow-[-1px_0_0_var(--color-line)]',
                },
              ]}
            />
            <tbody>
              {rows.map((row, index) => {
                const draft = drafts[row.key];
                const rowBusy = busy[row.key] === true;
                const n = index + 1;
                return (
                  <tr
                    key={row.key}
                    data-row={row.key}
                    onKeyDown={(e) => onRowKeyDown(e, row)}
                    className={draft ? 'bg-accent-soft/40' : 'hover:bg-surface-muted/60'}
                  >
                    <td className="border-b border-line px-3 py-2 text-ink-muted tabular-nums">
                      {row.saved ? n : <Badge variant="outline">Nova</Badge>}
                    </td>
                    {leaves.map((leaf) => (
                      <td key={leaf.key} className="border-b border-line px-2 py-1.5 align-middle">
                        {draft ? (
                          <CellInput
                            leaf={leaf}
                            rowNumber={n}
                            value={draft[leaf.key] ?? ''}
                            disabled={rowBusy}
                            onChange={(value) => grid.setDraft(row.key, { ...draft, [leaf.key]: value })}
                          />
                        ) : (
                          <span
                            className={`block px-1 break-words text-ink ${leaf.column.tipo === 'texto' ? 'min-w-[9rem]' : 'min-w-[4rem]'}`}
                          >
                            {displayCell(leaf, row.saved?.dados[leaf.key]) || <EmptyCell />}
                          </span>
                        )}
                      </td>
                    ))}
                    <td className="sticky right-0 border-b border-line bg-surface px-2 py-1.5 shadow-[-1px_0_0_var(--color-line)]">
                      <RowActions
                        n={n}
                        editing={Boolean(draft)}
                        saved={row.saved !== null}
                        busy={rowBusy}
                        canUp={!rowBusy && index > 0 && Boolean(rows[index - 1]?.saved)}
                        canDown={!rowBusy && Boolean(rows[index + 1]?.saved)}
                        onSave={() => void grid.save(row)}
                        onCancel={() => grid.cancel(row)}
                        onEdit={() => grid.edit(row)}
                        onUp={() => void grid.move(index, index - 1)}
                        onDown={() => void grid.move(index, index + 1)}
                        onDelete={() => row.saved && grid.setToDelete(row.saved)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={grid.toDelete !== null}
        title="Confirmar exclusão"
        description="Tem certeza que deseja excluir este registro? Esta ação não pode ser desfeita."
        onConfirm={() => void grid.confirmDelete()}
        onClose={() => grid.setToDelete(null)}
        busy={grid.deleting}
      />
    </section>
  );
}
