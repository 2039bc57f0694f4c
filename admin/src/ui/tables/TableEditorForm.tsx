// The form of a price or category table around its own section (items or columns): the in-use
// warning, the 'Informações' card, Excluir / Cancelar / submit, and the delete confirmation.
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { TableEventRef } from '../../lib/table-usage';
import type { useRecordFormFlow } from '../../lib/use-record-form-flow';
import { ConfirmDialog } from '../ConfirmDialog';
import { RecordFormActions } from '../RecordFormActions';
import { TableInfoSection } from './TableInfoSection';
import { TableInUseCard } from './TableInUseCard';

type TableEditorFormProps = {
  /** null: a new table. */
  tableId: string | null;
  /** The events that use the table, and what changes there, e.g. 'nos itens'. */
  inUse: { events: readonly TableEventRef[]; what: string };
  info: ComponentProps<typeof TableInfoSection>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  flow: Pick<ReturnType<typeof useRecordFormFlow>, 'askDelete' | 'deleteDialog'>;
  /** The list screen, where Cancelar goes. */
  listPath: string;
  deleteDescription: string;
  /** The table's own section. */
  children: ReactNode;
};

export function TableEditorForm({
  tableId,
  inUse,
  info,
  onSubmit,
  submitting,
  flow,
  listPath,
  deleteDescription,
  children,
}: TableEditorFormProps) {
  return (
    <>
      <TableInUseCard events={inUse.events} what={inUse.what} />
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <TableInfoSection {...info} />

        {children}

        <RecordFormActions
          isNew={tableId === null}
          onDelete={flow.askDelete}
          cancelTo={listPath}
          submitLabel={tableId === null ? 'Criar Tabela' : 'Salvar'}
          submitting={submitting}
        />
      </form>
      <ConfirmDialog {...flow.deleteDialog} description={deleteDescription} />
    </>
  );
}
