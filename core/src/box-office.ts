// The box office's rules for one event, pure (issue "Box office for Brazil 1 of 2"): how many
// tickets one order and one CPF may take, the legal meia-entrada quota, the kinds of price option
// and the deadline for transferring a ticket. The checkout, the ticket panel and the admin read
// these; the server enforces them atomically. No zod here: the ticket panel's island imports it
// (an event's stored settings are read by box-office-settings.ts).
import { formatCpf } from './cpf.ts';

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
 * `meia` names no beneficiary (options made before the kinds by beneficiary); the others let the
 * meia-entrada report (meia-report.ts) tell the inspector who bought the quota.
 */
export const PRICE_KINDS = {
  inteira: { label: 'Inteira', halfPrice: false, inQuota: false },
  meia: { label: 'Meia-entrada (cota)', halfPrice: true, inQuota: true },
  meia_estudante: { label: 'Meia-entrada estudante', halfPrice: true, inQuota: true },
  meia_pcd: { label: 'Meia-entrada PCD', halfPrice: true, inQuota: true },
  meia_jovem: { label: 'Meia-entrada ID Jovem', halfPrice: true, inQuota: true },
  meia_idoso: { label: 'Meia-entrada idoso', halfPrice: true, inQuota: false },
  // A wheelchair space with its companion's place (wheelchair.ts): two named tickets per space,
  // from the event's own pool of spaces, at the price the admin sets.
  cadeirante: { label: 'Espaço para cadeirante + acompanhante', halfPrice: false, inQuota: false },
} as const;

export type PriceKind = keyof typeof PRICE_KINDS;

export function isPriceKind(value: unknown): value is PriceKind {
  return typeof value === 'string' && Object.hasOwn(PRICE_KINDS, value);
}

/** Whether tickets of this kind count against the event's meia-entrada quota. */
export function countsInMeiaQuota(kind: PriceKind | undefined): boolean {
  return PRICE_KINDS[kind ?? 'inteira'].inQuota;
}

/** Whether the holder of a ticket of this kind must prove the right to half price at the door. */
export function needsMeiaDocument(kind: PriceKind | undefined): boolean {
  return PRICE_KINDS[kind ?? 'inteira'].halfPrice;
}

/** What the checkout, the e-mail and the PDF say about a half-price ticket (Lei 12.933/2013, art. 1º §8). */
export const MEIA_DOCUMENT_NOTICE =
  'Meia-entrada: na entrada, o titular deve apresentar documento que comprove o direito ao benefício.';

/** The refusal when fewer quota tickets are left than the order asks for. */
export function meiaNotEnoughMessage(available: number): string {
  return available === 1
    ? 'Resta apenas 1 meia-entrada para este evento'
    : `Restam apenas ${available} meias-entradas para este evento`;
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

/**
 * The quota tickets left as the event page's counter shows them, from `event_stock`'s
 * `meia_disponivel` and `meia_total`; the admin's meia-entrada report shows this same figure.
 */
export function meiaLeft(available: number, quota: number): number {
  return Math.max(0, Math.min(available, quota));
}

/** What the event page must show by law: 'Meia-entrada: 37 de 120 disponíveis'. */
export function meiaAvailabilityText(available: number, quota: number): string {
  const left = meiaLeft(available, quota);
  const count = new Intl.NumberFormat('pt-BR');
  return `Meia-entrada: ${count.format(left)} de ${count.format(quota)} disponíve${left === 1 ? 'l' : 'is'}`;
}

/** The refusal of a named-ticket order whose holders do not match its tickets, or null. */
export function holdersError(holders: number, tickets: number): string | null {
  if (holders === tickets) return null;
  return tickets === 1
    ? 'Ingresso nominal: informe o nome e o CPF do titular'
    : `Ingresso nominal: informe o nome e o CPF dos ${tickets} titulares`;
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
export function perCpfLimitError(
  held: number,
  requested: number,
  maxPerCpf: number | null,
  /** a named ticket's holder (digits): the message names it, as an order may name several */
  holderCpf?: string,
): string | null {
  if (maxPerCpf === null || held + requested <= maxPerCpf) return null;
  const left = Math.max(0, maxPerCpf - held);
  const tickets = `${left} ${left === 1 ? 'ingresso' : 'ingressos'}`;
  if (left === 0) {
    const who = holderCpf ? `O titular de CPF ${formatCpf(holderCpf)}` : 'Este CPF';
    return `${who} já atingiu o limite de ${maxPerCpf} ingressos para este evento`;
  }
  return holderCpf
    ? `O titular de CPF ${formatCpf(holderCpf)} pode ter só mais ${tickets} para este evento`
    : `Este CPF pode comprar só mais ${tickets} para este evento`;
}

/**
 * The pt-BR refusal when an account would hold more of the event than one person may (the limit
 * per CPF also caps each account, whatever CPFs it types); null when the limit is off or not reached.
 */
export function perAccountLimitError(
  held: number,
  requested: number,
  maxPerCpf: number | null,
): string | null {
  if (maxPerCpf === null || held + requested <= maxPerCpf) return null;
  const left = Math.max(0, maxPerCpf - held);
  return left === 0
    ? `Sua conta já atingiu o limite de ${maxPerCpf} ingressos por pessoa para este evento`
    : `Sua conta pode comprar só mais ${left} ${left === 1 ? 'ingresso' : 'ingressos'} para este evento (limite de ${maxPerCpf} por pessoa)`;
}

/** A transfer's refusals when the recipient is at the event's limit per CPF (by CPF, or by the e-mail's account). */
export function transferLimitMessage(who: 'cpf' | 'account', maxPerCpf: number): string {
  const holder = who === 'cpf' ? 'Este CPF' : 'A conta deste e-mail';
  return `${holder} já tem o máximo de ${maxPerCpf} ${maxPerCpf === 1 ? 'ingresso' : 'ingressos'} para este evento.`;
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
