// What the server checks before it sells, how long a reservation lasts, and how Asaas's webhook
// events and payment statuses move an order. Pure functions: the checkout, webhook, sweeper and
// reconcile functions all decide with these.
import type { PaymentMethod } from './payment.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * Every refusal of a checkout: a stable code beside the buyer's pt-BR message. The API answers
 * `{ error: { code, message } }`, and the browser decides on the code, never on the wording or
 * the HTTP status. Messages built from figures (notEnoughMessage, ...) have their codes here too.
 */
export const CHECKOUT_ERRORS = {
  unavailable: { code: 'event_unavailable', message: 'Este evento não está disponível para compra' },
  started: { code: 'event_started', message: 'Evento encerrado' },
  closed: { code: 'registration_closed', message: 'Inscrições encerradas' },
  soldOut: { code: 'sold_out', message: 'Ingressos esgotados' },
  meiaSoldOut: { code: 'meia_sold_out', message: 'Meia-entrada esgotada para este evento' },
  wheelchairSoldOut: {
    code: 'wheelchair_sold_out',
    message: 'Os espaços para cadeirante deste evento estão esgotados',
  },
  optionGone: {
    code: 'option_gone',
    message: 'Esta opção de ingresso não está mais disponível. Escolha novamente.',
  },
  noCustomer: {
    code: 'no_customer',
    message: 'ID do cliente não encontrado no Asaas. Confirme seus dados e tente novamente.',
  },
  customerFailed: { code: 'customer_failed', message: 'Erro ao criar cliente no Asaas' },
  paymentFailed: { code: 'payment_failed', message: 'Erro ao processar pagamento' },
  orderNotFound: { code: 'order_not_found', message: 'Pedido não encontrado' },
  inProgress: {
    code: 'order_in_progress',
    message: 'Seu pedido ainda está sendo criado. Aguarde alguns segundos.',
  },
} as const;

export type CheckoutErrorKey = keyof typeof CHECKOUT_ERRORS;

/** The messages alone, for screens that only show them. */
export const CHECKOUT_MESSAGES = Object.fromEntries(
  Object.entries(CHECKOUT_ERRORS).map(([key, error]) => [key, error.message]),
) as { readonly [K in CheckoutErrorKey]: (typeof CHECKOUT_ERRORS)[K]['message'] };

/** Codes of the refusals whose message is built from figures or settings. */
export const CHECKOUT_FIGURE_CODES = {
  notEnough: 'not_enough',
  unpaidCap: 'unpaid_cap',
  boletoUnavailable: 'boleto_unavailable',
  methodUnsupported: 'method_unsupported',
  notSoldOnline: 'not_sold_online',
  tooManyOrders: 'too_many_orders',
  orderLimit: 'order_limit',
  cpfLimit: 'cpf_limit',
  /** the account would hold more than one person may (the limit per CPF, whatever CPFs it types) */
  accountLimit: 'account_limit',
  holdersRequired: 'holders_required',
  meiaNotEnough: 'meia_not_enough',
  /** fewer wheelchair spaces left than asked for (wheelchair.ts) */
  wheelchairNotEnough: 'wheelchair_not_enough',
  /** a wheelchair option bought in an odd number of tickets: each space is the user and a companion */
  wheelchairPairs: 'wheelchair_pairs',
  /** the coupon does not apply any more (expired, used up, not for this event): its reason */
  couponRefused: 'coupon_refused',
  /** the lote on sale has fewer tickets left than asked for */
  loteNotEnough: 'lote_not_enough',
  /** every lote ended (by date or sold out) */
  lotesEnded: 'lotes_ended',
  installmentsNotAllowed: 'installments_not_allowed',
} as const;

export type CheckoutErrorCode =
  | (typeof CHECKOUT_ERRORS)[CheckoutErrorKey]['code']
  | (typeof CHECKOUT_FIGURE_CODES)[keyof typeof CHECKOUT_FIGURE_CODES];

/** Refusals that leave the cart as it is and let the buyer change it (sold out, closed, ...). */
export const CHECKOUT_REFUSAL_CODES: ReadonlySet<string> = new Set<CheckoutErrorCode>([
  'event_unavailable',
  'event_started',
  'registration_closed',
  'sold_out',
  'meia_sold_out',
  'wheelchair_sold_out',
  'option_gone',
  'no_customer',
  'order_not_found',
  'order_in_progress',
  'not_enough',
  'unpaid_cap',
  'boleto_unavailable',
  'method_unsupported',
  'not_sold_online',
  'too_many_orders',
  'order_limit',
  'cpf_limit',
  'account_limit',
  'holders_required',
  'meia_not_enough',
  'wheelchair_not_enough',
  'wheelchair_pairs',
  'coupon_refused',
  'lote_not_enough',
  'lotes_ended',
  'installments_not_allowed',
]);

/** 'Restam apenas 2 ingressos' when fewer are left than asked for. */
export function notEnoughMessage(available: number): string {
  return available === 1 ? 'Resta apenas 1 ingresso' : `Restam apenas ${available} ingressos`;
}

export type SaleBlocker = 'started' | 'closed' | 'soldOut';

