// The box office's rules for one event, pure (issue "Box office for Brazil 1 of 2"): how many
// tickets one order and one CPF may take, the legal meia-entrada quota, the kinds of price option
// and the deadline for transferring a ticket. The checkout, the ticket panel and the admin read
// these; the server enforces them atomically.
import { z } from './zod.ts';

/** Tickets one order may hold unless the event sets otherwise (Brazilian shops use 4 to 10). */
export const DEFAULT_MAX_PER_ORDER = 6;
/** The largest per-order limit an event may set. */
export const MAX_PER_ORDER_CEILING = 20;
/** The per-CPF limit big shows usually set; off (null) unless the event turns it on. */
export const COMMON_MAX_PER_CPF = 4;

/**
 * Lei 12.933/2013, art. 1º §10: half price is assured for 40 % of the tickets offered for each
 * event. An event may offer more, never less.
 */
export const MEIA_QUOTA_MIN_PERCENT = 40;

/** Hours before the start after which a ticket can no longer change holder, by default. */
export const DEFAULT_TRANSFER_DEADLINE_HOURS = 24;
/** The longest transfer deadline an event may set (30 days). */
export const MAX_TRANSFER_DEADLINE_HOURS = 720;

/**
 * The kinds of price option. Half price for students, people with disabilities (and a companion)
 * and ID Jovem counts against the quota; for people aged 60+ (Estatuto do Idoso) it does not, as
 * the cap was vetoed for them. Kept as a list: states add beneficiaries (e.g. São Paulo's
 * public-school teachers), each a new kind that says whether it is half price and in the quota.
 */
export const PRICE_KINDS = {
  inteira: { label: 'Inteira', halfPrice: false, inQuota: false },
  meia: { label: 'Meia-entrada (cota)', halfPrice: true, inQuota: true },
  meia_idoso: { label: 'Meia-entrada idoso', halfPrice: true, inQuota: false },
} as const;

export type PriceKind = keyof typeof PRICE_KINDS;

export function isPriceKind(value: unknown): value is PriceKind {
  return typeof value === 'string' && Object.hasOwn(PRICE_KINDS, value);
}

/** A stored option without a kind was sold before kinds existed: it is an inteira. */
export function priceKindOf(option: { tipo?: unknown }): PriceKind {
  return isPriceKind(option.tipo) ? option.tipo : 'inteira';
}

/** Tickets of the event's total reserved for the meia-entrada quota (rounded up: never below the law). */
export function meiaQuota(total: number, percent: number = MEIA_QUOTA_MIN_PERCENT): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const share = Math.max(MEIA_QUOTA_MIN_PERCENT, Math.min(100, percent));
  return Math.min(total, Math.ceil((total * share) / 100));
}

/** The pt-BR reason a quota percentage is refused, or null when it is one the law allows. */
export function meiaPercentError(percent: unknown): string | null {
  if (typeof percent !== 'number' || !Number.isInteger(percent)) return 'Informe um percentual inteiro';
  if (percent < MEIA_QUOTA_MIN_PERCENT)
    return `A cota de meia-entrada não pode ser menor que ${MEIA_QUOTA_MIN_PERCENT}%`;
  if (percent > 100) return 'A cota de meia-entrada não pode passar de 100%';
  return null;
}

/** What the event page must show by law: 'Meia-entrada: 37 de 120 disponíveis'. */
export function meiaAvailabilityText(available: number, quota: number): string {
  const left = Math.max(0, Math.min(available, quota));
  return `Meia-entrada: ${left} de ${quota} disponíve${left === 1 ? 'l' : 'is'}`;
}

/** The pt-BR refusal of an order above the event's per-order limit, or null. */
export function perOrderLimitError(quantity: number, maxPerOrder: number): string | null {
  if (quantity <= maxPerOrder) return null;
  return `Limite de ${maxPerOrder} ${maxPerOrder === 1 ? 'ingresso' : 'ingressos'} por pedido`;
}

/**
 * The pt-BR refusal when a CPF would pass the event's limit, counting its paid and still-reserved
 * tickets across all accounts; null when the limit is off or not reached.
 */
export function perCpfLimitError(held: number, requested: number, maxPerCpf: number | null): string | null {
  if (maxPerCpf === null || held + requested <= maxPerCpf) return null;
  const left = Math.max(0, maxPerCpf - held);
  return left === 0
    ? `Este CPF já atingiu o limite de ${maxPerCpf} ingressos para este evento`
    : `Este CPF pode comprar só mais ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para este evento`;
}

/** The last moment a ticket of an event starting at `start` may be transferred. */
export function transferDeadline(start: Date, hoursBefore: number = DEFAULT_TRANSFER_DEADLINE_HOURS): Date {
  return new Date(start.getTime() - hoursBefore * 3_600_000);
}

export function canTransferAt(
  now: Date,
  start: Date,
  hoursBefore: number = DEFAULT_TRANSFER_DEADLINE_HOURS,
): boolean {
  return now.getTime() < transferDeadline(start, hoursBefore).getTime();
}

/** An event's box-office settings, as the checkout and the screens use them. */
export interface BoxOffice {
  maxPerOrder: number;
  /** null: no limit per CPF. */
  maxPerCpf: number | null;
  /** Each ticket names its holder (name and CPF) at checkout. */
  namedTickets: boolean;
  transferDeadlineHours: number;
  meiaQuotaPercent: number;
}

const limitField = z.number().int().min(1).max(MAX_PER_ORDER_CEILING);

/**
 * The settings as stored on the event document (all optional: events made before them take the
 * defaults). A stored value out of range falls back to its default instead of failing the sale.
 */
export const storedBoxOfficeSchema = z.object({
  max_por_pedido: limitField.optional().catch(undefined),
  max_por_cpf: limitField.nullable().optional().catch(undefined),
  ingresso_nominal: z.boolean().optional().catch(undefined),
  transferencia_prazo_horas: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRANSFER_DEADLINE_HOURS)
    .optional()
    .catch(undefined),
  cota_meia_percentual: z.number().int().min(MEIA_QUOTA_MIN_PERCENT).max(100).optional().catch(undefined),
});

/** The box office of a stored event, with the defaults for whatever it does not set. */
export function boxOfficeOf(doc: Record<string, unknown>): BoxOffice {
  const stored = storedBoxOfficeSchema.parse(doc);
  return {
    maxPerOrder: stored.max_por_pedido ?? DEFAULT_MAX_PER_ORDER,
    maxPerCpf: stored.max_por_cpf ?? null,
    namedTickets: stored.ingresso_nominal ?? false,
    transferDeadlineHours: stored.transferencia_prazo_horas ?? DEFAULT_TRANSFER_DEADLINE_HOURS,
    meiaQuotaPercent: stored.cota_meia_percentual ?? MEIA_QUOTA_MIN_PERCENT,
  };
}
