// How text is compared for search and slugs: one rule for the site, the admin and the functions.

/** Lower case without accents: 'Brasília' and 'BRASILIA' both give 'brasilia'. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
