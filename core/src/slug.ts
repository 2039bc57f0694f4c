// URL slugs from titles (accents folded, lower case, hyphens) and the names a duplicated event or
// news item gets.
import { foldAccents } from './text.ts';

/** 'Show de Música Clássica!' → 'show-de-musica-classica'. */
export function slugify(title: string): string {
  return foldAccents(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of a duplicated event or news item; the timestamp keeps it unique. */
export function duplicateSlug(slug: string, timestamp: number): string {
  return `${slug}-copia-${timestamp}`;
}

export function duplicateTitle(title: string): string {
  return `${title} (Cópia)`;
}
