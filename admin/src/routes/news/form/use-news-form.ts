// The news form's state: the form, the publishable-form flows and the saved item; saving sets the
// publication date the first time the item is published.
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NEWS_PUBLISH_MESSAGE, canPublishNews } from '@gn/core/schemas/news';
import { usePublishableForm, type PublishAction, type SaveFlow } from '../../../lib/use-publishable-form';
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
  newsDocFromForm,
  newsFormSchema,
  newsTabsWithErrors,
  type NewsFormInput,
  type NewsFormValues,
} from './news-form-schema';

const NEWS_FORM_MESSAGES = {
  loadFailed: 'Erro ao carregar notícia',
  publishBlocked: NEWS_PUBLISH_MESSAGE,
  slugTaken: NEWS_SLUG_TAKEN_MESSAGE,
  saveFailed: 'Erro ao salvar notícia',
  duplicated: 'Notícia duplicada com sucesso',
  duplicateFailed: 'Erro ao duplicar notícia',
  deleted: 'Notícia excluída com sucesso',
  deleteFailed: 'Erro ao excluir notícia',
};

/** The saved item's form values. */
function newsRecordToForm(news: NewsRecord): NewsFormInput {
  return {
    titulo: news.titulo,
    slug: news.slug,
    corpo: news.corpo,
    capa_url: news.capa_url,
    status: news.status,
    seo_titulo: news.seo_titulo ?? '',
    seo_descricao: news.seo_descricao ?? '',
  };
}

export function useNewsForm(id: string | null) {
  const form = useForm<NewsFormInput, unknown, NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: NEWS_FORM_DEFAULTS,
    mode: 'onTouched',
  });
  const { field: cover } = useController({ control: form.control, name: 'capa_url' });
  const { field: body } = useController({ control: form.control, name: 'corpo' });

  const pf = usePublishableForm({
    id,
    form,
    listPath: '/admin/noticias',
    sitePath: '/noticias',
    load: loadNews,
    toForm: newsRecordToForm,
    tabsWithErrors: newsTabsWithErrors,
    canPublish: canPublishNews,
    isSlugTaken: isNewsSlugTaken,
    save: persist,
    duplicate: duplicateNews,
    remove: deleteNews,
    messages: NEWS_FORM_MESSAGES,
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

  return { form, pf, current, cover, body };
}
