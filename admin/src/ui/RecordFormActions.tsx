// The action bar of a simple edit form (tables, banners): Excluir when editing, Cancelar, submit.
import { Trash2 } from 'lucide-react';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { FormActions } from './FormActions';

type RecordFormActionsProps = {
  /** A new item has nothing to delete. */
  isNew: boolean;
  onDelete: () => void;
  cancelTo: string;
  /** e.g. 'Criar Tabela' for a new item, 'Salvar' otherwise. */
  submitLabel: string;
  submitting: boolean;
};

/** The bottom bar of a simple edit form: Excluir on the left; Cancelar and the submit button. */
export function RecordFormActions({
  isNew,
  onDelete,
  cancelTo,
  submitLabel,
  submitting,
}: RecordFormActionsProps) {
  return (
    <FormActions
      start={
        !isNew && (
          <Button variant="danger" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </Button>
        )
      }
    >
      <ButtonLink to={cancelTo} variant="secondary">
        Cancelar
      </ButtonLink>
      <Button type="submit" busy={submitting}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
