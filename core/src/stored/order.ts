// Reading `orders/{orderId}` (docs/data-model.md): the one reader every app and function uses,
// tolerant of the spec's older field names (a line's `titulo`, `tipo`, `preco_unitario`,
// `quantidade`) and of missing fields. Writers build the document with newOrderDocument()
// (order.ts); what a reader returns is that document as it may really be stored: times as Date
// or null, the status as its canonical value or null when unknown.
import { z } from '../zod.ts';
import { isPriceKind } from '../box-office.ts';
import {
  CANCELLATION_ORIGINS,
  REFUND_STATES,
  type CancellationOrigin,
  type RefundState,
} from '../cancellation.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../payment.ts';
import { ORDER_CHANNELS } from '../order.ts';
import { storedDoorSaleSchema } from './cash-register.ts';
import { parseOrderStatus } from '../order-status.ts';
import {
  list,
  map,
  mapOrNull,
  number,
  numberOrNull,
  oneOf,
  oneOfOr,
  parsedText,
  plainMap,
  text,
  textList,
  textOrNull,
  time,
} from './fields.ts';

/** Older documents name a line's fields as the first spec did: read them under today's names. */
function withTodaysLineNames(value: unknown): Record<string, unknown> {
  const line = plainMap(value);
  return {
    ...line,
    event_titulo: line.event_titulo ?? line.titulo,
    tipo_ingresso: line.tipo_ingresso ?? line.tipo,
    preco: line.preco ?? line.preco_unitario,
    qnt: line.qnt ?? line.quantidade,
  };
}

const storedLineSchema = z.preprocess(
  withTodaysLineNames,
  z.object({
    event_id: text(),
    event_titulo: text(),
    event_slug: text(),
    pricing_table_id: text(),
    item_id: text(),
    tipo_ingresso: text(),
    preco: number(),
    /** null: a line priced before the fee was kept per ticket */
    taxa_unitaria: numberOrNull,
    qnt: number(),
    /** absent on lines priced before kinds: null (an inteira) */
    tipo_preco: z
      .unknown()
      .optional()
      .transform((v) => (isPriceKind(v) ? v : null)),
    data_evento: time,
    local_evento: text(),
  }),
);

const statusChangeSchema = z.object({
  de: parsedText(parseOrderStatus),
  para: parsedText(parseOrderStatus),
  em: time,
  origem: text(),
  por: textOrNull,
  motivo: textOrNull,
});

const paymentAlertSchema = z.object({
  tipo: text(),
  evento: text(),
  asaas_event_id: text(),
  payment_id: textOrNull,
  valor_recebido: numberOrNull,
  em: time,
});

const cancellationSchema = z.object({
  em: time,
  por: textOrNull,
  origem: oneOfOr(CANCELLATION_ORIGINS, 'admin'),
  motivo: textOrNull,
});

// A refund in an unknown state is not shown as one: the admin sees the order without it.
const refundSchema = mapOrNull({
  estado: oneOf(REFUND_STATES),
  metodo: oneOfOr(PAYMENT_METHODS, 'pix'),
  valor: number(),
  link: textOrNull,
  erro: textOrNull,
  tentativas: number(),
  atualizado_em: time,
  observacao: textOrNull,
}).transform((refund) => (refund?.estado ? { ...refund, estado: refund.estado } : null));

// A partial refund (ticket-refund.ts); one in an unknown state is left out, as above.
const ticketRefundSchema = z.object({
  id: text(),
  ticket_ids: textList,
  em: time,
  por: textOrNull,
  origem: oneOfOr(['cliente', 'admin'], 'admin'),
  motivo: textOrNull,
  estado: oneOf(REFUND_STATES),
  metodo: oneOfOr(PAYMENT_METHODS, 'pix'),
  valor: number(),
  link: textOrNull,
  erro: textOrNull,
  tentativas: number(),
  atualizado_em: time,
  observacao: textOrNull,
});

const automaticRefundSchema = z.object({
  payment_id: text(),
  estado: oneOfOr(['pendente', 'feito', 'aguardando_dados', 'falhou'], 'pendente'),
  motivo: text(),
  link: textOrNull,
});

