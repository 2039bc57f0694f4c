// Reading the content documents the admin edits and the site shows (docs/data-model.md):
// `news/{id}`, `home_banners/{id}`, `pricing_tables/{id}`, `category_tables/{id}`, `event_category_data/{rowId}`
// and `event_stock/{eventId}`. One reader each, tolerant as every stored-document reader is
// (core/src/stored/fields.ts): a broken field reads as its default, the rest still reads.
import { z } from '../zod.ts';
import { priceKindOf } from '../box-office.ts';
import { BANNER_LINK_TYPES, PUBLICATION_STATUSES } from '../visibility.ts';
import {
  flag,
  list,
  number,
  numberOrNull,
  oneOf,
  oneOfOr,
  plainMap,
  text,
  textOrNull,
  time,
} from './fields.ts';
import type { PriceKind } from '../box-office.ts';
import type { BannerLinkType, PublicationStatus } from '../visibility.ts';

export const storedBannerSchema = z.object({
  imagem_url: text(),
  titulo: text(),
  descricao: text(),
  ativo: flag,
  ordem: number(),
  botao1_texto: textOrNull,
  botao1_tipo: oneOf(BANNER_LINK_TYPES),
  botao1_referencia: textOrNull,
  botao2_texto: textOrNull,
  botao2_tipo: oneOf(BANNER_LINK_TYPES),
  botao2_referencia: textOrNull,
});
export type StoredBanner = z.output<typeof storedBannerSchema>;

export function readBanner(data: unknown): StoredBanner {
  return storedBannerSchema.parse(plainMap(data));
}

const pricingItemSchema = z.object({
  id: text(),
  label: text(),
  valor_centavos: numberOrNull,
  /** absent on options made before kinds: an inteira */
  tipo: z
    .unknown()
    .optional()
    .transform((tipo) => priceKindOf({ tipo })),
});

export const storedPricingTableSchema = z.object({
  nome: text(),
  descricao: textOrNull,
  publicada: flag,
  /** an option without an id cannot be chosen: it is left out */
  itens: list(pricingItemSchema).transform((items) =>
    items.filter((item) => item.id !== '').map((item) => ({ ...item, label: item.label || item.id })),
  ),
  updated_at: time,
});
export type StoredPricingTable = z.output<typeof storedPricingTableSchema>;

export function readPricingTable(data: unknown): StoredPricingTable {
  return storedPricingTableSchema.parse(plainMap(data));
}

const categoryColumnSchema = z.object({
  id: text(),
  nome: text(),
  tipo: z.enum(['texto', 'numero', 'multipla_escolha']).catch('texto'),
  opcoes: z.array(z.string()).nullable().catch(null),
  ordem: number(),
  subdivisoes: z
    .array(z.object({ id: z.string(), nome: z.string() }))
    .nullable()
    .catch(null),
});

export const storedCategoryTableSchema = z.object({
  nome: text(),
  descricao: textOrNull,
  publicada: flag,
  colunas: list(categoryColumnSchema),
  updated_at: time,
});
export type StoredCategoryTable = z.output<typeof storedCategoryTableSchema>;

export function readCategoryTable(data: unknown): StoredCategoryTable {
  return storedCategoryTableSchema.parse(plainMap(data));
}

/** A row's cells: column id (or `columnId.subdivisionId`) → text; numbers stored by hand read as text. */
const cellsSchema = z
  .unknown()
  .optional()
  .transform((value) => {
    const cells: Record<string, string> = {};
    for (const [key, cell] of Object.entries(plainMap(value))) if (cell != null) cells[key] = String(cell);
    return cells;
  });

export const storedCategoryRowSchema = z.object({
  table_id: text(),
  event_id: text(),
  linha_ordem: number(),
  dados: cellsSchema,
  updated_at: time,
});
export type StoredCategoryRow = z.output<typeof storedCategoryRowSchema>;

export function readCategoryRow(data: unknown): StoredCategoryRow {
  return storedCategoryRowSchema.parse(plainMap(data));
}

/** Tickets taken per lote id: a count that is not a number reads as 0. */
const ticketCount = number();
const lotCountsSchema = z
  .unknown()
  .optional()
  .transform((value) =>
    Object.fromEntries(
      Object.entries(plainMap(value)).map(([loteId, count]) => [loteId, ticketCount.parse(count)]),
    ),
  );

