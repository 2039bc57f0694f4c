// Reading `events/{eventId}` (docs/data-model.md; written by the admin): the one reader of an event
// for the functions (checkout, tickets, reminders, cancellation, queue, waiting list, stock).
// The box-office and cancellation settings are optional on the document (events made before them):
// they read as null when absent or broken, and boxOfficeOf() / cancellationPolicyOf() apply the
// defaults and the ranges, as they always did. Lotes read as lotesOf() reads them. The age rating
// and the accessibility resources are absent on events from before them: null and [].
import { z } from '../zod.ts';
import { lotesOf } from './lotes.ts';
import { ageRatingOf } from '../age-rating.ts';
import { accessibilityOf } from '../accessibility.ts';
import { PUBLICATION_STATUSES, REGISTRATION_STATUSES } from '../visibility.ts';
import {
  anyValueOf,
  flag,
  flagOrNull,
  numberOrNull,
  oneOf,
  plainMap,
  text,
  textAsStored,
  textList,
  textOrNull,
  time,
} from './fields.ts';
import type { PublicationStatus, RegistrationStatus } from '../visibility.ts';
import type { Lote } from '../lotes.ts';
import type { AgeRating } from '../age-rating.ts';
import type { AccessibilityResource } from '../accessibility.ts';

export const storedEventSchema = z.object({
  titulo: text(),
  slug: text(),
  local: text(),
  /** HTML, sanitised before rendering */
  descricao: text(),
  /** kept as stored, '' included: tickets copy it into their event snapshot */
  capa_url: textAsStored,
  data_inicio: time,
  data_fim: time,
  status: oneOf(PUBLICATION_STATUSES),
  visivel: flag,
  mostrar_estoque: flag,
  status_inscricoes: oneOf(REGISTRATION_STATUSES),
  pricing_table_ids: textList,
  category_table_ids: textList,
  /** null: the admin's default rate (effectiveFeeRate checks the range) */
  taxa_servico: numberOrNull,
  // Box office (box-office-settings.ts boxOfficeOf: null or out of range → the default).
  max_por_pedido: numberOrNull,
  max_por_cpf: numberOrNull,
  ingresso_nominal: flagOrNull,
  transferencia_prazo_horas: numberOrNull,
  cota_meia_percentual: numberOrNull,
  espacos_cadeirante: numberOrNull,
  // The right of withdrawal (cancellation.ts cancellationPolicyOf: null → the law's).
  cancelamento_dias: numberOrNull,
  cancelamento_antecedencia_horas: numberOrNull,
  /** in selling order; a malformed entry is dropped ([]: the tables' own prices) */
  lotes: z
    .unknown()
    .optional()
    .transform((lotes) => lotesOf({ lotes })),
  /** null: not informed (absent or not one of AGE_RATINGS) */
  classificacao_indicativa: anyValueOf(ageRatingOf),
  regra_menores: textOrNull,
  /** the known resource codes, each once */
  acessibilidade: anyValueOf(accessibilityOf),
  acessibilidade_info: textOrNull,
  seo_titulo: textOrNull,
  seo_descricao: textOrNull,
  created_at: time,
  updated_at: time,
});

/** An event as stored, read: every field present, each one its type or its default. */
export type StoredEvent = z.output<typeof storedEventSchema>;

/** `events/{id}` as Firestore handed it (or anything else) → StoredEvent. Never throws. */
export function readEvent(data: unknown): StoredEvent {
  return storedEventSchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
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
  /** wheelchair spaces with a companion seat (core/src/wheelchair.ts); absent: 0, none sold */
  espacos_cadeirante?: number;
  /** lotes in selling order (core/src/lotes.ts); absent or []: the tables' own prices */
  lotes?: Lote[];
  // The audience (core/src/schemas/event-audience.ts), absent on events saved before it.
  /** the age rating (ECA art. 74); null or absent: not informed (publishing needs one) */
  classificacao_indicativa?: AgeRating | null;
  /** the entry of minors, shown under the rating */
  regra_menores?: string | null;
  /** accessibility resources (LBI art. 63), in the list's order */
  acessibilidade?: AccessibilityResource[];
  acessibilidade_info?: string | null;
  seo_titulo: string | null;
  seo_descricao: string | null;
  created_at: Date;
  updated_at: Date;
}
