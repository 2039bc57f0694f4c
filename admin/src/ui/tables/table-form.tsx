// What the price and category table edit screens share: the frame around the form (back link,
// heading, loading, missing table) and the toasts of saving and deleting.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  get,
  useController,
  useForm,
  type DefaultValues,
  type FieldError,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { tableInUseMessage } from '@gn/core/schemas/pricing-table';
import { useRecordFormFlow } from '../../lib/use-record-form-flow';
import { useRecordLoad } from '../../lib/use-record-load';
import { BackLink } from '../BackLink';
import { PageHeading } from '../PageHeading';
import { UnavailableState } from '../UnavailableState';
import { errorMessage } from '../../lib/error-message';
import type { TableEventRef } from '../../lib/table-usage';

const TABLE_FORM_MESSAGES = {
  created: 'Tabela criada com sucesso',
  updated: 'Tabela atualizada com sucesso',
  deleted: 'Tabela excluída com sucesso',
  saveFailed: (error: unknown) => errorMessage(error, 'Erro ao salvar tabela'),
  deleteFailed: (error: unknown) => errorMessage(error, 'Erro ao excluir tabela'),
};

/**
 * Save and delete of a table form; deletion is refused with the message of docs/spec/backoffice.md
 * §5 while events use the table (the function refuses it too).
 */
export function useTableFormFlow<TValues>(o: {
  tableId: string | null;
  listPath: string;
  events: readonly TableEventRef[];
  save: (values: TValues) => Promise<void>;
  remove: (tableId: string) => Promise<void>;
}) {
  return useRecordFormFlow<TValues>({
    isNew: o.tableId === null,
    listPath: o.listPath,
    save: o.save,
    remove: async () => {
      if (o.tableId !== null) await o.remove(o.tableId);
    },
    deleteBlockedReason: o.events.length > 0 ? tableInUseMessage(o.events.length) : null,
    messages: TABLE_FORM_MESSAGES,
  });
}

/** The fields every table form has, shown in the 'Informações' card. */
type TableInfoFields = { nome: string; descricao: string; publicada: boolean };

/**
 * The form of a price or category table: react-hook-form on the table's resolver, the
 * 'Publicada' switch, the save/delete flow, and the props of the 'Informações' card (each table
 * names its own placeholders).
 */
export function useTableEditor<F extends TableInfoFields, V>(o: {
  tableId: string | null;
  initial: F;
  resolver: Resolver<F, unknown, V>;
  listPath: string;
  events: readonly TableEventRef[];
  /** The table's data access, loaded with import() on the first save or delete. */
  queries: () => Promise<{
    save: (tableId: string | null, values: V) => Promise<unknown>;
    remove: (tableId: string) => Promise<void>;
  }>;
}) {
  const form = useForm<F, unknown, V>({
    resolver: o.resolver,
    defaultValues: o.initial as DefaultValues<F>,
    mode: 'onTouched',
  });
  const { field } = useController({ control: form.control, name: 'publicada' as Path<F> });
  const flow = useTableFormFlow<V>({
    ...o,
    save: async (values) => {
      await (await o.queries()).save(o.tableId, values);
    },
    remove: async (id) => (await o.queries()).remove(id),
  });
  const { errors } = form.formState;
  const messageOf = (name: Path<F>) => (get(errors, name) as FieldError | undefined)?.message;
  const info = (placeholders: { name: string; description: string }) => ({
    name: {
      input: form.register('nome' as Path<F>),
      error: messageOf('nome' as Path<F>),
      placeholder: placeholders.name,
    },
    description: {
      input: form.register('descricao' as Path<F>),
      error: messageOf('descricao' as Path<F>),
      placeholder: placeholders.description,
    },
    published: {
      name: field.name,
      value: field.value === true,
      onChange: (on: boolean) => field.onChange(on),
    },
  });
  return { form, flow, info };
}

/** A table's form values and the events that use it (deletion is blocked while there are any). */
export type LoadedTable<F> = { form: F; events: TableEventRef[] };

type TableFormScreenProps<F> = {
  /** null: a new table. */
  tableId: string | null;
  back: { to: string; label: string };
  title: string;
  description: string;
  icon: LucideIcon;
  load: (tableId: string) => Promise<LoadedTable<F> | null>;
  /** The form values of a new table. */
  fresh: () => F;
  skeleton: ReactNode;
  /** The form, once the table is loaded (or at once for a new one). */
  children: (loaded: LoadedTable<F>) => ReactNode;
};

/** The edit screen of a price or category table around its form. */
export function TableFormScreen<F>({
  tableId,
  back,
  title,
  description,
  icon,
  load,
  fresh,
  skeleton,
  children,
}: TableFormScreenProps<F>) {
  const loaded = useRecordLoad(
    tableId,
    load,
    () => ({ form: fresh(), events: [] }),
    'Erro ao carregar tabela',
  );
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <PageHeading title={title} description={description} />
      {loaded.status === 'loading' ? (
        skeleton
      ) : loaded.status === 'ready' ? (
        children(loaded.value)
      ) : (
        <TableUnavailable icon={icon} status={loaded.status} listPath={back.to} />
      )}
    </>
  );
}

export function TableUnavailable({
  icon,
  status,
  listPath,
}: {
  icon: LucideIcon;
  status: 'missing' | 'error';
  listPath: string;
}) {
  return (
    <UnavailableState
      icon={icon}
      status={status}
      missing={{ title: 'Tabela não encontrada', description: 'Ela pode ter sido excluída.' }}
      failedTitle="Não foi possível carregar a tabela"
      back={{ to: listPath, label: 'Voltar para as tabelas', variant: 'secondary' }}
    />
  );
}
