// /admin/noticias/novo and /admin/noticias/{id}: the news form in three tabs (Geral, Conteúdo,
// SEO); the publication date is set the first time the item is published.
import { FileX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { htmlToText } from '@gn/core/html/sanitize';
import { CoverAndBodyFields } from '../../../ui/CoverAndBodyFields';
import { PublishableFormLayout, PublishableFormSkeleton } from '../../../ui/PublishableFormLayout';
import { SeoPanel } from '../../../ui/SeoPanel';
import { UnavailableState } from '../../../ui/UnavailableState';
import { NEWS_TABS } from './news-form-schema';
import { NewsGeneralFields } from './NewsGeneralFields';
import { useNewsForm } from './use-news-form';

/** /admin/noticias/novo and /admin/noticias/:id. Keyed by id so that a duplicate opens fresh. */
export function NewsFormPage() {
  const { id } = useParams();
  return <NewsForm key={id ?? 'novo'} id={id ?? null} />;
}

function NewsForm({ id }: { id: string | null }) {
  const { form, pf, current, cover, body } = useNewsForm(id);
  const {
    getValues,
    watch,
    formState: { errors },
  } = form;

  if (pf.record === 'missing') {
    return (
      <UnavailableState
        icon={FileX}
        status="missing"
        missing={{ title: 'Notícia não encontrada', description: 'Ela pode ter sido excluída.' }}
        back={{ to: '/admin/noticias', label: 'Voltar para notícias' }}
      />
    );
  }
  if (pf.record === undefined)
    return <PublishableFormSkeleton label="Carregando notícia..." tabs={3} fields={3} />;

  const { isEdit, pageUrl, invalidTabs } = pf;
  const corpo = watch('corpo') ?? '';
  const wasPublished = current?.status === 'publicado';
  const anyBusy = pf.busy !== null;

  const general = (
    <NewsGeneralFields form={form} slug={pf.slugField} publishedAt={current?.publicado_em ?? null} />
  );

  const content = (
    <CoverAndBodyFields
      cover={{
        ...cover,
        folder: 'news',
        hint: 'Recomendado: 1200x630. A imagem é redimensionada e convertida para JPEG.',
        aspectClassName: 'aspect-[1200/630]',
        disabled: anyBusy,
      }}
      body={{ ...body, label: 'Conteúdo', rows: 16, error: errors.corpo?.message }}
    />
  );

  const seo = (
    <SeoPanel
      {...pf.seoInputs}
      fallbackTitle={pf.titulo}
      fallbackDescription={htmlToText(corpo, 160)}
      pageUrl={pageUrl}
      imageUrl={watch('capa_url') ?? null}
      visibilityNote="A página só fica pública quando a notícia está publicada."
    />
  );

  return (
    <PublishableFormLayout
      {...pf.layout}
      back={{ to: '/admin/noticias', label: 'Notícias' }}
      title={isEdit ? 'Editar Notícia' : 'Nova Notícia'}
      description={isEdit ? getValues('titulo') : 'Escreva a notícia e publique quando estiver pronta.'}
      publicUrl={wasPublished && pageUrl ? pageUrl : null}
      formLabel={isEdit ? 'Editar notícia' : 'Nova notícia'}
      tabsLabel="Seções da notícia"
      tabs={[
        { label: NEWS_TABS[0], content: general, invalid: invalidTabs.has(0) },
        { label: NEWS_TABS[1], content: content, invalid: invalidTabs.has(1) },
        { label: NEWS_TABS[2], content: seo, invalid: invalidTabs.has(2) },
      ]}
      wasPublished={wasPublished}
      deleteDescription="Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita."
      discardDescription="As alterações não salvas desta notícia serão perdidas."
    />
  );
}
