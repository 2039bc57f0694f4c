import { useFieldArray, useForm, useController } from 'react-hook-form';
import { Columns3, TableProperties } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { categoryTableFormSchema, type CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { tableInUseMessage } from '@gn/core/schemas/pricing-table';
import { useRecordFormFlow } from '../../../lib/use-record-form-flow';
import { useRecordLoad } from '../../../lib/use-record-load';
import { BackLink } from '../../../ui/BackLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ItemListFooter } from '../../../ui/ItemListFooter';
import { PageHeading } from '../../../ui/PageHeading';
import { RecordFormActions } from '../../../ui/RecordFormActions';
import { Skeleton } from '../../../ui/Skeleton';
import { coreResolver } from '../../pricing-tables/core-resolver';
import { TableInfoSection } from '../../pricing-tables/TableInfoSection';
import { TABLE_FORM_MESSAGES, TableUnavailable } from '../../pricing-tables/table-form';
import { TableInUseCard } from '../../pricing-tables/TableInUseCard';
import {
  emptyStructure,
  newColumn,
  structureDocToForm,
  structureExtraIssues,
  structureFormToInput,
  type StructureFields,
} from '../category-model';
import type { TableEventRef } from '../category-queries';
import { ColumnEditor } from './ColumnEditor';

const resolver = coreResolver<StructureFields, CategoryTableFormValues>(categoryTableFormSchema, {
  toInput: structureFormToInput,
  extraIssues: structureExtraIssues,
  arrays: ['colunas'],
});

type Loaded = { form: StructureFields; events: TableEventRef[] };

async function loadStructure(tableId: string): Promise<Loaded | null> {
  const { getCategoryTable, eventsUsingCategoryTable } = await import('../category-queries');
  const [table, events] = await Promise.all([getCategoryTable(tableId), eventsUsingCategoryTable(tableId)]);
  return table ? { form: structureDocToForm(table), events } : null;
}

export function CategoryStructurePage() {
  const { id } = useParams();
  const tableId = id ?? null;
  const loaded = useRecordLoad(
    tableId,
    loadStructure,
    () => ({ form: emptyStructure(), events: [] }),
    'Erro ao carregar tabela',
  );

  return (
    <>
      <BackLink to="/admin/tabelas-categorias" label="Tabelas de Categorias" />
      <PageHeading
        title={tableId === null ? 'Nova Tabela de Categorias' : 'Estrutura da Tabela'}
        description="Defina as colunas; os dados de cada evento são preenchidos na tela Dados."
      />
      {loaded.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando tabela" className="space-y-6">
          <div className="space-y-4 rounded-xl border border-line bg-surface p-5">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : loaded.status === 'ready' ? (
        <StructureForm
          key={tableId ?? 'novo'}
          tableId={tableId}
          initial={loaded.value.form}
          events={loaded.value.events}
        />
      ) : (
        <TableUnavailable
          icon={TableProperties}
          status={loaded.status}
          listPath="/admin/tabelas-categorias"
        />
      )}
    </>
  );
}

function StructureForm({
  tableId,
  initial,
  events,
}: {
  tableId: string | null;
  initial: StructureFields;
  events: TableEventRef[];
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StructureFields, unknown, CategoryTableFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const columns = useFieldArray({ control, name: 'colunas', keyName: 'key' });
  const { field: published } = useController({ control, name: 'publicada' });
  const flow = useRecordFormFlow<CategoryTableFormValues>({
    isNew: tableId === null,
    listPath: '/admin/tabelas-categorias',
    save: async (values) => {
      const { saveCategoryStructure } = await import('../category-queries');
      await saveCategoryStructure(tableId, values);
    },
    remove: async () => {
      if (tableId === null) return;
      const { deleteCategoryTable } = await import('../category-queries');
      await deleteCategoryTable(tableId);
    },
    deleteBlockedReason: events.length > 0 ? tableInUseMessage(events.length) : null,
    messages: TABLE_FORM_MESSAGES,
  });

  const columnsError = errors.colunas?.root?.message ?? errors.colunas?.message;

  return (
    <>
      <TableInUseCard events={events} what="na estrutura" />
      <form noValidate onSubmit={handleSubmit(flow.submit)} className="space-y-6">
        <TableInfoSection
          name={{
            input: register('nome'),
            error: errors.nome?.message,
            placeholder: 'Ex.: Programação, Setores, Categorias',
          }}
          description={{ input: register('descricao'), error: undefined, placeholder: 'Opcional' }}
          published={published}
        />

        <section aria-labelledby="colunas-tabela">
          <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="colunas-tabela" className="text-base font-semibold text-ink">
                Colunas
              </h2>
              <p className="mt-1 text-sm text-ink-muted">Na ordem em que aparecem na tabela.</p>
            </div>
          </div>
          {columns.fields.length === 0 ? (
            <EmptyState
              icon={Columns3}
              title="Nenhuma coluna"
              description="Adicione as colunas que a tabela terá."
              className="py-8"
            />
          ) : (
            <ol className="space-y-4">
              {columns.fields.map((field, index) => (
                <ColumnEditor
                  key={field.key}
                  index={index}
                  count={columns.fields.length}
                  control={control}
                  register={register}
                  errors={errors}
                  onMove={(from, to) => columns.swap(from, to)}
                  onRemove={(i) => columns.remove(i)}
                />
              ))}
            </ol>
          )}
          <ItemListFooter
            error={columnsError}
            addLabel="Adicionar coluna"
            onAdd={() => columns.append(newColumn(), { shouldFocus: true })}
          />
        </section>

        <RecordFormActions
          isNew={tableId === null}
          onDelete={flow.askDelete}
          cancelTo="/admin/tabelas-categorias"
          submitLabel={tableId === null ? 'Criar Tabela' : 'Salvar'}
          submitting={isSubmitting}
        />
      </form>
      <ConfirmDialog
        {...flow.deleteDialog}
        description="Tem certeza que deseja excluir esta tabela e todos os dados preenchidos nela? Esta ação não pode ser desfeita."
      />
    </>
  );
}
