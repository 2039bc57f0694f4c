// Plain entity types matching docs/data-model.md. Timestamps are `Date` here; the Firestore
// adapters (functions, site build, admin) convert Timestamp ⇄ Date at the edge. The types hold
// a document's fields only; `WithId` adds the document id where a screen needs it. The order
// has a home of its own: order.ts.
import type { PriceKind } from './box-office.ts';
import type { TicketTransfer } from './ticket-transfer.ts';
import type { TicketStatus } from './order-status.ts';
import type { BannerLinkType, PublicationStatus, RegistrationStatus, Theme } from './visibility.ts';
import type { Lote } from './lotes.ts';

export type WithId<T> = T & { id: string };

export interface EventDoc {
  titulo: string;
  slug: string;
  local: string;
  /** HTML, sanitised before rendering */
  descricao: string;
  capa_url: string | null;
  data_inicio: Date;
  data_fim: Date | null;
  status: PublicationStatus;
  visivel: boolean;
  mostrar_estoque: boolean;
  status_inscricoes: RegistrationStatus;
  pricing_table_ids: string[];
  category_table_ids: string[];
  /** fee rate such as 0.1; null: the admin's default (site_settings/payments.taxa_padrao), see effectiveFeeRate */
  taxa_servico: number | null;
  /** Box office (core/src/box-office.ts); absent on events made before it: the defaults apply. */
  max_por_pedido?: number;
  /** null: no limit per CPF. */
  max_por_cpf?: number | null;
  ingresso_nominal?: boolean;
  transferencia_prazo_horas?: number;
  /** the right of withdrawal, widened (cancellation.ts): days after the purchase (≥ 7) */
  cancelamento_dias?: number;
  /** hours before the event when cancelling closes (≤ 48) */
  cancelamento_antecedencia_horas?: number;
  cota_meia_percentual?: number;
  /** lotes in selling order (core/src/lotes.ts); absent or []: the tables' own prices */
  lotes?: Lote[];
  seo_titulo: string | null;
  seo_descricao: string | null;
  created_at: Date;
  updated_at: Date;
}

/** `event_stock/{eventId}`: written by functions only. */
export interface EventStock {
  total: number;
  disponivel: number;
  /** the meia-entrada quota in tickets, and what is left of it (box-office.ts; written with disponivel) */
  meia_total?: number;
  meia_disponivel?: number;
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

/** `site_settings/news_banner` */
export interface NewsBannerSettings {
  ativo: boolean;
  /** seconds per cycle, 10–200 */
  velocidade: number;
  /** 3–50 */
  limite_noticias: number;
}

export interface ProfilePreferences {
  tema: Theme | null;
  notificacoes_email: boolean;
}

export interface Profile {
  user_id: string;
  nome: string;
  email: string;
  /** '+55' + digits */
  telefone: string | null;
  avatar_url: string | null;
  /** digits only */
  cpf: string | null;
  asaas_customer_id: string | null;
  preferencias: ProfilePreferences;
  created_at: Date;
}

export type Role = 'admin' | 'user';

export interface UserRole {
  user_id: string;
  role: Role;
  updated_at: Date;
}

export interface TicketEventSnapshot {
  titulo: string;
  data_inicio: Date;
  local: string;
  capa_url: string | null;
}

export interface Ticket {
  order_id: string;
  event_id: string;
  user_id: string;
  tipo: string;
  quantidade: number;
  /** centavos */
  preco_unitario: number;
  status: TicketStatus;
  /** 'TKT-{timestamp}-{random}', unique */
  codigo_serial: string;
  /** what the QR encodes: signTicketCode() of core/ticket-code (forgery detectable at check-in) */
  qr_code: string;
  /** holder's name (the buyer's, or the one named at checkout when the event names its tickets) */
  titular: string;
  /** a named ticket's holder CPF (digits); null when the buyer is the holder */
  titular_cpf?: string | null;
  /** the e-mail a transfer sent the ticket to */
  titular_email?: string;
  /** every hand-over to another person (ticket-transfer.ts), oldest first */
  transferencias?: TicketTransfer[];
  /** the option's kind (box-office.ts PRICE_KINDS); absent on tickets issued before kinds */
  tipo_preco?: PriceKind;
  /** a half-price ticket: the door checks the holder's document */
  meia_entrada?: boolean;
  created_at: Date;
  /** check-in: when and by which admin the ticket became 'usado' */
  usado_em: Date | null;
  checkin_por: string | null;
  evento: TicketEventSnapshot;
}

export interface ContactMessage {
  nome: string;
  email: string;
  mensagem: string;
  created_at: Date;
  lida: boolean;
}

export interface AuditEntry {
  actor_uid: string;
  actor_email: string | null;
  action: string;
  target: string;
  details: Record<string, unknown> | null;
  created_at: Date;
}
