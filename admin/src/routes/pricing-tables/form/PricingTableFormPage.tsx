// /admin/tabelas/novo and /admin/tabelas/{id}: a price table's name, description, 'Publicada' and
// its items (label, kind and price in reais; a blank price is an item without one).
import { useFieldArray } from 'react-hook-form';
import { Tags, Trash2 } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { pricingTableFormSchema, type PricingTableFormValues } from '@gn/core/schemas/pricing-table';
import { IconButton } from '../../../ui/IconButton';
import { ItemListFooter } from '../../../ui/ItemListFooter';
import { MoveButtons } from '../../../ui/MoveButtons';
import { Select } from '../../../ui/Select';
import { FormSkeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { coreResolver } from '../../../lib/core-resolver';
import { TableEditorForm } from '../../../ui/tables/TableEditorForm';
import { TableFormScreen, useTableEditor, type LoadedTable } from '../../../ui/tables/table-form';
import {
  emptyPricingForm,
  newPricingItem,
  pricingDocToForm,
  pricingErrorPath,
  pricingFormToInput,
  PRICE_KIND_OPTIONS,
  type PricingFormFields,
} from '../pricing-model';
import type { TableEventRef } from '../../../lib/table-usage';

const resolver = coreResolver<PricingFormFields, PricingTableFormValues>(pricingTableFormSchema, {
  toInput: pricingFormToInput,
  mapPath: pricingErrorPath,
  arrays: ['itens'],
});

async function loadPricingForm(tableId: string): Promise<LoadedTable<PricingFormFields> | null> {
  const { getPricingTable, eventsUsingPricingTable } = await import('../pricing-queries');
  const [table, events] = await Promise.all([getPricingTable(tableId), eventsUsingPricingTable(tableId)]);
  return table ? { form: pricingDocToForm(table), events } : null;
}

export function PricingTableFormPage() {
  const { id } = useParams();
  const tableId = id ?? null;
  return (
    <TableFormScreen
      tableId={tableId}
      back={{ to: '/admin/tabelas', label: 'Tabelas de Preços' }}
      title={tableId === null ? 'Nova Tabela de Preços' : 'Editar Tabela de Preços'}
      description="Cada item é um tipo de ingresso que o comprador escolhe no evento."
      icon={Tags}
      load={loadPricingForm}
      fresh={emptyPricingForm}
      skeleton={<FormSkeleton label="Carregando tabela" />}
    >
      {({ form, events }) => (
        <PricingTableForm key={tableId ?? 'novo'} tableId={tableId} initial={form} events={events} />
      )}
    </TableFormScreen>
  );
}

function PricingTableForm({
  tableId,
  initial,
  events,
}: {
  tableId: string | null;
  initial: PricingFormFields;
  events: TableEventRef[];
}) {
  const { form, flow, info } = useTableEditor<PricingFormFields, PricingTableFormValues>({
    tableId,
    initial,
    resolver,
    listPath: '/admin/tabelas',
    events,
    queries: () =>
      import('../pricing-queries').then((q) => ({ save: q.savePricingTable, remove: q.deletePricingTable })),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // keyName: the items have their own stable `id`, which useFieldArray must not overwrite.
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'itens', keyName: 'key' });

  const itemsError = errors.itens?.root?.message ?? errors.itens?.message;

  return (
    <TableEditorForm
      tableId={tableId}
      inUse={{ events, what: 'nos itens' }}
      info={info({
        name: 'Ex.: Pista, Camarote, Lote Promocional',
        description: 'Opcional: o que esta tabela inclui',
      })}
      onSubmit={handleSubmit(flow.submit)}
      submitting={isSubmitting}
      flow={flow}
      listPath="/admin/tabelas"
      deleteDescription="Tem certeza que deseja excluir esta tabela? Esta ação não pode ser desfeita."
    >
      <section
        aria-labelledby="itens-tabela"
        className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <div className="mb-4">
          <h2 id="itens-tabela" className="text-base font-semibold text-ink">
            Itens
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Rótulo obrigatório; deixe o valor em branco para um item sem preço. A meia-entrada da cota conta
            nos 40% da Lei 12.933/2013; a de idosos, não.
          </p>
        </div>
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li
              key={field.key}
              className="grid grid-cols-[1fr_auto] items-start gap-3 rounded-lg border border-line bg-canvas/40 p-3 sm:grid-cols-[1fr_9rem_auto] xl:grid-cols-[2rem_1fr_13rem_9rem_auto]"
            >
              <span
                aria-hidden="true"
                className="hidden h-11 items-center justify-center text-sm font-semibold text-ink-muted tabular-nums xl:flex"
              >
                {index + 1}
              </span>
              <TextField
                label="Rótulo"
                aria-label={`Rótulo do item ${index + 1}`}
                placeholder="Ex.: Inteira"
                className="col-span-2 sm:col-span-3 xl:col-span-1"
                error={errors.itens?.[index]?.label?.message}
                {...register(`itens.${index}.label`)}
              />
              <Select
                label="Tipo"
                aria-label={`Tipo do item ${index + 1}`}
                options={PRICE_KIND_OPTIONS}
                className="col-span-2 sm:col-span-1"
                error={errors.itens?.[index]?.tipo?.message}
                {...register(`itens.${index}.tipo`)}
              />
              <TextField
                label="Valor (R$)"
                aria-label={`Valor (R$) do item ${index + 1}`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="0,00"
                error={errors.itens?.[index]?.valor?.message}
                {...register(`itens.${index}.valor`)}
              />
              <div className="flex items-center gap-1 self-end pb-1">
                <MoveButtons
                  what={`item ${index + 1}`}
                  canUp={index > 0}
                  onUp={() => swap(index, index - 1)}
                />
                <IconButton
                  icon={Trash2}
                  label={`Remover item ${index + 1}`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                  className="hover:text-danger disabled:pointer-events-none disabled:opacity-40"
                />
              </div>
            </li>
          ))}
        </ol>
        <ItemListFooter error={itemsError} addLabel="Adicionar item" onAdd={() => append(newPricingItem())} />
      </section>
    </TableEditorForm>
  );
}
