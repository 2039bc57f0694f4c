// The order document in one place (docs/data-model.md, `orders/{orderId}`): its complete stored
// shape, its lines, and the builders that every writer uses for a new order and for an entry of
// its status history. Generic over the time type: `Date` where the order is read or priced,
// Firestore's `Timestamp` where functions write it (core imports no Firebase), an ISO string in
// the browser's cart.
import { orderEventIds } from './order-events.ts';
import type { AsaasBillingType } from './payment.ts';
import type { PriceKind } from './box-office.ts';
import type { OrderLote } from './lotes.ts';
import type { OrderStatus } from './order-status.ts';
import type { OrderCancellation, OrderRefund } from './cancellation.ts';
import { partialRefundsTotal, type TicketRefund } from './ticket-refund.ts';
import type { DoorSaleRecord } from './door-sale.ts';

export interface Buyer {
  nome: string;
  email: string;
  /** digits only */
  cpf: string;
  /** '+55' + digits (null only for a number the checkout schema would have refused) */
  telefone: string | null;
}

/** One line of an order, as priced by the server (money in centavos); the cart holds the same. */
export interface OrderLine<Time = Date> {
  event_id: string;
  event_titulo: string;
  event_slug: string;
  pricing_table_id: string;
  item_id: string;
  tipo_ingresso: string;
  /** unit price */
  preco: number;
  /**
   * the service fee of ONE ticket of the line (pricing.ts ticketFee), centavos: the buyer paid
   * preco + taxa_unitaria per ticket; absent on orders priced before the fee was kept per ticket
   */
  taxa_unitaria?: number;
  /** how many tickets */
  qnt: number;
  /** the option's kind (box-office.ts PRICE_KINDS); absent on lines priced before kinds: inteira */
  tipo_preco?: PriceKind;
  /** the event's start */
  data_evento: Time;
  local_evento: string;
}

/** The holder of one named ticket (event setting "Ingresso nominal"). */
export interface TicketHolder {
  nome: string;
  /** digits only */
  cpf: string;
}

export interface OrderPix<Time = Date> {
  /** copy-paste code ("PIX copia e cola") */
  payload: string;
  /** base64 PNG of the QR code, without the data: prefix */
  encoded_image: string;
  expira_em: Time | null;
}

/** Who moved the order, and why: 'checkout' | 'webhook' | 'sweeper' | 'reconcile' | 'admin'. */
export interface StatusChangeContext {
  origem: string;
  /** admin uid, or null for the system */
  por?: string | null;
  /** Asaas event ('PAYMENT_RECEIVED'), or the admin's reason */
  motivo?: string | null;
}

export interface OrderStatusChange<Time = Date> {
  de: OrderStatus | null;
  para: OrderStatus;
  em: Time;
  origem: string;
  por: string | null;
  motivo: string | null;
}

/** A payment event that did not match the order (kept for the admin; the webhook acknowledges it). */
export interface PaymentAlert<Time = Date> {
  tipo: 'valor_divergente';
  evento: string;
  asaas_event_id: string;
  payment_id: string | null;
  /** centavos, or null when the event carried no value */
  valor_recebido: number | null;
  em: Time;
}

/** A payment that arrived after the reservation was released, refunded automatically. */
export interface AutomaticRefund {
  payment_id: string;
  /** a boleto: 'aguardando_dados' while the payer has not given a bank account on Asaas's link */
  estado: 'pendente' | 'feito' | 'aguardando_dados' | 'falhou';
  motivo: string;
  link?: string | null;
}

/**
 * Where an order was sold: the site's checkout, the box office at the venue (issue #31, sold by
 * a `bilheteria` staff member from a cash register) or a courtesy. Absent on older orders: 'site'.
 */
