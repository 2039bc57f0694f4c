// The money of a cancelled paid order (orders/{id}.reembolso, core/cancellation.ts REFUND_STATES).
// PIX and card go back through Asaas's refund call (a card plan: the whole plan). A boleto has no
// online refund to our account's side: Asaas gives a page where the buyer enters their bank
// account, and its link goes to the buyer. Whatever Asaas refuses (its fees are not returned, so a
// just-received PIX can fail until the balance covers it) or cannot answer is kept as 'falhou'
// with the reason: the admin's task list shows it and a retry or a manual refund closes it.
import type { OrderRefund, RefundState } from '@gn/core/cancellation';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { recordMessage, recordMessageNow, type OutboxInput } from '../outbox/outbox.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError, type AsaasPayment } from '../payments/asaas/index.ts';
import { chargeOf, chargePayments, refundCharge, type OrderCharge } from './order-charge.ts';
import { orderDoc } from '../store/documents.ts';

export const BOLETO_REST_MESSAGE =
  'Boleto com ingressos já reembolsados: o Asaas só estorna o boleto inteiro. Devolva o restante ao comprador por transferência e marque como feito.';

/** States a later answer may not overwrite: the money is back. */
const FINAL: readonly RefundState[] = ['concluido', 'manual'];

type Outcome = Pick<OrderRefund, 'estado'> & { link?: string | null; erro?: string | null };

/** Asaas's own words when it refused (its descriptions), else the error's message. */
export function describe(error: unknown): string {
  if (isAsaasError(error)) {
    const said = error.details.map((d) => d.description).filter((d) => d.length > 0);
    return said.length > 0 ? said.join(' ') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** `rest`: after partial refunds, only what they left (a single payment is refunded by value). */
async function askAsaas(charge: OrderCharge, rest: number | null): Promise<Outcome> {
  const payments: AsaasPayment[] = await chargePayments(charge);
  if (payments.length > 0 && payments.every((p) => p.status === 'REFUNDED')) return { estado: 'concluido' };
  // The buyer may have chosen the way to pay on Asaas's page: its payment says which it was.
  if (payments.some((p) => p.billingType === 'BOLETO')) {
    // Asaas refunds only the whole slip: after partial refunds that would give back too much.
    if (rest !== null) return { estado: 'falhou', erro: BOLETO_REST_MESSAGE };
    const { requestUrl } = await asaas().refundBankSlip(charge.paymentId);
    return { estado: 'aguardando_dados', link: requestUrl };
  }
  if (rest !== null && !charge.installmentId) await asaas().refundPayment(charge.paymentId, rest);
  else await refundCharge(charge);
  const after = await chargePayments(charge).catch(() => []);
  const done = after.length > 0 && after.every((p) => p.status === 'REFUNDED');
  return { estado: done ? 'concluido' : 'em_andamento' };
}

/**
 * Asks Asaas for the refund of a cancelled order and records the outcome. Never throws: a failure
 * is an outcome. Safe to repeat: an order whose money is already back, or on its way, is left as it is.
 * `announce`: the buyer's e-mail about it (cancel-order.ts), recorded in the mail outbox with the
 * outcome, so that it tells what became of the money.
 */
export async function requestRefund(
  orderId: string,
  now = new Date(),
  announce?: OutboxInput,
): Promise<OrderRefund<Timestamp>> {
  const ref = orderDoc(db(), orderId);
  const order = (await ref.get()).data();
  const refund = order?.reembolso as OrderRefund<Timestamp> | undefined;
  if (!order || !refund) throw new Error(`Order ${orderId} has no refund to request`);
  if (refund.estado !== 'pendente' && refund.estado !== 'falhou') {
    // Another request got there first and settled it: nothing to write, the e-mail still goes.
    if (announce) await recordMessageNow(announce);
    return refund;
  }

  const charge = chargeOf(order);
  let outcome: Outcome;
  if (!charge) {
    // Paid by hand (cash, a transfer): there is nothing in Asaas to refund.
    outcome = {
      estado: 'falhou',
      erro: 'Pedido sem cobrança no Asaas: reembolse por fora e marque como feito.',
    };
  } else {
    try {
      const partials = Array.isArray(order.reembolsos_parciais) && order.reembolsos_parciais.length > 0;
      outcome = await askAsaas(charge, partials ? refund.valor : null);
    } catch (error) {
      logger.warn(`Refund of order ${orderId} refused or failed`, error);
      outcome = { estado: 'falhou', erro: describe(error).slice(0, 500) };
    }
  }
  return recordRefund(orderId, outcome, now, { attempt: true, announce });
}

/** Writes an outcome unless the money is already back (a webhook may have arrived first). */
async function recordRefund(
  orderId: string,
  outcome: Outcome & { observacao?: string | null },
  now: Date,
  options: { attempt: boolean; announce?: OutboxInput },
): Promise<OrderRefund<Timestamp>> {
  const ref = orderDoc(db(), orderId);
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('reembolso') as OrderRefund<Timestamp> | undefined;
    if (!current) throw new Error(`Order ${orderId} has no refund`);
    if (options.announce) recordMessage(tx, options.announce);
    if (FINAL.includes(current.estado)) return current;
    const next: OrderRefund<Timestamp> = {
      ...current,
      estado: outcome.estado,
      link: outcome.link !== undefined ? outcome.link : current.link,
      erro: outcome.erro ?? null,
      tentativas: current.tentativas + (options.attempt ? 1 : 0),
      atualizado_em: Timestamp.fromDate(now),
      ...(outcome.observacao !== undefined ? { observacao: outcome.observacao } : {}),
    };
    tx.update(ref, { reembolso: next, updated_at: FieldValue.serverTimestamp() });
    return next;
  });
}

/** Asaas says the money went back (PAYMENT_REFUNDED) for an order we cancelled. */
export async function recordRefundDone(orderId: string, now = new Date()): Promise<boolean> {
  const refund = (await orderDoc(db(), orderId).get()).get('reembolso') as OrderRefund | undefined;
  if (!refund || FINAL.includes(refund.estado)) return false;
  await recordRefund(orderId, { estado: 'concluido' }, now, { attempt: false });
  return true;
}

/** The admin refunded outside Asaas's API (a bank transfer to the buyer) and says so. */
export async function recordManualRefund(
  orderId: string,
  observacao: string,
  now = new Date(),
): Promise<OrderRefund<Timestamp>> {
  return recordRefund(orderId, { estado: 'manual', observacao }, now, { attempt: false });
}
