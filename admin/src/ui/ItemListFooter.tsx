// What closes a form's editable list (table items, columns): the list's own error and 'Adicionar'.
import { Plus } from 'lucide-react';
import { Button } from './Button';

/** Under a form's editable list (columns, items): the list's own error, then the add button. */
export function ItemListFooter({
  error,
  addLabel,
  onAdd,
}: {
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
