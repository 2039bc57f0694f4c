// The box office's rules (issue #31, part 1), pure: how a sale at the door is paid (cash with
// change, a PIX charge shown on the operator's screen, a card machine with its authorisation
// code), when an event may still be sold at the door, what the door charges (the site's price
// and fee: the full price on the poster is the one charged) and who a door order belongs to.
// No zod here: the admin's sale screen imports it (schemas/door-sale.ts validates requests).
import { effectiveFeeRate } from './pricing.ts';

/** How a door sale is paid. */
export const DOOR_PAYMENT_METHODS = ['dinheiro', 'pix', 'maquininha'] as const;
export type DoorPaymentMethod = (typeof DOOR_PAYMENT_METHODS)[number];

export const DOOR_METHOD_LABELS: Record<DoorPaymentMethod, string> = {
  dinheiro: 'Dinheiro',
  pix: 'PIX',
  maquininha: 'Cartão na maquininha',
};

/** Debit or credit, as the card machine's slip says (optional). */
export const CARD_MODES = ['debito', 'credito'] as const;
export type CardMode = (typeof CARD_MODES)[number];
export const CARD_MODE_LABELS: Record<CardMode, string> = { debito: 'Débito', credito: 'Crédito' };

/** The brands a card machine prints (optional on the record). */
export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'outra'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  outra: 'Outra',
};

/**
 * The service fee at the door: the site's rule, unchanged (the event's rate, else the admin's
 * default). A door ticket costs exactly what the site shows beside it, so nobody pays more or
 * less for walking in; the order keeps the fee per ticket like any other (taxa_unitaria).
 */
export const DOOR_FEE_RULE = 'Na bilheteria vale o mesmo preço e a mesma taxa de serviço do site.';
export function doorFeeRate(eventRate: unknown, settingsDefault: number): number {
  return effectiveFeeRate(eventRate, settingsDefault);
}

/**
 * Hours after the start the door still sells when the event has no end time (walk-ins arrive
 * during the show); with an end time, the door sells until it.
 */
export const DOOR_SALE_HOURS_AFTER_START = 6;

export type DoorSaleBlocker = 'unavailable' | 'ended';

/**
 * Why the box office may not sell this event now, or null. Unlike the site, the door sells after
 * the start and whether online registrations are open or not (the producer closes the site to
 * keep the rest for the door); the event must be published (visible or not) and not over.
 */
export function doorSaleBlocker(
  event: { status: string; data_inicio: Date | null; data_fim: Date | null } | null,
  now: Date,
): DoorSaleBlocker | null {
  if (!event || event.status !== 'publicado' || !event.data_inicio) return 'unavailable';
  const end =
    event.data_fim ?? new Date(event.data_inicio.getTime() + DOOR_SALE_HOURS_AFTER_START * 3_600_000);
  return now.getTime() >= end.getTime() ? 'ended' : null;
}

/** Minutes a door PIX holds its tickets while the buyer pays on the phone. */
export const DOOR_PIX_MINUTES = 15;
/**
 * Minutes a cash or card sale holds its tickets between the order and its payment (the same
 * request pays it at once; the hold only matters when the server fails in between).
 */
export const DOOR_HOLD_MINUTES = 10;

/**
 * The `user_id` of a door order. The buyer has no account, and the order must not land in the
 * operator's account (their "Meus pedidos" would list every sale): it belongs to a pseudo-account
 * of its own, 'porta:<order id>', which no sign-in can ever have (Firebase uids have no ':').
 * Being one per sale, the per-account limits count each sale alone; the per-CPF limits still count
 * the CPF typed for the buyer or the holders, across the site and the door.
 */
export const DOOR_ACCOUNT_PREFIX = 'porta:';
export function doorAccountId(orderId: string): string {
  return `${DOOR_ACCOUNT_PREFIX}${orderId}`;
}
export function isDoorAccount(uid: string | null | undefined): boolean {
  return typeof uid === 'string' && uid.startsWith(DOOR_ACCOUNT_PREFIX);
}

/** The buyer's name on an order whose buyer was not identified. */
export const ANONYMOUS_DOOR_BUYER = 'Venda na bilheteria';

/**
 * The Asaas customer of a door PIX: with the buyer's name and CPF, a customer of its own for that
 * CPF (reference 'porta-cpf:<digest>'); an anonymous buyer is charged under the shop's own
 * customer for the door (reference 'gn-bilheteria', the company's name and CNPJ), as PIX needs a
 * customer with a document and the payer's bank identifies whoever pays.
 */
export const DOOR_ANONYMOUS_CUSTOMER_REF = 'gn-bilheteria';

export type ChangeOutcome = { ok: true; change: number } | { ok: false; missing: number };

/** The change to give for a cash sale of `total` centavos paid with `received`, or what is missing. */
export function changeFor(total: number, received: number): ChangeOutcome {
  return received >= total
    ? { ok: true, change: received - total }
    : { ok: false, missing: total - received };
}

/** What a door sale's order records of its register, its operator and how it was paid. */
export interface DoorSaleRecord {
  caixa_id: string;
  operador_uid: string;
  operador_nome: string;
  operador_email: string | null;
  metodo: DoorPaymentMethod;
  /** cash: what the buyer handed over and the change given (centavos) */
  recebido: number | null;
  troco: number | null;
  /** card machine: the authorisation code (required), brand and debit/credit (optional) */
  autorizacao: string | null;
  bandeira: CardBrand | null;
  modalidade: CardMode | null;
}