export const ORDER_CHANNELS = ['site', 'bilheteria', 'cortesia'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export interface Order<Time = Date> {
  user_id: string;
  /** absent: 'site' */
  canal?: OrderChannel;
  /** a box-office sale (canal 'bilheteria'): its register, operator and payment (door-sale.ts) */
  bilheteria?: DoorSaleRecord;
  status: OrderStatus;
  items: OrderLine<Time>[];
  /** distinct `items[].event_id` (orderEventIds in order-events.ts): what the admin's event filter queries */
  event_ids: string[];
  subtotal: number;
  taxas: number;
  desconto: number;
  total: number;
  cupom: string | null;
  /** the lote the order was sold in (its prices are that lote's); absent for events without lotes */
  lote?: OrderLote | null;
  /**
   * Card installments (installments.ts), absent on orders made before them: how many, each
   * installment as shown (centavos), the interest the buyer pays and what the card is charged
   * (total + juros); one installment of the plan is the whole total.
   */
  parcelas?: number;
  valor_parcela?: number;
  juros?: number;
  total_cobrado?: number;
  comprador: Buyer;
  /** one per ticket, in the order of the lines, when the event names its tickets (else absent) */
  titulares?: TicketHolder[];
  payment_provider: 'asaas';
  billing_type: AsaasBillingType | null;
  asaas_customer_id: string | null;
  /** of an installment plan, its first installment */
  asaas_payment_id: string | null;
  /** the Asaas installment plan (parcelamento) the order is charged in, or null */
  asaas_installment_id?: string | null;
  asaas_invoice_url: string | null;
  /** 'YYYY-MM-DD' as Asaas sends it */
  asaas_due_date: string | null;
  /** boleto PDF (BOLETO only) */
  asaas_bankslip_url: string | null;
  /** PIX QR code and copy-paste code, shown on the waiting page (PIX only) */
  pix: OrderPix<Time> | null;
  /** the stock reservation ends here unless the order is paid */
  reserva_expira_em: Time | null;
  idempotency_key: string;
  /** the checkout attempt whose stock slots the order holds */
  claim_id: string;
  /** every status change: who, when, from, to, why */
  status_historico: OrderStatusChange<Time>[];
  /** set once the confirmation e-mail with the tickets went out */
  email_enviado_em: Time | null;
  /** a sender's claim while the e-mail is going out (retaken after 5 minutes) */
  email_enviando_em?: Time | null;
  /** set once the reminder e-mail (24 h before the event) went out (functions/src/mail/send-reminders.ts) */
  lembrete_enviado_em?: Time | null;
  /** a reminder sender's claim while it is going out (retaken after 5 minutes) */
  lembrete_enviando_em?: Time | null;
  /** why the reminder will not be sent: the buyer turned e-mail notifications off */
  lembrete_pulado?: 'preferencia';
  /** the last read of the payment from Asaas */
  reconciliado_em?: Time;
  reembolso_automatico?: AutomaticRefund;
  /** a paid order cancelled (the buyer's withdrawal, or the admin): cancellation.ts */
  cancelamento?: OrderCancellation<Time>;
  reembolso?: OrderRefund<Time>;
  /** refunds of chosen tickets while the order stays paid (ticket-refund.ts) */
  reembolsos_parciais?: TicketRefund<Time>[];
  alertas_pagamento?: PaymentAlert<Time>[];
  created_at: Time;
  updated_at: Time;
  paid_at: Time | null;
}

export function statusChange<Time>(
  from: OrderStatus | null,
  to: OrderStatus,
  ctx: StatusChangeContext,
  at: Time,
): OrderStatusChange<Time> {
  return { de: from, para: to, em: at, origem: ctx.origem, por: ctx.por ?? null, motivo: ctx.motivo ?? null };
}

export interface NewOrderInput<Time> {
  userId: string;
  lines: OrderLine<Time>[];
  totals: { subtotal: number; fee: number; discount: number; total: number };
  coupon: string | null;
  lote?: OrderLote | null;
  /** the card plan chosen (installments.ts planFor); absent: one payment of the total */
  plan?: { parcelas: number; valor_parcela: number; juros: number; total: number };
  buyer: Buyer;
  holders?: TicketHolder[];
  payment: { billingType: AsaasBillingType; customerId: string | null };
  reservation: { idempotencyKey: string; claimId: string; expiresAt: Time };
  now: Time;
}

/** A new order, waiting for its payment: the Asaas fields are filled once the charge exists. */
export function newOrderDocument<Time>(input: NewOrderInput<Time>): Order<Time> {
  return {
    user_id: input.userId,
    status: 'aguardando_pagamento',
    items: input.lines,
    event_ids: orderEventIds(input.lines),
    subtotal: input.totals.subtotal,
    taxas: input.totals.fee,
    desconto: input.totals.discount,
    total: input.totals.total,
    cupom: input.coupon,
    ...(input.lote ? { lote: input.lote } : {}),
    parcelas: input.plan?.parcelas ?? 1,
    valor_parcela: input.plan?.valor_parcela ?? input.totals.total,
    juros: input.plan?.juros ?? 0,
    total_cobrado: input.plan?.total ?? input.totals.total,
    comprador: input.buyer,
    ...(input.holders && input.holders.length > 0 ? { titulares: input.holders } : {}),
    payment_provider: 'asaas',
    billing_type: input.payment.billingType,
    asaas_customer_id: input.payment.customerId,
    asaas_payment_id: null,
    asaas_installment_id: null,
    asaas_invoice_url: null,
    asaas_due_date: null,
    asaas_bankslip_url: null,
    pix: null,
    reserva_expira_em: input.reservation.expiresAt,
    idempotency_key: input.reservation.idempotencyKey,
    claim_id: input.reservation.claimId,
    status_historico: [statusChange(null, 'aguardando_pagamento', { origem: 'checkout' }, input.now)],
    email_enviado_em: null,
    created_at: input.now,
    updated_at: input.now,
    paid_at: null,
  };
}

/**
 * What the buyer was charged (centavos): the card's total with interest when the order was paid in
 * installments, else the order's total. Refunds and charge checks use this, never `total` alone.
 */
export function chargedAmount(order: { total: number; total_cobrado?: number | null }): number {
  return order.total_cobrado ?? order.total;
}

/** What a whole-order cancellation still has to give back: the charge less the partial refunds. */
export function remainingRefundable(order: {
  total: number;
  total_cobrado?: number | null;
  reembolsos_parciais?: readonly { valor: number }[] | null;
}): number {
  return Math.max(0, chargedAmount(order) - partialRefundsTotal(order));
}