export const storedOrderSchema = z.object({
  user_id: text(),
  /** absent on older orders: the site's */
  canal: oneOfOr(ORDER_CHANNELS, 'site'),
  /** a box-office sale's register, operator and payment; null on other orders */
  bilheteria: storedDoorSaleSchema,
  status: parsedText(parseOrderStatus),
  items: list(storedLineSchema),
  event_ids: textList,
  subtotal: number(),
  taxas: number(),
  desconto: number(),
  total: number(),
  cupom: textOrNull,
  lote: mapOrNull({ id: text(), nome: text() }),
  parcelas: number(1),
  valor_parcela: numberOrNull,
  juros: number(),
  /** what the card is charged; chargedAmount() reads it with the total */
  total_cobrado: numberOrNull,
  comprador: map({ nome: text(), email: text(), cpf: text(), telefone: textOrNull }),
  titulares: list(z.object({ nome: text(), cpf: text() })),
  billing_type: oneOf(['CREDIT_CARD', 'PIX', 'BOLETO', 'UNDEFINED']),
  asaas_customer_id: textOrNull,
  asaas_payment_id: textOrNull,
  asaas_installment_id: textOrNull,
  asaas_invoice_url: textOrNull,
  asaas_due_date: textOrNull,
  asaas_bankslip_url: textOrNull,
  pix: mapOrNull({ payload: text(), encoded_image: text(), expira_em: time }),
  reserva_expira_em: time,
  idempotency_key: text(),
  claim_id: text(),
  status_historico: list(statusChangeSchema),
  email_enviado_em: time,
  /** a sender's claim while the mail goes out (send-order-confirmation.ts, send-reminders.ts) */
  email_enviando_em: time,
  lembrete_enviado_em: time,
  lembrete_enviando_em: time,
  /** why the reminder will not be sent: the buyer turned e-mail notifications off */
  lembrete_pulado: oneOf(['preferencia']),
  reconciliado_em: time,
  reembolso_automatico: mapOrNull(automaticRefundSchema.shape),
  cancelamento: mapOrNull(cancellationSchema.shape),
  reembolso: refundSchema,
  /** refunds of chosen tickets, only those in a known state */
  reembolsos_parciais: list(ticketRefundSchema).transform((refunds) =>
    refunds.flatMap((r) => (r.estado ? [{ ...r, estado: r.estado }] : [])),
  ),
  alertas_pagamento: list(paymentAlertSchema),
  created_at: time,
  updated_at: time,
  paid_at: time,
});

/** An order as stored, read: every field present, each one its type or its default. */
export type StoredOrder = z.output<typeof storedOrderSchema>;
export type StoredOrderLine = StoredOrder['items'][number];

/** `orders/{id}` as Firestore handed it (or anything else) → StoredOrder. Never throws. */
export function readOrder(data: unknown): StoredOrder {
  return storedOrderSchema.parse(plainMap(data));
}

/** A paid order's cancellation as the screens show it: when, by the buyer or the shop, who, why. */
export interface CancellationView {
  at: Date | null;
  byBuyer: boolean;
  /** why: the buyer, the shop, the event's cancellation, a refund asked after a postponement */
  origin: CancellationOrigin;
  /** the uid of whoever cancelled (the buyer's own, or an admin's) */
  by: string | null;
  reason: string | null;
}

/** The money of a cancelled order as the screens show it: its state, how and how much. */
export interface RefundView {
  state: RefundState;
  method: PaymentMethod;
  amount: number;
  /** a boleto refund's bank-details page; as stored, so a screen checks it before any href */
  link: string | null;
  /** Asaas's refusal, for the admin */
  error: string | null;
  attempts: number;
  updatedAt: Date | null;
  note: string | null;
}

/** One partial refund as the screens show it (RefundView and which tickets, when, who, why). */
export interface TicketRefundView extends RefundView {
  id: string;
  ticketIds: string[];
  at: Date | null;
  byBuyer: boolean;
  by: string | null;
  reason: string | null;
}

export function ticketRefundsView(order: Pick<StoredOrder, 'reembolsos_parciais'>): TicketRefundView[] {
  return order.reembolsos_parciais.map((r) => ({
    id: r.id,
    ticketIds: r.ticket_ids,
    at: r.em,
    byBuyer: r.origem === 'cliente',
    by: r.por,
    reason: r.motivo,
    state: r.estado,
    method: r.metodo,
    amount: r.valor,
    link: r.link,
    error: r.erro,
    attempts: r.tentativas,
    updatedAt: r.atualizado_em,
    note: r.observacao,
  }));
}

/** The order's cancellation in the screens' names, or null when it was not cancelled. */
export function cancellationView(order: Pick<StoredOrder, 'cancelamento'>): CancellationView | null {
  const c = order.cancelamento;
  return c && { at: c.em, byBuyer: c.origem === 'cliente', origin: c.origem, by: c.por, reason: c.motivo };
}

/** The order's refund in the screens' names, or null when there is none. */
export function refundView(order: Pick<StoredOrder, 'reembolso'>): RefundView | null {
  const r = order.reembolso;
  return (
    r && {
      state: r.estado,
      method: r.metodo,
      amount: r.valor,
      link: r.link,
      error: r.erro,
      attempts: r.tentativas,
      updatedAt: r.atualizado_em,
      note: r.observacao,
    }
  );
}
