// /admin/eventos/novo and /admin/eventos/{id}: the event form in five tabs (Geral, Conteúdo, the
// two table checklists (with the lotes under the price tables), SEO). Saving sets the stock first,
// so a refused total saves nothing.
import { CalendarX, Gauge, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { htmlToText } from '@gn/core/html/sanitize';
import type { LoteCounts } from '@gn/core/lotes';
import { EVENT_PUBLISH_MESSAGE, canPublishEvent, eventDocToForm } from '@gn/core/schemas/event';
import { ApiError } from '../../../lib/api';
import { errorDescription } from '../../../lib/form-action';
import { usePublishableForm, type PublishAction, type SaveFlow } from '../../../lib/use-publishable-form';
import { CoverAndBodyFields } from '../../../ui/CoverAndBodyFields';
import { PublishableFormLayout, PublishableFormSkeleton } from '../../../ui/PublishableFormLayout';
import { SeoPanel } from '../../../ui/SeoPanel';
import { SlugField } from '../../../ui/SlugField';
import { UnavailableState } from '../../../ui/UnavailableState';
import {
  deleteEvent,
  duplicateEvent,
  isEventSlugTaken,
  listTableOptions,
  loadEvent,
  saveEventDoc,
  setEventStock,
  type PricingTableOption,
  type TableOption,
} from '../event-queries';
import {
  EVENT_FORM_DEFAULTS,
  EVENT_SLUG_TAKEN_MESSAGE,
  EVENT_TABS,
  eventDocFromForm,
  eventFormResolver,
  eventValuesToFields,
  tabsWithErrors,
  type EventFormFields,
  type EventFormValues,
} from './event-form-schema';
import { EventGeneralFields } from './EventGeneralFields';
import { EventTablesField } from './EventTablesField';
import { LotesSection } from './LotesSection';
import { loteOptions } from './lotes-model';

/** /admin/eventos/novo and /admin/eventos/:id. Keyed by id so that a duplicate opens fresh. */
export function EventFormPage() {
  const { id } = useParams();
  return <EventForm key={id ?? 'novo'} id={id ?? null} />;
}

type LoadedEvent = NonNullable<Awaited<ReturnType<typeof loadEvent>>>;

function EventForm({ id }: { id: string | null }) {
  const [tables, setTables] = useState<{ pricing: PricingTableOption[]; category: TableOption[] } | null>(
    null,
  );
  // The saved lotes' sales, which the resolver reads at each check (they load after the form).
  const sold = useRef<LoteCounts>({});
  const [resolver] = useState(() => eventFormResolver(() => sold.current));

  const form = useForm<EventFormFields, unknown, EventFormValues>({
    resolver,
    defaultValues: eventValuesToFields(EVENT_FORM_DEFAULTS),
    mode: 'onTouched',
  });
  const {
    control,
    setError,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const { field: cover } = useController({ control, name: 'capa_url' });
  const { field: body } = useController({ control, name: 'descricao' });

  const pf = usePublishableForm({
    id,
    form,
    listPath: '/admin/eventos',
    sitePath: '/eventos',
    load: loadEvent,
    toForm: (loaded: LoadedEvent) =>
      eventValuesToFields(eventDocToForm(loaded.event, loaded.stock?.total ?? 0)),
    tabsWithErrors,
    canPublish: canPublishEvent,
    isSlugTaken: isEventSlugTaken,
    save: persist,
    duplicate: duplicateEvent,
    remove: deleteEvent,
    messages: {
      loadFailed: 'Erro ao carregar evento',
      publishBlocked: EVENT_PUBLISH_MESSAGE,
      slugTaken: EVENT_SLUG_TAKEN_MESSAGE,
      saveFailed: 'Erro ao salvar evento',
      duplicated: 'Evento duplicado com sucesso',
      duplicateFailed: 'Erro ao duplicar evento',
      deleted: 'Evento excluído com sucesso',
      deleteFailed: 'Erro ao excluir evento',
    },
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
    return () => {
      active = false;
    };
  }, []);

  const loaded = pf.record && pf.record !== 'missing' ? pf.record : null;
  const lotesSold = loaded ? (loaded.stock?.lotes_vendidos ?? {}) : null;
  useEffect(() => {
    sold.current = loaded?.stock?.lotes_vendidos ?? {};
  }, [loaded]);

  /** Stock first: if the function refuses the new total, nothing is saved. */
  async function persist(values: EventFormValues, action: PublishAction, { leave, showTab }: SaveFlow) {
    const fields = eventDocFromForm(values, action);
    const stock = loaded?.stock ?? null;
    if (id) {
      if (!stock || stock.total !== values.estoque_total) {
        try {
          await setEventStock(id, values.estoque_total);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
            setError('estoque_total', { message: error.message }, { shouldFocus: true });
            showTab(0);
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
  }

  if (pf.record === 'missing') {
    return (
      <UnavailableState
        icon={CalendarX}
        status="missing"
        missing={{ title: 'Evento não encontrado', description: 'Ele pode ter sido excluído.' }}
        back={{ to: '/admin/eventos', label: 'Voltar para eventos' }}
      />
    );
  }
  if (pf.record === undefined)
    return <PublishableFormSkeleton label="Carregando evento..." tabs={5} fields={8} />;

  const { isEdit, pageUrl, invalidTabs } = pf;
  const capa = watch('capa_url') ?? null;
  const descricao = watch('descricao') ?? '';
  const wasPublished = loaded?.event.status === 'publicado';
  const anyBusy = pf.busy !== null;

  const general = (
    <EventGeneralFields
      form={form}
      slugField={
        <SlugField
          input={pf.slugInput}
          error={pf.slugError}
          slug={pf.slug}
          sitePath="/eventos"
          isEdit={isEdit}
        />
      }
      stock={loaded?.stock ?? null}
    />
  );

  const content = (
    <CoverAndBodyFields
      cover={{
        ...cover,
        folder: 'events',
        hint: 'Recomendado: 1920x1080 (16:9). A imagem é redimensionada e convertida para JPEG.',
        disabled: anyBusy,
      }}
      body={{ ...body, label: 'Descrição', error: errors.descricao?.message }}
    />
  );

  const pricing = (
    <div className="space-y-6">
      <EventTablesField control={control} name="pricing_table_ids" options={tables?.pricing ?? null} />
      <LotesSection
        form={form}
        options={tables ? loteOptions(tables.pricing, watch('pricing_table_ids') ?? []) : null}
        sold={lotesSold}
      />
    </div>
  );
  const categories = (
    <EventTablesField control={control} name="category_table_ids" options={tables?.category ?? null} />
  );

  const seo = (
    <SeoPanel
      {...pf.seoInputs}
      fallbackTitle={pf.titulo}
      fallbackDescription={htmlToText(descricao, 160)}
      pageUrl={pageUrl}
      imageUrl={capa}
      visibilityNote="A página só fica pública quando o evento está publicado e visível."
    />
  );

  return (
    <PublishableFormLayout
      {...pf.layout}
      back={{ to: '/admin/eventos', label: 'Eventos' }}
      title={isEdit ? 'Editar Evento' : 'Novo Evento'}
      description={isEdit ? getValues('titulo') : 'Preencha os dados e publique quando estiver pronto.'}
      publicUrl={isEdit && wasPublished && pageUrl ? pageUrl : null}
      headerLinks={
        id && (
          <>
            <Link
              to={`/admin/eventos/${encodeURIComponent(id)}/lista-de-espera`}
              className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
            >
              <UsersRound className="size-4" aria-hidden="true" />
              Lista de espera
            </Link>
            <Link
              to={`/admin/eventos/${encodeURIComponent(id)}/fila-virtual`}
              className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
            >
              <Gauge className="size-4" aria-hidden="true" />
              Fila virtual
            </Link>
          </>
        )
      }
      formLabel={isEdit ? 'Editar evento' : 'Novo evento'}
      tabsLabel="Seções do evento"
      tabs={[
        { label: EVENT_TABS[0], content: general, invalid: invalidTabs.has(0) },
        { label: EVENT_TABS[1], content: content, invalid: invalidTabs.has(1) },
        { label: EVENT_TABS[2], content: pricing, invalid: invalidTabs.has(2) },
        { label: EVENT_TABS[3], content: categories, invalid: invalidTabs.has(3) },
        { label: EVENT_TABS[4], content: seo, invalid: invalidTabs.has(4) },
      ]}
      wasPublished={wasPublished}
      deleteDescription="Tem certeza que deseja excluir este evento? Esta ação não pode ser desfeita."
      discardDescription="As alterações não salvas deste evento serão perdidas."
    />
  );
}