/**
 * Why tickets of a public event cannot be sold now, or null: it has started, registrations are
 * not open, none left. `available` null means unknown (a live read pending or failed): not a
 * reason to block, the checkout counts the stock itself. The panel and the server both ask this.
 */
export function saleBlocker(
  event: { start: Date; registration: string; available: number | null },
  now: Date,
): SaleBlocker | null {
  if (event.start.getTime() <= now.getTime()) return 'started';
  if (event.registration !== 'abertas') return 'closed';
  if (event.available !== null && event.available <= 0) return 'soldOut';
  return null;
}

export interface SellableEvent {
  status: string;
  visivel: boolean;
  status_inscricoes: string;
  data_inicio: Date;
}

/** Why the server will not sell this event now, or null (stock is counted by the claim). */
export function checkoutBlocker(event: SellableEvent | null, now: Date): CheckoutErrorKey | null {
  if (!event || event.status !== 'publicado' || event.visivel !== true) return 'unavailable';
  return saleBlocker(
    { start: event.data_inicio, registration: event.status_inscricoes, available: null },
    now,
  );
}

/** PIX and card hold the tickets this long. */
export const DEFAULT_RESERVATION_MINUTES = 15;
/**
 * A boleto order holds its tickets this long unless the admin sets another figure (it was up to
 * 2.6 days: one free account could make an event look sold out). Its due date is the São Paulo
 * day the hold ends; a boleto paid after the hold is refunded like any late payment. Not offered
 * when the event starts sooner.
 */
export const DEFAULT_BOLETO_HOLD_HOURS = 24;

export function boletoUnavailableMessage(holdHours: number): string {
  return `Boleto indisponível: o evento começa em menos de ${holdHours} horas. Escolha PIX ou cartão.`;
}

/** When a boleto bought now stops holding its tickets. */
export function boletoHoldEnd(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 3_600_000);
}

/** Whether a boleto bought now could clear before the event: its whole hold fits before it. */
export function boletoAvailable(now: Date, eventStart: Date, holdHours = DEFAULT_BOLETO_HOLD_HOURS): boolean {
  return boletoHoldEnd(now, holdHours).getTime() <= eventStart.getTime();
}

/**
 * Tickets one person (one account, and separately one CPF) may hold unpaid for one event, unless
 * the admin sets another figure: a paid order no longer counts, an expired one frees its tickets.
 */
export const DEFAULT_UNPAID_TICKET_CAP = 10;

/** Why a reservation would take one person over the cap (who: the account or the CPF). */
export function unpaidCapMessage(who: 'account' | 'cpf', held: number, cap: number): string {
  const holder = who === 'account' ? 'Você já tem' : 'Este CPF já tem';
  const pending = held === 1 ? '1 ingresso aguardando pagamento' : `${held} ingressos aguardando pagamento`;
  const limit = cap === 1 ? '1 ingresso' : `${cap} ingressos`;
  return held === 0
    ? `O limite é de ${limit} aguardando pagamento por pessoa neste evento. Escolha uma quantidade menor.`
    : `${holder} ${pending} neste evento (limite de ${cap} por pessoa). Pague ou aguarde o vencimento desses pedidos antes de reservar mais.`;
}

/**
 * When the stock reservation ends unless the order is paid: `minutes` after now for PIX and card,
 * `boletoHoldHours` for boleto. Never after the event starts.
 */
export function reservationExpiresAt(
  method: PaymentMethod,
  now: Date,
  eventStart: Date,
  minutes: number = DEFAULT_RESERVATION_MINUTES,
  boletoHoldHours: number = DEFAULT_BOLETO_HOLD_HOURS,
): Date {
  const end =
    method === 'boleto' ? boletoHoldEnd(now, boletoHoldHours) : new Date(now.getTime() + minutes * 60_000);
  return end.getTime() < eventStart.getTime() ? end : eventStart;
}

/**
 * The order status an Asaas webhook event asks for, or null when the event changes nothing
 * (PAYMENT_CREATED, PAYMENT_UPDATED, a partial refund, unknown events...). A refused card fails
 * the order: its reservation is released and the buyer starts again.
 */
export function orderStatusForAsaasEvent(event: string): OrderStatus | null {
  switch (event) {
    case 'PAYMENT_CONFIRMED':
    case 'PAYMENT_RECEIVED':
      return 'pago';
    case 'PAYMENT_OVERDUE':
      return 'vencido';
    case 'PAYMENT_DELETED':
      return 'cancelado';
    case 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED':
    case 'PAYMENT_REPROVED_BY_RISK_ANALYSIS':
      return 'falhou';
    case 'PAYMENT_REFUNDED':
      return 'reembolsado';
    default:
      return null;
  }
}

/** The order status a payment read from Asaas implies (reconcile), or null for "still waiting". */
export function orderStatusForAsaasPayment(payment: {
  status: string;
  deleted?: boolean;
}): OrderStatus | null {
  if (payment.deleted === true) return 'cancelado';
  switch (payment.status) {
    case 'CONFIRMED':
    case 'RECEIVED':
    case 'RECEIVED_IN_CASH':
      return 'pago';
    case 'OVERDUE':
      return 'vencido';
    case 'REFUNDED':
      return 'reembolsado';
    default:
      return null;
  }
}
