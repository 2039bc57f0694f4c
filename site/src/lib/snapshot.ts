// Build-time access to the public-content snapshot written by site/scripts/snapshot.mjs.
// Runs only during `astro build` (Node), never in the browser.
import { readFileSync } from 'node:fs';

export interface SnapshotEvent {
  id: string;
  titulo: string;
  slug: string;
  local: string;
  descricao: string;
  capa_url: string | null;
  data_inicio: string;
  data_fim: string | null;
  status_inscricoes: 'abertas' | 'encerradas';
  mostrar_estoque: boolean;
  pricing_table_ids: string[];
  category_table_ids: string[];
  taxa_servico: number | null;
  /** box-office settings (core/src/box-office-settings.ts reads them with their defaults) */
  max_por_pedido?: number;
  max_por_cpf?: number | null;
  ingresso_nominal?: boolean;
  cota_meia_percentual?: number;
  /** lotes (core/src/lotes.ts; schemas/lotes.ts lotesOf reads them), dates as ISO strings */
  lotes?: unknown;
  seo_titulo?: string | null;
  seo_descricao?: string | null;
  updated_at?: string;
}

export interface SnapshotNews {
  id: string;
  titulo: string;
  slug: string;
  corpo: string;
  capa_url: string | null;
  publicado_em: string | null;
  seo_titulo?: string | null;
  seo_descricao?: string | null;
  updated_at?: string;
}

export interface SnapshotPricingTable {
  id: string;
  nome: string;
  descricao: string | null;
  /** `tipo`: the option's kind (core box-office.ts PRICE_KINDS); absent on options made before kinds */
  itens: { id: string; label: string; valor_centavos: number | null; tipo?: string }[];
}

export interface SnapshotCategoryTable {
  id: string;
  nome: string;
  descricao: string | null;
  colunas: {
    id: string;
    nome: string;
    tipo: 'texto' | 'numero' | 'multipla_escolha';
    opcoes: string[] | null;
    ordem: number;
    subdivisoes: { id: string; nome: string }[] | null;
  }[];
}

export interface SnapshotCategoryRow {
  id: string;
  table_id: string;
  event_id: string;
  linha_ordem: number;
  /** column id, or `columnId.subdivisionId`, to the cell text */
  dados: Record<string, string>;
}

export interface SnapshotBanner {
  id: string;
  imagem_url: string;
  titulo: string;
  descricao: string;
  ordem: number;
  botao1_texto?: string | null;
  botao1_tipo?: string | null;
  botao1_referencia?: string | null;
  botao2_texto?: string | null;
  botao2_tipo?: string | null;
  botao2_referencia?: string | null;
}

export interface SnapshotStock {
  id: string;
  total: number;
  disponivel: number;
  /** the meia-entrada quota and what is left of it (absent until the functions first refresh them) */
  meia_total?: number;
  meia_disponivel?: number;
  /** tickets taken per lote id */
  lotes_vendidos?: Record<string, number>;
}

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
  tickerSettings: { ativo: boolean; velocidade: number; limite_noticias: number } | null;
  /** site_settings/brand, seo and payments as stored (null when absent); read through lib/site-settings.ts */
  siteSettings?: { brand: unknown; seo: unknown; payments?: unknown };
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
