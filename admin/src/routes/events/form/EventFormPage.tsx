// /admin/eventos/novo and /admin/eventos/{id}: the event form in five tabs (Geral, Conteúdo, the
// two table checklists (with the lotes under the price tables), SEO). Saving sets the stock first,
// so a refused total saves nothing.
import { CalendarX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { htmlToText } from '@gn/core/html/sanitize';
import { CoverAndBodyFields } from '../../../ui/CoverAndBodyFields';
import { PublishableFormLayout, PublishableFormSkeleton } from '../../../ui/PublishableFormLayout';
import { SeoPanel } from '../../../ui/SeoPanel';
import { SlugField } from '../../../ui/SlugField';
import { UnavailableState } from '../../../ui/UnavailableState';
import { EVENT_TABS } from './event-form-schema';
import { EventGeneralFields } from './EventGeneralFields';
import { EventHeaderLinks } from './EventHeaderLinks';
import { EventTablesField } from './EventTablesField';
import { LotesSection } from './LotesSection';
import { loteOptions } from './lotes-model';
import { useEventForm } from './use-event-form';

/** /admin/eventos/novo and /admin/eventos/:id. Keyed by id so that a duplicate opens fresh. */
export function EventFormPage() {
  const { id } = useParams();
  return <EventForm key={id ?? 'novo'} id={id ?? null} />;
}

function EventForm({ id }: { id: string | null }) {
  const { form, pf, loaded, tables, cover, body } = useEventForm(id);
  const {
    control,
    getValues,
    watch,
    formState: { errors },
  } = form;

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
      slugField={<SlugField {...pf.slugField} />}
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
        sold={loaded ? (loaded.stock?.lotes_vendidos ?? {}) : null}
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
      headerLinks={id && <EventHeaderLinks id={id} />}
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
