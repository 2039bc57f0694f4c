// Which Firestore writes change what the static site shows. Pure, so it is unit-tested.

type Data = Record<string, unknown> | undefined;

/** Public content collections and whether one document of each is visible on the site. */
const VISIBLE: Record<string, (d: NonNullable<Data>) => boolean> = {
  events: (d) => d.status === 'publicado' && d.visivel === true,
  news: (d) => d.status === 'publicado',
  pricing_tables: (d) => d.publicada === true,
  category_tables: (d) => d.publicada === true,
  home_banners: (d) => d.ativo === true,
  // Rows of category tables: the snapshot keeps only those of public events and tables, which
  // the row itself does not say, so every row write counts.
  event_category_data: () => true,
  site_settings: () => true,
};

export const PUBLIC_COLLECTIONS = Object.keys(VISIBLE);

/**
 * True when a write can change the public site: the document is visible before or after it.
 * Editing a draft that stays a draft changes nothing public and triggers no rebuild.
 */
export function affectsPublicSite(collection: string, before: Data, after: Data): boolean {
  const visible = VISIBLE[collection];
  if (!visible) return false;
  return (before !== undefined && visible(before)) || (after !== undefined && visible(after));
}
