// One row of the 'Registros' grid: its number (or 'Nova'), each cell shown or edited in place
// (Enter in a text box saves, Escape cancels) and its actions.
import type { ComponentProps, KeyboardEvent } from 'react';
import { Badge } from '../../../ui/Badge';
import { displayCell, type LeafColumn } from '../category-model';
import { EmptyCell } from '../grid/EmptyCell';
import { CellInput } from './CellInput';
import { RowActions } from './RowActions';
import type { GridRow } from './use-category-rows';

type Draft = Record<string, string>;

/** The row's actions, as RowActions takes them (its state comes from the row). */
type RowActionHandlers = Omit<ComponentProps<typeof RowActions>, 'n' | 'editing' | 'saved' | 'busy'>;

type EditableRowProps = RowActionHandlers & {
  row: GridRow;
  /** The row's number on screen, from 1. */
  n: number;
  leaves: readonly LeafColumn[];
  /** The row's values being edited; undefined when it is only shown. */
  draft: Draft | undefined;
  busy: boolean;
  onDraftChange: (draft: Draft) => void;
};

export function EditableRow({ row, n, leaves, draft, busy, onDraftChange, ...actions }: EditableRowProps) {
  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (!draft) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT') {
      event.preventDefault();
      actions.onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      actions.onCancel();
    }
  }

  return (
    <tr
      data-row={row.key}
      onKeyDown={onKeyDown}
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
              disabled={busy}
              onChange={(value) => onDraftChange({ ...draft, [leaf.key]: value })}
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
        <RowActions n={n} editing={Boolean(draft)} saved={row.saved !== null} busy={busy} {...actions} />
      </td>
    </tr>
  );
}
