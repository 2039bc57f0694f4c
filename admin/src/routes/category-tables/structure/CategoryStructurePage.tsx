// /admin/tabelas-categorias/novo and /{id}/estrutura: a category table's name, description,
// 'Publicada' and columns (the rows of each event are filled on the data screen).
import { useFieldArray } from 'react-hook-form';
import { Columns3, TableProperties } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { categoryTableFormSchema, type CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { EmptyState } from '../../../ui/EmptyState';
import { ItemListFooter } from '../../../ui/ItemListFooter';
import { Skeleton } from '../../../ui/Skeleton';
import { coreResolver } from '../../../lib/core-resolver';
import { TableEditorForm } from '../../../ui/tables/TableEditorForm';
import { TableFormScreen, useTableEditor, type LoadedTable } from '../../../ui/tables/table-form';
import {
  emptyStructure,
  newColumn,
  structureDocToForm,
  structureExtraIssues,
  structureFormToInput,
  type StructureFields,
} from '../category-model';
import type { TableEventRef } from '../category-queries';
import { loadTableAndEvents } from '../use-category-table';
import { ColumnEditor } from './ColumnEditor';

const resolver = coreResolver<StructureFields, CategoryTableFormValues>(categoryTableFormSchema, {
  toInput: structureFormToInput,
  extraIssues: structureExtraIssues,
  arrays: ['colunas'],
});

async function loadStructure(tableId: string): Promise<LoadedTable<StructureFields> | null> {
  const loaded = await loadTableAndEvents(tableId);
  return loaded && { form: structureDocToForm(loaded.table), events: loaded.events };
}

export function CategoryStructurePage() {
  const { id } = useParams();
  const tableId = id ?? null;
  return (
    <TableFormScreen
      tableId={tableId}
      back={{ to: '/admin/tabelas-categorias', label: 'Tabelas de Categorias' }}
      title={tableId === null ? 'Nova Tabela de Categorias' : 'Estrutura da Tabela'}
      description="Defina as colunas; os dados de cada evento são preenchidos na tela Dados."
      icon={TableProperties}
      load={loadStructure}
      fresh={emptyStructure}
      skeleton={
        <div aria-busy="true" aria-label="Carregando tabela" className="space-y-6">
          <div className="space-y-4 rounded-xl border border-line bg-surface p-5">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      }
    >
      {({ form, events }) => (
        <StructureForm key={tableId ?? 'novo'} tableId={tableId} initial={form} events={events} />
      )}
    </TableFormScreen>
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
  const { form, flow, info } = useTableEditor<StructureFields, CategoryTableFormValues>({
    tableId,
    initial,
    resolver,
    listPath: '/admin/tabelas-categorias',
    events,
    queries: () =>
      import('../category-queries').then((q) => ({
        save: q.saveCategoryStructure,
        remove: q.deleteCategoryTable,
      })),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const columns = useFieldArray({ control, name: 'colunas', keyName: 'key' });

  const columnsError = errors.colunas?.root?.message ?? errors.colunas?.message;

  return (
    <TableEditorForm
      tableId={tableId}
      inUse={{ events, what: 'na estrutura' }}
      info={info({ name: 'Ex.: Programação, Setores, Categorias', description: 'Opcional' })}
      onSubmit={handleSubmit(flow.submit)}
      submitting={isSubmitting}
      flow={flow}
      listPath="/admin/tabelas-categorias"
      deleteDescription="Tem certeza que deseja excluir esta tabela e todos os dados preenchidos nela? Esta ação não pode ser desfeita."
    >
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
    </TableEditorForm>
  );
}
