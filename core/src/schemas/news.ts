// The news form (admin, /admin/noticias): title, slug, body, cover, publication and SEO, and the
// publication date a status change gives.
import { z } from '../zod.ts';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../visibility.ts';
import { TEXT_MAX, boundedText, imageUrlField, seoFields, slugField, tooLongMessage } from './fields.ts';

export const NEWS_PUBLISH_MESSAGE = 'Preencha o título antes de publicar';

export const newsFormSchema = z.object({
  titulo: boundedText(3, 'Título deve ter pelo menos 3 caracteres', TEXT_MAX.title, 'Título'),
  slug: slugField(),
  /** HTML; sanitised before rendering. */
  corpo: z.string().max(TEXT_MAX.richText, tooLongMessage('Conteúdo', TEXT_MAX.richText)).default(''),
  capa_url: imageUrlField(),
  status: z.enum(PUBLICATION_STATUSES).default('rascunho'),
  ...seoFields,
});

export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormValues = z.output<typeof newsFormSchema>;

export const NEWS_FORM_DEFAULTS: NewsFormValues = {
  titulo: '',
  slug: '',
  corpo: '',
  capa_url: null,
  status: 'rascunho',
  seo_titulo: '',
  seo_descricao: '',
};

/** 'Publicar' needs a title; else NEWS_PUBLISH_MESSAGE. */
export function canPublishNews(v: { titulo?: string | null }): boolean {
  return (v.titulo ?? '').trim() !== '';
}

/**
 * publicado_em after a save: set to `now` when the item becomes (or is created) publicado
 * without a date yet; otherwise kept as it was. Never cleared, even when back to rascunho.
 */
export function nextPublishedAt(existing: Date | null, newStatus: PublicationStatus, now: Date): Date | null {
  if (existing) return existing;
  return newStatus === 'publicado' ? now : null;
}
