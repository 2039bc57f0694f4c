// Build time: the two lists in the order shown, cut into pages the same way by every file made
// from them (/eventos, /eventos/pagina/N, the card chunks, the search index). One clock for the
// whole build, so no page can order an event that starts mid-build differently from another.
import { snapshot, type SnapshotEvent, type SnapshotNews } from '../../lib/snapshot';
import { absoluteUrl, eventSearchText, hasStarted, newsSearchText } from '../../lib/listing';
import { buildSearchIndex, type SearchIndex } from './search-index';
import { cardFromPrice } from '../../lib/card-price';
import { pageItems } from '@gn/core/paging';
import { createHash } from 'node:crypto';

export const BUILD_NOW = new Date();

let events: SnapshotEvent[] | null = null;

/**
 * Every published and visible event. A shop sells what is coming: upcoming events lead (soonest
 * first) and past ones follow (most recent first).
 */
export function listedEvents(): SnapshotEvent[] {
  if (!events) {
    const all = snapshot().events;
    events = [
      ...all.filter((e) => !hasStarted(e, BUILD_NOW)),
      ...all.filter((e) => hasStarted(e, BUILD_NOW)).reverse(),
    ];
  }
  return events;
}

/** Every published news item, newest first. */
export function listedNews(): SnapshotNews[] {
  return snapshot().news;
}

export type ListName = 'eventos' | 'noticias';

/** The items of one page of a list as the ItemList structured data names them. */
export function pageEntries(
  list: ListName,
  page: number,
  site: URL | undefined,
): { name: string; url: string }[] {
  const items = pageItems<{ titulo: string; slug: string }>(
    list === 'eventos' ? listedEvents() : listedNews(),
    page,
  );
  return items.map((item) => ({ name: item.titulo, url: absoluteUrl(`/${list}/${item.slug}`, site) }));
}

export function listSize(list: ListName): number {
  return list === 'eventos' ? listedEvents().length : listedNews().length;
}

/** What the list's search box matches: title or place for events, the title for news. */
export function listSearchIndex(list: ListName): SearchIndex {
  return buildSearchIndex(
    list === 'eventos' ? listedEvents().map(eventSearchText) : listedNews().map(newsSearchText),
  );
}

/**
 * What a list's cards show: each item, and for events whether it had started at the build and its
 * price (its tables, lote and fee rate, which live outside the event's document).
 */
function listContent(list: ListName): unknown[] {
  return list === 'eventos'
    ? listedEvents().map((e) => [e, hasStarted(e, BUILD_NOW), cardFromPrice(e, BUILD_NOW)])
    : listedNews();
}

/** What the cards of one page of a list show (the key of its card chunk in incremental builds). */
export function pageContent(list: ListName, page: number): unknown[] {
  return pageItems(listContent(list), page);
}

const versions = new Map<ListName, string>();

/**
 * Changes whenever anything the list's pages, card chunks or search index show changes, and with
 * the site's code (GN_SITE_CODE_HASH; without it, with every build): appended to the chunk and
 * index URLs, so a browser never mixes a page with chunks of other content from its HTTP cache.
 * Unchanged, it lets an incremental build keep the list's pages (list-routes.ts).
 */
export function listVersion(list: ListName): string {
  let version = versions.get(list);
  if (!version) {
    version = createHash('sha256')
      .update(process.env.GN_SITE_CODE_HASH ?? snapshot().generatedAt)
      .update(JSON.stringify(listContent(list)))
      .digest('base64url')
      .slice(0, 12);
    versions.set(list, version);
  }
  return version;
}
