/** 'Show de Música Clássica!' → 'show-de-musica-classica'. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // combining marks left by NFD: the accents
    .toLowerCase()
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
