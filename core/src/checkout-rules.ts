// What the server checks before it sells, how long a reservation lasts, and how Asaas's webhook
// events and payment statuses move an order. Pure functions: the checkout, webhook, sweeper and
// reconcile functions all decide with these.
import { TZDate } from '@date-fns/tz';
import { SAO_PAULO_TZ } from './dates.ts';
import type { PaymentMethod } from './payment.ts';
import type { OrderStatus } from './status.ts';

export const CHECKOUT_MESSAGES = {
  unavailable: 'Este evento não está disponível para compra',
  started: 'Evento encerrado',
  closed: 'Inscrições encerradas',
  soldOut: 'Ingressos esgotados',
  optionGone: 'Esta opção de ingresso não está mais disponível. Escolha novamente.',
  noCustomer: 'ID do cliente não encontrado no Asaas. Confirme seus dados e tente novamente.',
  customerFailed: 'Erro ao criar cliente no Asaas',
  paymentFailed: 'Erro ao processar pagamento',
  orderNotFound: 'Pedido não encontrado',
  inProgress: 'Seu pedido ainda está sendo criado. Aguarde alguns segundos.',
} as const;

/** 'Restam apenas 2 ingressos' when fewer are left than asked for. */
export function notEnoughMessage(available: number): string {
  return available === 1 ? 'Resta apenas 1 ingresso' : `Restam apenas ${available} ingressos`;
}

export interface SellableEvent {
  status: string;
  visivel: boolean;
  status_inscricoes: string;
  data_inicio: Date;
}

/** Why this event cannot be sold now (a pt-BR message), or null. */
export function checkoutBlocker(event: SellableEvent | null, now: Date): string | null {
  if (!event || event.status !== 'publicado' || event.visivel !== true) return CHECKOUT_MESSAGES.unavailable;
  if (event.data_inicio.getTime() <= now.getTime()) return CHECKOUT_MESSAGES.started;
  if (event.status_inscricoes !== 'abertas') return CHECKOUT_MESSAGES.closed;
  return null;
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

function boletoHoldEnd(now: Date, holdHours: number): Date {
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

function saoPauloDay(now: Date, plusDays: number): TZDate {
  const sp = new TZDate(now.getTime(), SAO_PAULO_TZ);
  return new TZDate(sp.getFullYear(), sp.getMonth(), sp.getDate() + plusDays, SAO_PAULO_TZ);
}

function isoDay(d: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Asaas `dueDate` ('YYYY-MM-DD', São Paulo): today for PIX and card; for boleto the day its hold ends. */
export function paymentDueDate(
  method: PaymentMethod,
  now: Date,
  boletoHoldHours = DEFAULT_BOLETO_HOLD_HOURS,
): string {
  return isoDay(saoPauloDay(method === 'boleto' ? boletoHoldEnd(now, boletoHoldHours) : now, 0));
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
