import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { htmlToText } from '@gn/core/html/sanitize';
import { EVENT_PUBLISH_MESSAGE, canPublishEvent, eventDocToForm } from '@gn/core/schemas/event';
import { slugify } from '@gn/core/slug';
import { siteLink } from '../../../config';
import { ApiError } from '../../../lib/api';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ImageUpload } from '../../../ui/ImageUpload';
import { PublishableFormLayout } from '../../../ui/PublishableFormLayout';
import { errorDescription, runFormAction } from '../../../lib/form-action';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { SeoPanel } from '../../../ui/SeoPanel';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { TableChecklist } from '../../../ui/TableChecklist';
import { TextField } from '../../../ui/TextField';
import {
  deleteEvent,
  duplicateEvent,
  isEventSlugTaken,
  listTableOptions,
  loadEvent,
  saveEventDoc,
  setEventStock,
  type StockRecord,
  type TableOption,
} from '../events-data';
import {
  EVENT_FORM_DEFAULTS,
  EVENT_SLUG_TAKEN_MESSAGE,
  EVENT_TABS,
  eventDocFromForm,
  eventFormSchema,
  tabsWithErrors,
  type EventFormInput,
  type EventFormValues,
} from './event-form-schema';
import { FeeField } from './FeeField';

const STATUS_OPTIONS = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicado', label: 'Publicado' },
];
const REGISTRATION_OPTIONS = [
  { value: 'abertas', label: 'Abertas' },
  { value: 'encerradas', label: 'Encerradas' },
];

type Busy = 'draft' | 'publish' | 'duplicate' | 'delete' | null;

type Loaded = { status: 'publicado' | 'rascunho'; stock: StockRecord | null };

/** /admin/eventos/novo and /admin/eventos/:id. Keyed by id so that a duplicate opens fresh. */
export function EventFormPage() {
  const { id } = useParams();
  return <EventForm key={id ?? 'novo'} id={id ?? null} />;
}

