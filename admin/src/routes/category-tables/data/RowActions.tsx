// The actions cell of a category data row: Salvar and Cancelar while it is edited; otherwise
// Editar, and move up/down and Excluir (inline on wide screens, in a menu on phones).
import { ArrowDown, ArrowUp, Check, EllipsisVertical, Pencil, Trash2, X } from 'lucide-react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { MoveButtons } from '../../../ui/MoveButtons';

type RowActionsProps = {
  /** The row's number on screen (1-based), used in the buttons' names. */
  n: number;
  editing: boolean;
  /** false: a new row, not written yet. */
  saved: boolean;
  busy: boolean;
  canUp: boolean;
  canDown: boolean;
  onSave: () => void;
  onCancel: () => void;
  onEdit: () => void;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
};

export function RowActions({
  n,
  editing,
  saved,
  busy,
  canUp,
  canDown,
  onSave,
  onCancel,
  onEdit,
  onUp,
  onDown,
  onDelete,
}: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      {editing ? (
        <>
          <Button className="h-9 px-3" busy={busy} onClick={onSave} aria-label={`Salvar linha ${n}`}>
            {!busy && <Check className="size-4" aria-hidden="true" />}
            <span className="hidden sm:inline">Salvar</span>
          </Button>
          <IconButton
            icon={X}
            label={saved ? `Cancelar edição da linha ${n}` : `Descartar linha ${n}`}
            disabled={busy}
            onClick={onCancel}
          />
        </>
      ) : (
        <>
          <IconButton icon={Pencil} label={`Editar linha ${n}`} onClick={onEdit} />
          {/* Wide screens: every action at hand; phones: the rest in a menu. */}
          <div className="hidden items-center gap-0.5 sm:flex">
            <MoveButtons what={`linha ${n}`} canUp={canUp} onUp={onUp} canDown={canDown} onDown={onDown} />
            <IconButton
              icon={Trash2}
              label={`Excluir linha ${n}`}
              disabled={busy}
              onClick={onDelete}
              className="hover:text-danger"
            />
          </div>
          <RowMenu {...{ n, canUp, canDown, busy, onUp, onDown, onDelete }} />
        </>
      )}
    </div>
  );
}

/** Phones: move and delete behind one button, so the sticky actions column stays narrow. */
function RowMenu(props: {
  n: number;
  canUp: boolean;
  canDown: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onDelete: () => void;
}) {
  const item =
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink data-disabled:opacity-40 data-focus:bg-surface-muted';
  return (
    <Menu as="div" className="sm:hidden">
      <MenuButton
        aria-label={`Mais ações da linha ${props.n}`}
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 w-52 rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        <MenuItem disabled={!props.canUp}>
          <button type="button" className={item} onClick={props.onUp}>
            <ArrowUp className="size-4" aria-hidden="true" />
            Mover para cima
          </button>
        </MenuItem>
        <MenuItem disabled={!props.canDown}>
          <button type="button" className={item} onClick={props.onDown}>
            <ArrowDown className="size-4" aria-hidden="true" />
            Mover para baixo
          </button>
        </MenuItem>
        <MenuItem disabled={props.busy}>
          <button type="button" className={`${item} text-danger`} onClick={props.onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
