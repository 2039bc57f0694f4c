// Build-time view model of an event page (/eventos/{slug}): what to show, in which order, and its
// structured data. Pure functions over the snapshot's shapes (types only from snapshot.ts, so this
// module is testable without a snapshot file).
import type {
  Snapshot,
  SnapshotCategoryRow,
  SnapshotCategoryTable,
  SnapshotEvent,
  SnapshotPricingTable,
} from '../../lib/snapshot';
import { META_DESCRIPTION_MAX, SITE_NAME } from '../../lib/seo';
import { formatLongDate, formatTime, toIsoWithOffset } from '@gn/core/dates';
import { eventPriceRange } from '../../lib/event-prices';
import { htmlToText } from '@gn/core/html/sanitize';
import { lotesOf } from '@gn/core/stored/lotes';
import { ageRatingOf, typicalAgeRange } from '@gn/core/age-rating';

export type CategoryColumn = SnapshotCategoryTable['colunas'][number];

export interface CategoryTableView {
  id: string;
  nome: string;
  descricao: string | null;
  /** by ordem */
  columns: CategoryColumn[];
  /** true when a column has subdivisions: the header then has two rows */
  grouped: boolean;
  /** one array of cell texts per row (by linha_ordem), one cell per leaf column */
  rows: string[][];
}

export interface EventDetail {
  event: SnapshotEvent;
  /** Published price tables in the order of pricing_table_ids; tables without items are left out. */
  pricingTables: SnapshotPricingTable[];
  /** Published category tables in the order of category_table_ids, with this event's rows. */
  categoryTables: CategoryTableView[];
  /** Stock at build time (structured data only; the ticket panel reads it live). */
  stock: {
    total: number;
    disponivel: number;
    meia_total?: number;
    meia_disponivel?: number;
    cadeirante_total?: number;
    cadeirante_disponivel?: number;
    /** tickets taken per lote: the lote on sale at the build prices the structured data */
    lotes_vendidos?: Record<string, number>;
  } | null;
}

