// /admin/noticias/novo and /admin/noticias/{id}: the news form in three tabs (Geral, Conteúdo,
// SEO); the publication date is set the first time the item is published.
import { zodResolver } from '@hookform/resolvers/zod';
import { FileX } from 'lucide-react';
import { useController, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { htmlToText } from '@gn/core/html/sanitize';
import { NEWS_PUBLISH_MESSAGE, canPublishNews } from '@gn/core/schemas/news';
import { usePublishableForm, type PublishAction, type SaveFlow } from '../../../lib/use-publishable-form';
import { CoverAndBodyFields } from '../../../ui/CoverAndBodyFields';
import { PublishableFormLayout, PublishableFormSkeleton } from '../../../ui/PublishableFormLayout';
import { SeoPanel } from '../../../ui/SeoPanel';
import { Select } from '../../../ui/Select';
import { SlugField } from '../../../ui/SlugField';
import { TextField } from '../../../ui/TextField';
import { UnavailableState } from '../../../ui/UnavailableState';
import {
  deleteNews,
  duplicateNews,
  isNewsSlugTaken,
  loadNews,
  saveNewsDoc,
  type NewsRecord,
} from '../news-queries';
import {
  NEWS_FORM_DEFAULTS,
  NEWS_SLUG_TAKEN_MESSAGE,
  NEWS_TABS,
  newsDocFromForm,
  newsFormSchema,
  newsTabsWithErrors,
  type NewsFormInput,
  type NewsFormValues,
} from './news-form-schema';
import { fieldBinder } from '../../../lib/bind-field';

const STATUS_OPTIONS = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicado', label: 'Publicado' },
];

/** /admin/noticias/novo and /admin/noticias/:id. Keyed by id so that a duplicate opens fresh. */
export function NewsFormPage() {
  const { id } = useParams();
  return <NewsForm key={id ?? 'novo'} id={id ?? null} />;
}

function NewsForm({ id }: { id: string | null }) {
  const form = useForm<NewsFormInput, unknown, NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: NEWS_FORM_DEFAULTS,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  const { field: cover } = useController({ control, name: 'capa_url' });
  const { field: body } = useController({ control, name: 'corpo' });

  const pf = usePublishableForm({
    id,
    form,
    listPath: '/admin/noticias',
    sitePath: '/noticias',
    load: loadNews,
    toForm: (news: NewsRecord) => ({
      titulo: news.titulo,
      slug: news.slug,
      corpo: news.corpo,
      capa_url: news.capa_url,
      status: news.status,
      seo_titulo: news.seo_titulo ?? '',
      seo_descricao: news.seo_descricao ?? '',
    }),
    tabsWithErrors: newsTabsWithErrors,
    canPublish: canPublishNews,
    isSlugTaken: isNewsSlugTaken,
    save: persist,
    duplicate: duplicateNews,
    remove: deleteNews,
    messages: {
      loadFailed: 'Erro ao carregar notícia',
      publishBlocked: NEWS_PUBLISH_MESSAGE,
      slugTaken: NEWS_SLUG_TAKEN_MESSAGE,
      saveFailed: 'Erro ao salvar notícia',
      duplicated: 'Notícia duplicada com sucesso',
      duplicateFailed: 'Erro ao duplicar notícia',
      deleted: 'Notícia excluída com sucesso',
      deleteFailed: 'Erro ao excluir notícia',
    },
  });

  const current = pf.record && pf.record !== 'missing' ? pf.record : null;

  async function persist(values: NewsFormValues, action: PublishAction, { leave }: SaveFlow) {
    const { fields, publicadoEm } = newsDocFromForm(
      values,
      action,
      current?.publicado_em ?? null,
      new Date(),
    );
    await saveNewsDoc(current, fields, publicadoEm);
    toast.success(current ? 'Notícia atualizada com sucesso' : 'Notícia criada com sucesso');
    leave('/admin/noticias');
  }

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
    <div className="grid gap-5 md:grid-cols-2">
      <TextField label="Título" className="md:col-span-2" {...field('titulo')} />
      <SlugField
        input={pf.slugInput}
        error={pf.slugError}
        slug={pf.slug}
        sitePath="/noticias"
        isEdit={isEdit}
      />
      <div>
        <Select label="Status" options={STATUS_OPTIONS} {...field('status')} />
        <p className="mt-1.5 text-xs text-ink-muted">
          {current?.publicado_em
            ? `Publicada pela primeira vez em ${formatDateTime(current.publicado_em)}.`
            : 'A data de publicação é registrada na primeira vez que a notícia é publicada.'}
        </p>
      </div>
    </div>
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
