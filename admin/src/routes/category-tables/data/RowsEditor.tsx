// The 'Registros' grid of one category table for one event: each row shown or edited in place
// (Enter saves, Escape cancels), with add, move and delete. State and writes: use-category-rows.
import { useMemo } from 'react';
import { Plus, Rows3 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { SkeletonLines, repeatShape } from '../../../ui/Skeleton';
import { leafColumns, type LeafColumn } from '../category-model';
import type { CategoryTableRow } from '../category-queries';
import { GridHeader } from '../grid/GridHeader';
import { EditableRow } from './EditableRow';
import { useCategoryRows } from './use-category-rows';

type Grid = ReturnType<typeof useCategoryRows>;

function RowsHeader({ savedCount, onAdd }: { savedCount: number; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
      <div>
        <h2 id="registros-titulo" className="text-base font-semibold text-ink">
          Registros
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {savedCount === 1 ? '1 registro salvo' : `${savedCount} registros salvos`}
        </p>
      </div>
      <Button onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        Adicionar linha
      </Button>
    </div>
  );
}

function RowsTable({ table, leaves, grid }: { table: CategoryTableRow; leaves: LeafColumn[]; grid: Grid }) {
  const { rows, drafts, busy } = grid;
  return (
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
            const rowBusy = busy[row.key] === true;
            return (
              <EditableRow
                key={row.key}
                row={row}
                n={index + 1}
                leaves={leaves}
                draft={drafts[row.key]}
                busy={rowBusy}
                canUp={!rowBusy && index > 0 && Boolean(rows[index - 1]?.saved)}
                canDown={!rowBusy && Boolean(rows[index + 1]?.saved)}
                onDraftChange={(draft) => grid.setDraft(row.key, draft)}
                onSave={() => void grid.save(row)}
                onCancel={() => grid.cancel(row)}
                onEdit={() => grid.edit(row)}
                onUp={() => void grid.move(index, index - 1)}
                onDown={() => void grid.move(index, index + 1)}
                onDelete={() => row.saved && grid.setToDelete(row.saved)}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function RowsEditor({ table, eventId }: { table: CategoryTableRow; eventId: string }) {
  const leaves = useMemo(() => leafColumns(table.colunas), [table.colunas]);
  const grid = useCategoryRows(table.id, eventId, leaves);
  const { load, rows } = grid;

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
      <RowsHeader savedCount={grid.savedCount} onAdd={grid.addRow} />

      {rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-ink-muted">
          Nenhum registro para este evento. Use “Adicionar linha” para começar.
        </p>
      ) : (
        <RowsTable table={table} leaves={leaves} grid={grid} />
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