function byIdIn<T extends { id: string }>(ids: readonly string[], items: readonly T[]): T[] {
  const index = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const id of ids) {
    const item = index.get(id);
    if (item && !seen.has(id)) {
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}

const hasSubdivisions = (c: CategoryColumn) => (c.subdivisoes?.length ?? 0) > 0;

/** Cell keys of a table, left to right: 'col' or 'col.sub' for subdivided columns. */
export function leafKeys(columns: readonly CategoryColumn[]): string[] {
  return columns.flatMap((c) => (hasSubdivisions(c) ? c.subdivisoes!.map((s) => `${c.id}.${s.id}`) : [c.id]));
}

export function categoryTableView(
  table: SnapshotCategoryTable,
  rows: readonly SnapshotCategoryRow[],
  eventId: string,
): CategoryTableView {
  const columns = [...table.colunas].sort((a, b) => a.ordem - b.ordem);
  const keys = leafKeys(columns);
  const own = rows
    .filter((r) => r.table_id === table.id && r.event_id === eventId)
    .sort((a, b) => a.linha_ordem - b.linha_ordem);
  return {
    id: table.id,
    nome: table.nome,
    descricao: table.descricao,
    columns,
    grouped: columns.some(hasSubdivisions),
    rows: own.map((r) => keys.map((k) => (r.dados[k] ?? '').trim())),
  };
}

export function eventDetail(
  snap: Pick<Snapshot, 'pricingTables' | 'categoryTables' | 'categoryRows' | 'stock'>,
  event: SnapshotEvent,
): EventDetail {
  // The snapshot holds only published tables, so an id that is not found is unpublished (or gone).
  const pricingTables = byIdIn(event.pricing_table_ids ?? [], snap.pricingTables).filter(
    (t) => t.itens.length > 0,
  );
  const categoryTables = byIdIn(event.category_table_ids ?? [], snap.categoryTables)
    .map((t) => categoryTableView(t, snap.categoryRows, event.id))
    // A table without rows for this event says nothing: it is not shown.
    .filter((t) => t.rows.length > 0 && t.columns.length > 0);
  const s = snap.stock[event.id];
  return {
    event,
    pricingTables,
    categoryTables,
    stock: s
      ? {
          total: s.total,
          disponivel: s.disponivel,
          meia_total: s.meia_total,
          meia_disponivel: s.meia_disponivel,
          ...(s.cadeirante_total != null
            ? { cadeirante_total: s.cadeirante_total, cadeirante_disponivel: s.cadeirante_disponivel ?? 0 }
            : {}),
          ...(s.lotes_vendidos ? { lotes_vendidos: s.lotes_vendidos } : {}),
        }
      : null,
  };
}

function saoPauloDay(iso: string): string {
  return formatLongDate(iso);
}

/**
 * The two ends of an event's date range, São Paulo time: from '12 de dezembro, 2026 · 16:00' to
 * '23:59' (same day), '13 de dezembro, 2026 · 23:59' (another day) or null (no end).
 */
export function eventDateParts(
  start: string,
  end: string | null | undefined,
): { from: string; to: string | null } {
  const from = `${saoPauloDay(start)} · ${formatTime(start)}`;
  if (!end || new Date(end).getTime() <= new Date(start).getTime()) return { from, to: null };
  if (saoPauloDay(end) === saoPauloDay(start)) return { from, to: formatTime(end) };
  return { from, to: `${saoPauloDay(end)} · ${formatTime(end)}` };
}

/**
 * '12 de dezembro, 2026 · 16:00 – 23:59' (same day), '12 de dezembro, 2026 · 16:00' (no end),
 * '12 de dezembro, 2026 · 16:00 – 13 de dezembro, 2026 · 23:59' (ends another day). São Paulo time.
 */
export function eventDateRange(start: string, end: string | null | undefined): string {
  const { from, to } = eventDateParts(start, end);
  return to ? `${from} – ${to}` : from;
}

export function hasStarted(event: Pick<SnapshotEvent, 'data_inicio'>, now: Date): boolean {
  return new Date(event.data_inicio).getTime() <= now.getTime();
}

/**
 * What of the page depends on the build's time (before the browser's clock takes over): whether
 * the event started and which lotes ended by date. Part of the page's incremental-build key.
 */
export function eventTimeState(event: SnapshotEvent, now: Date) {
  return {
    started: hasStarted(event, now),
    lotesEnded: lotesOf(event as unknown as Record<string, unknown>)
      .filter((l) => l.termina_em !== null && now >= l.termina_em)
      .map((l) => l.id),
  };
}

/** Plain-text description: the SEO field, else the description cut at a word. */
export function eventMetaDescription(event: SnapshotEvent): string {
  const seo = event.seo_descricao?.trim();
  if (seo) return seo;
  const text = htmlToText(event.descricao, META_DESCRIPTION_MAX);
  return text || `${event.titulo}: ingressos na ${SITE_NAME}.`;
}

export function eventTitle(event: SnapshotEvent): string {
  return event.seo_titulo?.trim() || event.titulo;
}

/** 'Esplanada do Lago Paranoá, Brasília - DF' → name, street, locality 'Brasília', region 'DF'. */
export function placeOf(local: string): {
  name: string;
  address: { streetAddress?: string; addressLocality?: string; addressRegion?: string; addressCountry: 'BR' };
} {
  const text = local.trim();
  const m = /^(.*),\s*([^,]+?)\s+-\s+([A-Z]{2})$/.exec(text);
  if (!m) return { name: text, address: { streetAddress: text, addressCountry: 'BR' } };
  const street = m[1]!.trim();
  return {
    name: street.split(',')[0]!.trim(),
    address: {
      streetAddress: street,
      addressLocality: m[2]!.trim(),
      addressRegion: m[3]!,
      addressCountry: 'BR',
    },
  };
}

const centsToReais = (c: number) => (c / 100).toFixed(2);

/**
 * Availability for search engines, as of the build (the page is rebuilt when content changes,
 * not when a ticket sells; the live figure is on the page). Google's event results know
 * InStock, SoldOut and PreOrder only, so sales that ended (registrations closed, or the event
 * has started) are SoldOut too: "no tickets can be bought here".
 */
export function offerAvailability(detail: EventDetail, now: Date): string {
  const { event, stock } = detail;
  if (stock && stock.disponivel <= 0) return 'https://schema.org/SoldOut';
  if (event.status_inscricoes !== 'abertas' || hasStarted(event, now)) return 'https://schema.org/SoldOut';
  return 'https://schema.org/InStock';
}

/**
 * schema.org Event of an event page (https://developers.google.com/search/docs/appearance/structured-data/event).
 * Its offers' prices are what the buyer pays: the service fee included (`defaultFeeRate`: the
 * Pagamentos settings' taxa_padrao, for an event without its own rate), at the lote on sale.
 */
export function eventJsonLd(
  detail: EventDetail,
  urls: { page: string; image: string | null; site: string },
  now: Date,
  defaultFeeRate: number,
): object {
  const { event } = detail;
  const place = placeOf(event.local);
  const range = eventPriceRange(
    event,
    detail.pricingTables,
    detail.stock?.lotes_vendidos,
    now,
    defaultFeeRate,
  );
  const rating = ageRatingOf(event.classificacao_indicativa);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.titulo,
    description: htmlToText(event.descricao, 500) || event.titulo,
    startDate: toIsoWithOffset(event.data_inicio),
    ...(event.data_fim ? { endDate: toIsoWithOffset(event.data_fim) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: place.name, address: { '@type': 'PostalAddress', ...place.address } },
    ...(urls.image ? { image: [urls.image] } : {}),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: urls.site },
    url: urls.page,
    // The age rating as schema.org's open range ('16-'; Livre is '0-', all ages); none when not informed.
    ...(rating ? { typicalAgeRange: typicalAgeRange(rating) } : {}),
  };
  if (range) {
    ld.offers = {
      '@type': 'AggregateOffer',
      url: urls.page,
      priceCurrency: 'BRL',
      lowPrice: centsToReais(range.low.total),
      highPrice: centsToReais(range.high.total),
      offerCount: detail.pricingTables.reduce((n, t) => n + t.itens.length, 0),
      availability: offerAvailability(detail, now),
    };
  }
  return ld;
}
