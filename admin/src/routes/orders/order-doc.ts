// An order as the admin screens show it, pure: AdminOrder is a mapping of what core's reader
// (core/src/stored/order.ts) makes of the stored document, older field names included.
import { needsMeiaDocument } from '@gn/core/box-office';
import { chargedAmount } from '@gn/core/order';
import type { RefundableOrder } from '@gn/core/ticket-refund';
import {
  cancellationView,
  readOrder,
  refundView,
  ticketRefundsView,
  type CancellationView,
  type RefundView,
  type TicketRefundView,
  type StoredOrderLine,
} from '@gn/core/stored/order';

export type AdminOrderLine = {
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
  /** the canonical status, or '—' when the stored one is unknown */
  status: string;
  items: AdminOrderLine[];
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
  cancellation: CancellationView | null;
  /** the money of a cancelled order: its state, how and how much, a boleto's link, Asaas's refusal */
  refund: RefundView | null;
  /** refunds of chosen tickets while the order stays paid (core/ticket-refund.ts), oldest first */
  ticketRefunds: TicketRefundView[];
  /** what core's refund rule reads (ticketRefundQuote): the amount shown before confirming */
  refundable: RefundableOrder;
};

/** `orders/{id}` as Firestore handed it → AdminOrder: a mapping of core's reader (core/src/stored). */
export function toAdminOrder(id: string, data: unknown): AdminOrder {
  const order = readOrder(data);
  return {
    id,
    userId: order.user_id,
    status: order.status ?? '—',
    items: order.items.map(toAdminLine),
    subtotal: order.subtotal,
    fees: order.taxas,
    discount: order.desconto,
    total: order.total,
    coupon: order.cupom,
    lote: order.lote?.nome || null,
    holders: order.titulares.map((h) => h.nome || '—'),
    buyer: { ...order.comprador, telefone: order.comprador.telefone ?? '' },
    billingType: order.billing_type,
    installments:
      order.parcelas > 1
        ? { count: order.parcelas, value: order.valor_parcela ?? 0, charged: chargedAmount(order) }
        : null,
    paymentId: order.asaas_payment_id,
    invoiceUrl: order.asaas_invoice_url,
    bankSlipUrl: order.asaas_bankslip_url,
    dueDate: order.asaas_due_date,
    pix: order.pix && { payload: order.pix.payload, expiresAt: order.pix.expira_em },
    reservationEndsAt: order.reserva_expira_em,
    history: order.status_historico.map((change) => ({
      from: change.de,
      to: change.para ?? '—',
      at: change.em,
      origin: change.origem || '—',
      by: change.por,
      reason: change.motivo,
    })),
    amountMismatches: order.alertas_pagamento.map((alert) => ({
      paymentId: alert.payment_id,
      event: alert.evento || '—',
      receivedCentavos: alert.valor_recebido,
      at: alert.em,
    })),
    createdAt: order.created_at,
    paidAt: order.paid_at,
    cancellation: cancellationView(order),
    refund: refundView(order),
    ticketRefunds: ticketRefundsView(order),
    refundable: {
      items: order.items.map((l) => ({
        preco: l.preco,
        qnt: l.qnt,
        taxa_unitaria: l.taxa_unitaria ?? undefined,
      })),
      subtotal: order.subtotal,
      taxas: order.taxas,
      desconto: order.desconto,
      total: order.total,
      total_cobrado: order.total_cobrado,
      reembolsos_parciais: order.reembolsos_parciais,
    },
  };
}

function toAdminLine(line: StoredOrderLine): AdminOrderLine {
  return {
    eventId: line.event_id,
    eventTitle: line.event_titulo || '—',
    type: line.tipo_ingresso || '—',
    unitPrice: line.preco,
    quantity: line.qnt,
    // Half price (meia-entrada, quota or 60+): the door checks a document.
    halfPrice: line.tipo_preco !== null && needsMeiaDocument(line.tipo_preco),
    eventDate: line.data_evento,
    place: line.local_evento,
  };
}
