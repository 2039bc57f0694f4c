// The news form's schema (core's newsFormSchema) and its save helpers. Pure, unit-tested.
import {
  NEWS_FORM_DEFAULTS,
  newsFormSchema,
  nextPublishedAt,
  type NewsFormInput,
  type NewsFormValues,
} from '@gn/core/schemas/news';
import { emptyToNull } from '@gn/core/schemas/fields';
import { editorHtml } from '../../../ui/rich-text';
import type { NewsFields } from '../news-queries';

export { NEWS_FORM_DEFAULTS, newsFormSchema };
export type { NewsFormInput, NewsFormValues };

export const NEWS_SLUG_TAKEN_MESSAGE = 'Já existe uma notícia com este slug';

export const NEWS_TABS = ['Geral', 'Conteúdo', 'SEO'] as const;

const TAB_OF_FIELD: Partial<Record<keyof NewsFormValues, number>> = {
  titulo: 0,
  slug: 0,
  status: 0,
  capa_url: 1,
  corpo: 1,
  seo_titulo: 2,
  seo_descricao: 2,
};

export function newsTabsWithErrors(errorFields: readonly string[]): number[] {
  const tabs = new Set<number>();
  for (const field of errorFields) {
    const tab = TAB_OF_FIELD[field as keyof NewsFormValues];
    if (tab !== undefined) tabs.add(tab);
  }
  return [...tabs].sort((a, b) => a - b);
}

/** The saved fields (Publicar forces publicado; the body through the site's sanitiser) and publicado_em. */
export function newsDocFromForm(
  values: NewsFormValues,
  action: 'draft' | 'publish',
  existingPublishedAt: Date | null,
  now: Date,
): { fields: NewsFields; publicadoEm: Date | null } {
  const status = action === 'publish' ? 'publicado' : values.status;
  return {
    fields: {
      titulo: values.titulo,
      slug: values.slug,
      corpo: editorHtml(values.corpo),
      capa_url: values.capa_url,
      status,
      seo_titulo: emptyToNull(values.seo_titulo),
      seo_descricao: emptyToNull(values.seo_descricao),
    },
    publicadoEm: nextPublishedAt(existingPublishedAt, status, now),
  };
}