export const storedEventStockSchema = z.object({
  total: number(),
  disponivel: number(),
  /** the meia-entrada quota and what is left of it; null on stock written before the quota */
  meia_total: numberOrNull,
  meia_disponivel: numberOrNull,
  /** the wheelchair spaces and what is left of them (wheelchair.ts); null on stock written before them */
  cadeirante_total: numberOrNull,
  cadeirante_disponivel: numberOrNull,
  lotes_vendidos: lotCountsSchema,
  updated_at: time,
});
export type StoredEventStock = z.output<typeof storedEventStockSchema>;

export function readEventStock(data: unknown): StoredEventStock {
  return storedEventStockSchema.parse(plainMap(data));
}

export const storedNewsSchema = z.object({
  titulo: text(),
  slug: text(),
  /** HTML, sanitised before rendering */
  corpo: text(),
  capa_url: textOrNull,
  /** a value the admin cannot name reads as a draft: only a published article is shown */
  status: oneOfOr(PUBLICATION_STATUSES, 'rascunho'),
  autor_id: text(),
  /** set when first published, never cleared */
  publicado_em: time,
  seo_titulo: textOrNull,
  seo_descricao: textOrNull,
  created_at: time,
  updated_at: time,
});
export type StoredNews = z.output<typeof storedNewsSchema>;

/** `news/{id}` as Firestore handed it (or anything else) → StoredNews. Never throws. */
export function readNews(data: unknown): StoredNews {
  return storedNewsSchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
/** `event_stock/{eventId}`: written by functions only. */
export interface EventStock {
  total: number;
  disponivel: number;
  /** the meia-entrada quota in tickets, and what is left of it (box-office.ts; written with disponivel) */
  meia_total?: number;
  meia_disponivel?: number;
  /** the event's wheelchair spaces, and what is left of them (wheelchair.ts) */
  cadeirante_total?: number;
  cadeirante_disponivel?: number;
  /** tickets taken (reserved or paid) per lote id, for events with lotes */
  lotes_vendidos?: Record<string, number>;
  updated_at: Date;
}

export interface NewsDoc {
  titulo: string;
  slug: string;
  /** HTML, sanitised before rendering */
  corpo: string;
  capa_url: string | null;
  status: PublicationStatus;
  autor_id: string;
  /** set when first published, never cleared */
  publicado_em: Date | null;
  seo_titulo: string | null;
  seo_descricao: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PricingItem {
  id: string;
  label: string;
  valor_centavos: number | null;
  /** The kind of option (core/src/box-office.ts PRICE_KINDS); absent: an inteira (priceKindOf). */
  tipo?: PriceKind;
}

export interface PricingTable {
  nome: string;
  descricao: string | null;
  publicada: boolean;
  itens: PricingItem[];
  created_at: Date;
  updated_at: Date;
}

export type CategoryColumnType = 'texto' | 'numero' | 'multipla_escolha';

export interface CategorySubdivision {
  id: string;
  nome: string;
}

export interface CategoryColumn {
  id: string;
  nome: string;
  tipo: CategoryColumnType;
  opcoes: string[] | null;
  ordem: number;
  subdivisoes: CategorySubdivision[] | null;
}

export interface CategoryTable {
  nome: string;
  descricao: string | null;
  publicada: boolean;
  colunas: CategoryColumn[];
  created_at: Date;
  updated_at: Date;
}

/** `event_category_data/{rowId}` */
export interface CategoryRow {
  table_id: string;
  event_id: string;
  linha_ordem: number;
  /** column id (or `columnId.subdivisionId`) → cell text */
  dados: Record<string, string>;
  updated_at: Date;
}

export interface HomeBanner {
  imagem_url: string;
  titulo: string;
  descricao: string;
  ativo: boolean;
  ordem: number;
  botao1_texto: string | null;
  botao1_tipo: BannerLinkType | null;
  botao1_referencia: string | null;
  botao2_texto: string | null;
  botao2_tipo: BannerLinkType | null;
  botao2_referencia: string | null;
}
