import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ArrowLeft, ArrowUp, Plus, Tags, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  pricingTableFormSchema,
  tableInUseMessage,
  type PricingTableFormValues,
} from '@gn/core/schemas/pricing-table';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FormActions } from '../../../ui/FormActions';
import { IconButton } from '../../../ui/IconButton';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { Textarea } from '../../../ui/Textarea';
import { TextField } from '../../../ui/TextField';
import { coreResolver } from '../core-resolver';
import { errorMessage } from '../error-message';
import {
  emptyPricingForm,
  newPricingItem,
  pricingDocToForm,
  pricingErrorPath,
  pricingFormToInput,
  type PricingFormFields,
} from '../pricing-form';
import type { TableEventRef } from '../pricing-queries';
import { TableInUseCard } from '../TableInUseCard';

const resolver = coreResolver<PricingFormFields, PricingTableFormValues>(pricingTableFormSchema, {
  toInput: pricingFormToInput,
  mapPath: pricingErrorPath,
  arrays: ['itens'],
});

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; form: PricingFormFields; events: TableEventRef[] };

export function PricingTableFormPage() {
  const { id } = useParams();
  const tableId = id ?? null;
  const [loaded, setLoaded] = useState<Loaded>(() =>
    tableId === null ? { status: 'ready', form: emptyPricingForm(), events: [] } : { status: 'loading' },
  );

  useEffect(() => {
    if (tableId === null) return;
    let active = true;
    import('../pricing-queries')
      .then(({ getPricingTable, eventsUsingPricingTable }) =>
        Promise.all([getPricingTable(tableId), eventsUsingPricingTable(tableId)]),
      )
      .then(([table, events]) => {
        if (!active) return;
        setLoaded(table ? { status: 'ready', form: pricingDocToForm(table), events } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar tabela');
        setLoaded({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [tableId]);

  const title = tableId === null ? 'Nova Tabela de Preços' : 'Editar Tabela de Preços';

  return (
    <>
      <Link
        to="/admin/tabelas"
        className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tabelas de Preços
      </Link>
      <PageHeading
        title={title}
        description="Cada item é um tipo de ingresso que o comprador escolhe no evento."
      />
      {loaded.status === 'loading' ? (
        <FormSkeleton />
      ) : loaded.status === 'ready' ? (
        <PricingTableForm
          key={tableId ?? 'novo'}
          tableId={tableId}
          initial={loaded.form}
          events={loaded.events}
        />
      ) : (
        <EmptyState
          icon={Tags}
          title={loaded.status === 'missing' ? 'Tabela não encontrada' : 'Não foi possível carregar a tabela'}
          description={
            loaded.status === 'missing'
              ? 'Ela pode ter sido excluída.'
              : 'Verifique sua conexão e tente novamente.'
          }
          action={
            <ButtonLink to="/admin/tabelas" variant="secondary">
              Voltar para as tabelas
            </ButtonLink>
          }
        />
      )}
    </>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando tabela" className="space-y-6">
      <div className="space-y-4 rounded-xl border border-line bg-surface p-5">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="space-y-3 rounded-xl border border-line bg-surface p-5">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
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
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PricingFormFields, unknown, PricingTableFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  // keyName: the items have their own stable `id`, which useFieldArray must not overwrite.
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'itens', keyName: 'key' });

  async function onSubmit(values: PricingTableFormValues) {
    try {
      const { savePricingTable } = await import('../pricing-queries');
      await savePricingTable(tableId, values);
      toast.success(tableId === null ? 'Tabela criada com sucesso' : 'Tabela atualizada com sucesso');
      navigate('/admin/tabelas');
    } catch (error) {
      console.error(error);
      toast.error(errorMessage(error, 'Erro ao salvar tabela'));
    }
  }

  function askDelete() {
    if (events.length > 0) {
      toast.error(tableInUseMessage(events.length));
      return;
    }
    setConfirmOpen(true);
  }

  async function confirmDelete() {
    if (tableId === null) return;
    setDeleting(true);
    try {
      const { deletePricingTable } = await import('../pricing-queries');
      await deletePricingTable(tableId);
      toast.success('Tabela excluída com sucesso');
      navigate('/admin/tabelas');
    } catch (error) {
      console.error(error);
      toast.error(errorMessage(error, 'Erro ao excluir tabela'));
      setDeleting(false);
      setConfirmOpen(false);
    }
  }

  const itemsError = errors.itens?.root?.message ?? errors.itens?.message;

  return (
    <>
      <TableInUseCard events={events} what="nos itens" />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <section
          aria-labelledby="dados-tabela"
          className="space-y-4 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        >
          <h2 id="dados-tabela" className="text-base font-semibold text-ink">
            Informações
          </h2>
          <TextField
            label="Nome"
            placeholder="Ex.: Pista, Camarote, Lote Promocional"
            error={errors.nome?.message}
            maxLength={200}
            {...register('nome')}
          />
          <Textarea
            label="Descrição"
            rows={3}
            placeholder="Opcional: o que esta tabela inclui"
            error={errors.descricao?.message}
            {...register('descricao')}
          />
          <Controller
            control={control}
            name="publicada"
            render={({ field }) => (
              <Switch
                label="Publicada"
                description="Somente tabelas publicadas aparecem nas páginas dos eventos."
                checked={field.value}
                onChange={field.onChange}
                name={field.name}
              />
            )}
          />
        </section>

        <section
          aria-labelledby="itens-tabela"
          className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        >
          <div className="mb-4">
            <h2 id="itens-tabela" className="text-base font-semibold text-ink">
              Itens
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Rótulo obrigatório; deixe o valor em branco para um item sem preço.
            </p>
          </div>
          <ol className="space-y-3">
            {fields.map((field, index) => (
              <li
                key={field.key}
                className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-3 rounded-lg border border-line bg-canvas/40 p-3 sm:grid-cols-[2rem_1fr_10rem_auto] sm:items-start"
              >
                <span
                  aria-hidden="true"
                  className="hidden h-11 items-center justify-center text-sm font-semibold text-ink-muted tabular-nums sm:flex"
                >
                  {index + 1}
                </span>
                <TextField
                  label="Rótulo"
                  aria-label={`Rótulo do item ${index + 1}`}
                  placeholder="Ex.: Inteira"
                  className="col-span-2 sm:col-span-1"
                  error={errors.itens?.[index]?.label?.message}
                  {...register(`itens.${index}.label`)}
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
                  <IconButton
                    icon={ArrowUp}
                    label={`Mover item ${index + 1} para cima`}
                    disabled={index === 0}
                    onClick={() => swap(index, index - 1)}
                    className="disabled:pointer-events-none disabled:opacity-40"
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
          {itemsError && (
            <p role="alert" className="mt-3 text-sm text-danger">
              {itemsError}
            </p>
          )}
          <Button variant="secondary" className="mt-4" onClick={() => append(newPricingItem())}>
            <Plus className="size-4" aria-hidden="true" />
            Adicionar item
          </Button>
        </section>

        <FormActions
          start={
            tableId !== null && (
              <Button variant="danger" onClick={askDelete}>
                <Trash2 className="size-4" aria-hidden="true" />
                Excluir
              </Button>
            )
          }
        >
          <ButtonLink to="/admin/tabelas" variant="secondary">
            Cancelar
          </ButtonLink>
          <Button type="submit" busy={isSubmitting}>
            {tableId === null ? 'Criar Tabela' : 'Salvar'}
          </Button>
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirmOpen}
        title="Confirmar exclusão"
        description="Tem certeza que deseja excluir esta tabela? Esta ação não pode ser desfeita."
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
        busy={deleting}
      />
    </>
  );
}
