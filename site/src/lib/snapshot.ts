// Build-time access to the public-content snapshot written by site/scripts/snapshot.mjs.
// Runs only during `astro build` (Node), never in the browser.
import { readFileSync } from 'node:fs';
import type {
  CategoryRow,
  CategoryTable,
  EventStock,
  HomeBanner,
  NewsDoc,
  PricingTable,
} from '@gn/core/stored/content';
import type { EventDoc } from '@gn/core/stored/event';
import type { WithId } from '@gn/core/stored/fields';
import type { NewsBannerSettings } from '@gn/core/stored/settings';

/**
 * A stored document as the snapshot's JSON holds it: site/scripts/snapshot.mjs writes each document
 * whole, its Timestamps as ISO strings. The shapes are core's written ones (core/src/stored), so a
 * field added there reaches the pages typed, never redeclared here.
 */
export type AsJson<V> = V extends Date
  ? string
  : V extends readonly (infer U)[]
    ? AsJson<U>[]
    : V extends object
      ? { [K in keyof V]: AsJson<V[K]> }
      : V;

export type SnapshotEvent = WithId<AsJson<EventDoc>>;
export type SnapshotNews = WithId<AsJson<NewsDoc>>;
export type SnapshotPricingTable = WithId<AsJson<PricingTable>>;
export type SnapshotCategoryTable = WithId<AsJson<CategoryTable>>;
export type SnapshotCategoryRow = WithId<AsJson<CategoryRow>>;
export type SnapshotBanner = WithId<AsJson<HomeBanner>>;
export type SnapshotStock = WithId<AsJson<EventStock>>;

/** Everything public, as read by site/scripts/snapshot.mjs (dates as ISO strings). */
export interface Snapshot {
  generatedAt: string;
  /** published + visible, by data_inicio ascending */
  events: SnapshotEvent[];
  /** published, newest first */
  news: SnapshotNews[];
  /** active, by ordem */
  banners: SnapshotBanner[];
  /** published only */
  pricingTables: SnapshotPricingTable[];
  /** published only */
  categoryTables: SnapshotCategoryTable[];
  /** rows of published tables for public events, by linha_ordem */
  categoryRows: SnapshotCategoryRow[];
  tickerSettings: NewsBannerSettings | null;
  /** site_settings/brand, seo, payments and company as stored (null when absent); read through lib/site-settings.ts */
  siteSettings?: { brand: unknown; seo: unknown; payments?: unknown; company?: unknown };
  /** stock at build time (first paint only; the ticket panel reads it live) */
  stock: Record<string, SnapshotStock>;
}

let cached: Snapshot | null = null;

export function snapshot(): Snapshot {
  if (cached) return cached;
  const file = process.env.GN_SNAPSHOT_FILE;
  if (!file) throw new Error('GN_SNAPSHOT_FILE não definido: rode o build por site/scripts/build.mjs');
  cached = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  return cached;
}

export function upcomingEvents(now = new Date()): SnapshotEvent[] {
  return snapshot().events.filter((e) => new Date(e.data_inicio) >= now);
}
