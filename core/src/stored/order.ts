// Reading `orders/{orderId}` (docs/data-model.md): the one reader every app and function uses,
// tolerant of the spec's older field names (a line's `titulo`, `tipo`, `preco_unitario`,
// `quantidade`) and of missing fields. Writers build the document with newOrderDocument()
// (order.ts); what a reader returns is that document as it may really be stored: times as Date
// or null, the status as its canonical value or null when unknown.
import { z } from '../zod.ts';
import { isPriceKind } from '../box-office.ts';
import { REFUND_STATES } from '../cancellation.ts';
import { PAYMENT_METHODS } from '../payment.ts';
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
  origem: oneOfOr(['cliente', 'admin'], 'admin'),
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

const automaticRefundSchema = z.object({
  payment_id: text(),
  estado: oneOfOr(['pendente', 'feito', 'aguardando_dados', 'falhou'], 'pendente'),
  motivo: text(),
  link: textOrNull,
});

export const storedOrderSchema = z.object({
  user_id: text(),
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
