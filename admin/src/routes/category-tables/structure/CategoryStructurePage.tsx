import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { ArrowLeft, Columns3, Plus, TableProperties, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { categoryTableFormSchema, type CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { tableInUseMessage } from '@gn/core/schemas/pricing-table';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FormActions } from '../../../ui/FormActions';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { Textarea } from '../../../ui/Textarea';
import { TextField } from '../../../ui/TextField';
import { coreResolver } from '../../pricing-tables/core-resolver';
import { errorMessage } from '../../pricing-tables/error-message';
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

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; form: StructureFields; events: TableEventRef[] };

export function CategoryStructurePage() {
  const { id } = useParams();
  const tableId = id ?? null;
  const [loaded, setLoaded] = useState<Loaded>(() =>
    tableId === null ? { status: 'ready', form: emptyStructure(), events: [] } : { status: 'loading' },
  );

  useEffect(() => {
    if (tableId === null) return;
    let active = true;
    import('../category-queries')
      .then(({ getCategoryTable, eventsUsingCategoryTable }) =>
        Promise.all([getCategoryTable(tableId), eventsUsingCategoryTable(tableId)]),
      )
      .then(([table, events]) => {
        if (!active) return;
        setLoaded(
          table ? { status: 'ready', form: structureDocToForm(table), events } : { status: 'missing' },
        );
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

  return (
    <>
      <Link
        to="/admin/tabelas-categorias"
        className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tabelas de Categorias
      </Link>
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
          initial={loaded.form}
          events={loaded.events}
        />
      ) : (
        <EmptyState
          icon={TableProperties}
          title={loaded.status === 'missing' ? 'Tabela não encontrada' : 'Não foi possível carregar a tabela'}
          description={
            loaded.status === 'missing'
              ? 'Ela pode ter sido excluída.'
              : 'Verifique sua conexão e tente novamente.'
          }
          action={
            <ButtonLink to="/admin/tabelas-categorias" variant="secondary">
              Voltar para as tabelas
            </ButtonLink>
          }
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
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
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

  async function onSubmit(values: CategoryTableFormValues) {
    try {
      const { saveCategoryStructure } = await import('../category-queries');
      await saveCategoryStructure(tableId, values);
      toast.success(tableId === null ? 'Tabela criada com sucesso' : 'Tabela atualizada com sucesso');
      navigate('/admin/tabelas-categorias');
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
      const { deleteCategoryTable } = await import('../category-queries');
      await deleteCategoryTable(tableId);
      toast.success('Tabela excluída com sucesso');
      navigate('/admin/tabelas-categorias');
    } catch (error) {
      console.error(error);
      toast.error(errorMessage(error, 'Erro ao excluir tabela'));
      setDeleting(false);
      setConfirmOpen(false);
    }
  }

  const columnsError = errors.colunas?.root?.message ?? errors.colunas?.message;

  return (
    <>
      <TableInUseCard events={events} what="na estrutura" />
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
            placeholder="Ex.: Programação, Setores, Categorias"
            maxLength={200}
            error={errors.nome?.message}
            {...register('nome')}
          />
          <Textarea label="Descrição" rows={3} placeholder="Opcional" {...register('descricao')} />
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
          {columnsError && (
            <p role="alert" className="mt-3 text-sm text-danger">
              {columnsError}
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => columns.append(newColumn(), { shouldFocus: true })}
          >
            <Plus className="size-4" aria-hidden="true" />
            Adicionar coluna
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
          <ButtonLink to="/admin/tabelas-categorias" variant="secondary">
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
        description="Tem certeza que deseja excluir esta tabela e todos os dados preenchidos nela? Esta ação não pode ser desfeita."
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
        busy={deleting}
      />
    </>
  );
}