function EventForm({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const isEdit = id !== null;
  const [loaded, setLoaded] = useState<Loaded | null | 'missing'>(
    isEdit ? null : { status: 'rascunho', stock: null },
  );
  const [tables, setTables] = useState<{ pricing: TableOption[]; category: TableOption[] } | null>(null);
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const slugEdited = useRef(isEdit);
  const leaving = useRef(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: EVENT_FORM_DEFAULTS,
    mode: 'onTouched',
  });

  useEffect(() => {
    let active = true;
    listTableOptions()
      .then((result) => active && setTables(result))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setTables({ pricing: [], category: [] });
        toast.error('Erro ao carregar as tabelas');
      });
    if (id) {
      loadEvent(id)
        .then((result) => {
          if (!active) return;
          if (!result) {
            setLoaded('missing');
            return;
          }
          reset(eventDocToForm(result.event, result.stock?.total ?? 0));
          setLoaded({ status: result.event.status, stock: result.stock });
        })
        .catch((error: unknown) => {
          console.error(error);
          if (!active) return;
          toast.error('Erro ao carregar evento');
          setLoaded('missing');
        });
    }
    return () => {
      active = false;
    };
  }, [id, reset]);

  // Slug from the title while creating, until the slug is edited by hand.
  const titulo = watch('titulo');
  useEffect(() => {
    if (slugEdited.current) return;
    setValue('slug', slugify(titulo ?? ''), { shouldValidate: isSubmitted, shouldDirty: true });
  }, [titulo, setValue, isSubmitted]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  function leave(to: string) {
    leaving.current = true;
    navigate(to);
  }

  function onInvalid(fieldErrors: FieldErrors<EventFormInput>, announce = true) {
    const tabs = tabsWithErrors(Object.keys(fieldErrors));
    if (tabs[0] !== undefined && !tabs.includes(tab)) setTab(tabs[0]);
    if (announce) toast.error('Verifique os campos destacados');
  }

  async function persist(values: EventFormValues, action: 'draft' | 'publish') {
    setBusy(action);
    try {
      const fields = eventDocFromForm(values, action);
      if (await isEventSlugTaken(fields.slug, id)) {
        setError('slug', { message: EVENT_SLUG_TAKEN_MESSAGE }, { shouldFocus: true });
        setTab(0);
        toast.error(EVENT_SLUG_TAKEN_MESSAGE);
        return;
      }
      const stock = loaded && loaded !== 'missing' ? loaded.stock : null;
      if (id) {
        // Stock first: if the function refuses the new total, nothing is saved.
        if (!stock || stock.total !== values.estoque_total) {
          try {
            await setEventStock(id, values.estoque_total);
          } catch (error) {
            if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
              setError('estoque_total', { message: error.message }, { shouldFocus: true });
              setTab(0);
            }
            throw error;
          }
        }
        await saveEventDoc(id, fields);
        toast.success('Evento atualizado com sucesso');
      } else {
        const newId = await saveEventDoc(null, fields);
        try {
          await setEventStock(newId, values.estoque_total);
        } catch (error) {
          console.error(error);
          toast.error('Evento criado, mas o estoque não foi salvo', { description: errorDescription(error) });
          leave(`/admin/eventos/${newId}`);
          return;
        }
        toast.success('Evento criado com sucesso');
      }
      leave('/admin/eventos');
    } catch (error) {
      console.error(error);
      toast.error('Erro ao salvar evento', { description: errorDescription(error) });
    } finally {
      setBusy(null);
    }
  }

  function save(action: 'draft' | 'publish') {
    if (action === 'publish' && !canPublishEvent(getValues())) {
      toast.error(EVENT_PUBLISH_MESSAGE);
      // Show the field errors too, without a second toast.
      void handleSubmit(
        () => undefined,
        (fieldErrors) => onInvalid(fieldErrors, false),
      )();
      return;
    }
    void handleSubmit(
      (values) => persist(values, action),
      (fieldErrors) => onInvalid(fieldErrors),
    )();
  }

  async function duplicate() {
    if (!id) return;
    await runFormAction(setBusy, 'duplicate', 'Erro ao duplicar evento', async () => {
      const copyId = await duplicateEvent(id);
      toast.success('Evento duplicado com sucesso');
      leave(`/admin/eventos/${copyId}`);
    });
  }

  async function remove() {
    if (!id) return;
    await runFormAction(
      setBusy,
      'delete',
      'Erro ao excluir evento',
      async () => {
        await deleteEvent(id);
        setConfirmDelete(false);
        toast.success('Evento excluído com sucesso');
        leave('/admin/eventos');
      },
      () => setConfirmDelete(false),
    );
  }

  if (loaded === 'missing') {
    return (
      <EmptyState
        icon={CalendarX}
        title="Evento não encontrado"
        description="Ele pode ter sido excluído."
        action={<ButtonLink to="/admin/eventos">Voltar para eventos</ButtonLink>}
      />
    );
  }
  if (loaded === null) return <EventFormSkeleton />;

  const slug = watch('slug') ?? '';
  const capa = watch('capa_url') ?? null;
  const descricao = watch('descricao') ?? '';
  const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length >= 3;
  const pageUrl = validSlug ? siteLink(`/eventos/${slug}`) : null;
  const wasPublished = loaded.status === 'publicado';
  const soldOrReserved = loaded.stock ? Math.max(0, loaded.stock.total - loaded.stock.disponivel) : 0;
  const invalidTabs = new Set(tabsWithErrors(Object.keys(errors)));
  const anyBusy = busy !== null;

  const general = (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Título"
        className="md:col-span-2"
        error={errors.titulo?.message}
        {...register('titulo')}
      />
      <div>
        <TextField
          label="Slug"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug', {
            onChange: (event: { target: { value: string } }) => {
              slugEdited.current = event.target.value !== '';
            },
          })}
        />
        {!errors.slug && (
          <p className="mt-1.5 text-xs break-all text-ink-muted">
            {isEdit ? 'Endereço da página: ' : 'Gerado a partir do título. Endereço: '}/eventos/{slug || '…'}
          </p>
        )}
      </div>
      <TextField label="Local" error={errors.local?.message} {...register('local')} />
      <TextField
        label="Data de início"
        type="datetime-local"
        error={errors.data_inicio?.message}
        {...register('data_inicio')}
      />
      <TextField
        label="Data de término (opcional)"
        type="datetime-local"
        error={errors.data_fim?.message}
        {...register('data_fim')}
      />
      <div>
        <TextField
          label="Estoque total"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.estoque_total?.message}
          {...register('estoque_total', { valueAsNumber: true })}
        />
        {!errors.estoque_total && (
          <p className="mt-1.5 text-xs text-ink-muted">
            {loaded.stock
              ? `Disponíveis agora: ${loaded.stock.disponivel}. Vendidos ou reservados: ${soldOrReserved} (o total não pode ficar abaixo disso).`
              : 'Ingressos à venda para este evento.'}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="taxa_servico"
        render={({ field }) => (
          <FeeField
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.taxa_servico?.message}
          />
        )}
      />
      <Select
        label="Status de publicação"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <Select
        label="Status das inscrições"
        options={REGISTRATION_OPTIONS}
        error={errors.status_inscricoes?.message}
        {...register('status_inscricoes')}
      />
      <div className="grid gap-4 rounded-xl border border-line bg-surface p-4 md:col-span-2 md:grid-cols-2">
        <Controller
          control={control}
          name="visivel"
          render={({ field }) => (
            <Switch
              label="Visível no site"
              description="Oculto, o evento não aparece nas listas nem na página pública."
              checked={field.value ?? true}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <Controller
          control={control}
          name="mostrar_estoque"
          render={({ field }) => (
            <Switch
              label="Mostrar estoque"
              description="Exibe quantos ingressos restam na página do evento."
              checked={field.value ?? true}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
      </div>
    </div>
  );

  const content = (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <Controller
          control={control}
          name="capa_url"
          render={({ field }) => (
            <ImageUpload
              folder="events"
              label="Imagem de capa"
              hint="Recomendado: 1920x1080 (16:9). A imagem é redimensionada e convertida para JPEG."
              value={field.value}
              onChange={(url) => field.onChange(url)}
              disabled={anyBusy}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="descricao"
        render={({ field }) => (
          <RichTextEditor
            label="Descrição"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            error={errors.descricao?.message}
          />
        )}
      />
    </div>
  );

  const pricing = (
    <Controller
      control={control}
      name="pricing_table_ids"
      render={({ field }) => (
        <TableChecklist
          legend="Tabelas de preços"
          description="Os ingressos do evento são vendidos pelos itens das tabelas marcadas."
          options={tables?.pricing ?? null}
          value={field.value ?? []}
          onChange={field.onChange}
          emptyText="Nenhuma tabela de preços cadastrada."
          emptyAction={
            <Link to="/admin/tabelas/novo" className="text-sm font-medium text-accent-ink hover:underline">
              Criar tabela de preços
            </Link>
          }
        />
      )}
    />
  );

  const categories = (
    <Controller
      control={control}
      name="category_table_ids"
      render={({ field }) => (
        <TableChecklist
          legend="Tabelas de categorias"
          description="As tabelas marcadas aparecem na página do evento."
          options={tables?.category ?? null}
          value={field.value ?? []}
          onChange={field.onChange}
          emptyText="Nenhuma tabela de categorias cadastrada."
          emptyAction={
            <Link
              to="/admin/tabelas-categorias/novo"
              className="text-sm font-medium text-accent-ink hover:underline"
            >
              Criar tabela de categorias
            </Link>
          }
        />
      )}
    />
  );

  const seo = (
    <SeoPanel
      titleInput={register('seo_titulo')}
      titleValue={watch('seo_titulo') ?? ''}
      titleError={errors.seo_titulo?.message}
      descriptionInput={register('seo_descricao')}
      descriptionValue={watch('seo_descricao') ?? ''}
      descriptionError={errors.seo_descricao?.message}
      fallbackTitle={titulo ?? ''}
      fallbackDescription={htmlToText(descricao, 160)}
      pageUrl={pageUrl}
      imageUrl={capa}
      visibilityNote="A página só fica pública quando o evento está publicado e visível."
    />
  );

  return (
    <PublishableFormLayout
      back={{ to: '/admin/eventos', label: 'Eventos' }}
      title={isEdit ? 'Editar Evento' : 'Novo Evento'}
      description={isEdit ? getValues('titulo') : 'Preencha os dados e publique quando estiver pronto.'}
      publicUrl={isEdit && wasPublished && pageUrl ? pageUrl : null}
      formLabel={isEdit ? 'Editar evento' : 'Novo evento'}
      tabsLabel="Seções do evento"
      tab={tab}
      onTabChange={setTab}
      tabs={[
        { label: EVENT_TABS[0], content: general, invalid: invalidTabs.has(0) },
        { label: EVENT_TABS[1], content: content, invalid: invalidTabs.has(1) },
        { label: EVENT_TABS[2], content: pricing, invalid: invalidTabs.has(2) },
        { label: EVENT_TABS[3], content: categories, invalid: invalidTabs.has(3) },
        { label: EVENT_TABS[4], content: seo, invalid: invalidTabs.has(4) },
      ]}
      isEdit={isEdit}
      wasPublished={wasPublished}
      busy={busy}
      onSave={save}
      onCancel={() => navigate('/admin/eventos')}
      onDuplicate={() => void duplicate()}
      confirmDeleteOpen={confirmDelete}
      onConfirmDeleteChange={setConfirmDelete}
      onDelete={() => void remove()}
      deleteDescription="Tem certeza que deseja excluir este evento? Esta ação não pode ser desfeita."
      discardDescription="As alterações não salvas deste evento serão perdidas."
      blocker={blocker}
    />
  );
}

function EventFormSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando evento...
      </p>
      <Skeleton className="mb-3 h-5 w-24" />
      <Skeleton className="mb-6 h-8 w-56" />
      <div className="mb-6 flex gap-2 border-b border-line pb-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-24" />
        ))}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i}>
            <Skeleton className="mb-2 h-4 w-28" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}
