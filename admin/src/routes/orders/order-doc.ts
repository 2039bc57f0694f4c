// An order as the admin screens read it from Firestore, pure: the document's shape turned into
// AdminOrder, tolerant of the spec's older field names.
import { isPriceKind, needsMeiaDocument } from '@gn/core/box-office';
import { REFUND_STATES, type RefundState } from '@gn/core/cancellation';
import { paymentMethodOf, type PaymentMethod } from '@gn/core/payment';
import { numberOr, stringOr, stringOrNull } from '../../lib/firestore-values';

export type OrderLine = {
  eventId: string;
  eventTitle: string;
  type: string;
  unitPrice: number;
  quantity: number;
  /** half price (meia-entrada of the quota or 60+): the door checks a document */
  halfPrice: boolean;
  eventDate: Date | null;
  place: string;
};

export type OrderChange = {
  from: string | null;
  to: string;
  at: Date | null;
  origin: string;
  by: string | null;
  reason: string | null;
};

export type AdminOrder = {
  id: string;
  userId: string;
  /** raw stored value; parseOrderStatus() gives the canonical one */
  status: string;
  items: OrderLine[];
  subtotal: number;
  fees: number;
  discount: number;
  total: number;
  coupon: string | null;
  /** the lote the order was sold in ('2º lote'), for events with lotes */
  lote: string | null;
  buyer: { nome: string; email: string; cpf: string; telefone: string };
  /** the named tickets' holders, in ticket order (empty when the event does not name them) */
  holders: string[];
  billingType: string | null;
  /** a card plan of 2 or more installments: how many, each (centavos), what the card is charged */
  installments: { count: number; value: number; charged: number } | null;
  paymentId: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  dueDate: string | null;
  pix: { payload: string; expiresAt: Date | null } | null;
  reservationEndsAt: Date | null;
  history: OrderChange[];
  /** payment events whose amount was not the total (they did not pay the order) */
  amountMismatches: {
    paymentId: string | null;
    event: string;
    receivedCentavos: number | null;
    at: Date | null;
  }[];
  createdAt: Date | null;
  paidAt: Date | null;
  /** a paid order cancelled (core/cancellation.ts): when, by the buyer or an admin (uid), why */
  cancellation: { at: Date | null; byBuyer: boolean; by: string | null; reason: string | null } | null;
  /** the money of a cancelled order: its state, how and how much, a boleto's link, Asaas's refusal */
  refund: {
    state: RefundState;
    method: PaymentMethod;
    amount: number;
    link: string | null;
    error: string | null;
    attempts: number;
    updatedAt: Date | null;
    note: string | null;
  } | null;
};

type ToDate = (value: unknown) => Date | null;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A Firestore order document → AdminOrder; tolerant of the spec's older field names. */
export function toAdminOrder(id: string, data: Record<string, unknown>, toDate: ToDate): AdminOrder {
  const buyer = record(data.comprador);
  const pix = data.pix ? record(data.pix) : null;
  return {
    id,
    userId: stringOr(data.user_id),
    status: stringOr(data.status, '—'),
    items: (Array.isArray(data.items) ? data.items : []).map((raw) => {
      const item = record(raw);
      return {
        eventId: stringOr(item.event_id),
        eventTitle: stringOr(item.event_titulo, stringOr(item.titulo, '—')),
        type: stringOr(item.tipo_ingresso, stringOr(item.tipo, '—')),
        unitPrice: numberOr(item.preco, numberOr(item.preco_unitario, 0)),
        quantity: numberOr(item.qnt, numberOr(item.quantidade, 0)),
        // Half price (meia-entrada, quota or 60+): the door checks a document.
        halfPrice: isPriceKind(item.tipo_preco) && needsMeiaDocument(item.tipo_preco),
        eventDate: toDate(item.data_evento),
        place: stringOr(item.local_evento),
      };
    }),
    subtotal: numberOr(data.subtotal, 0),
    fees: numberOr(data.taxas, 0),
    discount: numberOr(data.desconto, 0),
    total: numberOr(data.total, 0),
    coupon: stringOrNull(data.cupom),
    lote: stringOrNull(record(data.lote).nome),
    holders: (Array.isArray(data.titulares) ? data.titulares : []).map((h) => stringOr(record(h).nome, '—')),
    buyer: {
      nome: stringOr(buyer.nome),
      email: stringOr(buyer.email),
      cpf: stringOr(buyer.cpf),
      telefone: stringOr(buyer.telefone),
    },
    billingType: stringOrNull(data.billing_type),
    installments:
      numberOr(data.parcelas, 1) > 1
        ? {
            count: numberOr(data.parcelas, 1),
            value: numberOr(data.valor_parcela, 0),
            charged: numberOr(data.total_cobrado, numberOr(data.total, 0)),
          }
        : null,
    paymentId: stringOrNull(data.asaas_payment_id),
    invoiceUrl: stringOrNull(data.asaas_invoice_url),
    bankSlipUrl: stringOrNull(data.asaas_bankslip_url),
    dueDate: stringOrNull(data.asaas_due_date),
    pix: pix ? { payload: stringOr(pix.payload), expiresAt: toDate(pix.expira_em) } : null,
    reservationEndsAt: toDate(data.reserva_expira_em),
    history: (Array.isArray(data.status_historico) ? data.status_historico : []).map((raw) => {
      const change = record(raw);
      return {
        from: stringOrNull(change.de),
        to: stringOr(change.para, '—'),
        at: toDate(change.em),
        origin: stringOr(change.origem, '—'),
        by: stringOrNull(change.por),
        reason: stringOrNull(change.motivo),
      };
    }),
    amountMismatches: (Array.isArray(data.alertas_pagamento) ? data.alertas_pagamento : []).map((raw) => {
      const alert = record(raw);
      return {
        paymentId: stringOrNull(alert.payment_id),
        event: stringOr(alert.evento, '—'),
        receivedCentavos: typeof alert.valor_recebido === 'number' ? alert.valor_recebido : null,
        at: toDate(alert.em),
      };
    }),
    createdAt: toDate(data.created_at),
    paidAt: toDate(data.paid_at),
    cancellation: toCancellation(data.cancelamento, toDate),
    refund: toRefund(data.reembolso, toDate),
  };
}

function toCancellation(raw: unknown, toDate: ToDate): AdminOrder['cancellation'] {
  if (!raw || typeof raw !== 'object') return null;
  const c = record(raw);
  return {
    at: toDate(c.em),
    byBuyer: c.origem === 'cliente',
    by: stringOrNull(c.por),
    reason: stringOrNull(c.motivo),
  };
}

function toRefund(raw: unknown, toDate: ToDate): AdminOrder['refund'] {
  if (!raw || typeof raw !== 'object') return null;
  const r = record(raw);
  const state = REFUND_STATES.find((s) => s === r.estado);
  if (!state) return null;
  return {
    state,
    method: paymentMethodOf(r.metodo) ?? 'pix',
    amount: numberOr(r.valor, 0),
    link: stringOrNull(r.link),
    error: stringOrNull(r.erro),
    attempts: numberOr(r.tentativas, 0),
    updatedAt: toDate(r.atualizado_em),
    note: stringOrNull(r.observacao),
  };
}
