// The money of a partial refund (orders/{id}.reembolsos_parciais[], core/ticket-refund.ts). The
// entry is written first ('pendente', refund-tickets.ts); then Asaas is asked here, and only for
// an entry still 'pendente' or 'falhou'. Every refund call carries the entry's id as Asaas's refund
// `description`, and what Asaas already holds under that id is read first and not asked again:
// a retry after a lost answer never refunds twice.
//
// By method (sources: docs.asaas.com/reference/refund-payment: `value` refunds part of a received
// PIX or card payment; docs.asaas.com/reference/refund-installment: a plan's refund takes no value,
// it refunds the whole plan): PIX and a single card payment, one POST /payments/{id}/refund with
// `value`; a card installment plan, the same call on its paid installments' payments, from the
// last one back, each up to what it has left; a boleto has only the whole bank-slip refund
// (no value), so a part of a boleto is the admin's task (a transfer, then "marcar como feito"),
// as is any order without an Asaas charge (a door sale in cash or on the card machine).
import type { TicketRefund } from '@gn/core/ticket-refund';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { recordMessage, recordMessageNow, type OutboxInput } from '../outbox/outbox.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasPaymentPaid, paymentValueCentavos, type AsaasPayment } from '../payments/asaas/index.ts';
import { chargeOf, chargePayments } from './order-charge.ts';
import { describe } from './refund.ts';
import { orderDoc } from '../store/documents.ts';

export const BOLETO_PART_MESSAGE =
  'Pedido pago por boleto: o Asaas só estorna o boleto inteiro. Devolva este valor ao comprador por transferência e marque como feito.';
export const NO_CHARGE_MESSAGE =
  'Pedido sem cobrança no Asaas (venda em dinheiro ou na maquininha): devolva o valor por fora e marque como feito.';

type Entry = TicketRefund<Timestamp>;
type Outcome = Pick<Entry, 'estado'> & { erro?: string | null; observacao?: string | null };
const FINAL: readonly Entry['estado'][] = ['concluido', 'manual'];

const centavos = (reais: number) => Math.round(reais * 100);

/** What Asaas holds refunded under our entry's id, and of that what is done. */
function refundedUnder(payments: readonly AsaasPayment[], entryId: string) {
  const mine = payments.flatMap((p) => (p.refunds ?? []).filter((r) => r.description === entryId));
  const asked = mine.filter((r) => !/CANCEL|REFUSED|FAIL/i.test(r.status));
  return {
    asked: asked.reduce((s, r) => s + centavos(r.value), 0),
    done: asked.filter((r) => r.status === 'DONE').reduce((s, r) => s + centavos(r.value), 0),
  };
}

/** What a payment has left to refund. */
function leftIn(p: AsaasPayment): number {
  const refunded = (p.refunds ?? [])
    .filter((r) => !/CANCEL|REFUSED|FAIL/i.test(r.status))
    .reduce((s, r) => s + centavos(r.value), 0);
  return paymentValueCentavos(p) - refunded;
}

/** Asks Asaas for what the entry still lacks, across the charge's paid payments (a plan: last first). */
async function askAsaas(order: Record<string, unknown>, entry: Entry): Promise<Outcome> {
  const charge = chargeOf(order);
  if (!charge) return { estado: 'falhou', erro: NO_CHARGE_MESSAGE };
  const payments = await chargePayments(charge);
  if (payments.some((p) => p.billingType === 'BOLETO'))
    return { estado: 'falhou', erro: BOLETO_PART_MESSAGE };
  let missing = entry.valor - refundedUnder(payments, entry.id).asked;
  const paid = payments
    .filter((p) => isAsaasPaymentPaid(p))
    .sort((a, b) => (b.installmentNumber ?? 0) - (a.installmentNumber ?? 0));
  for (const p of paid) {
    if (missing <= 0) break;
    const part = Math.min(missing, leftIn(p));
    if (part <= 0) continue;
    await asaas().refundPayment(p.id, part, entry.id);
    missing -= part;
  }
  if (missing > 0)
    return { estado: 'falhou', erro: 'O valor a devolver é maior que o que resta pago no Asaas.' };
  const after = await chargePayments(charge).catch(() => []);
  return { estado: refundedUnder(after, entry.id).done >= entry.valor ? 'concluido' : 'em_andamento' };
}

/** Writes an entry's outcome unless its money is already back (a webhook may have come first). */
export async function recordTicketRefund(
  orderId: string,
  entryId: string,
  outcome: Outcome,
  now: Date,
  options: { attempt: boolean; announce?: OutboxInput },
): Promise<Entry> {
  const ref = orderDoc(db(), orderId);
  return db().runTransaction(async (tx) => {
    const entries = ((await tx.get(ref)).get('reembolsos_parciais') ?? []) as Entry[];
    const current = entries.find((e) => e.id === entryId);
    if (!current) throw new Error(`Order ${orderId} has no partial refund ${entryId}`);
    if (options.announce) recordMessage(tx, options.announce);
    if (FINAL.includes(current.estado)) return current;
    const next: Entry = {
      ...current,
      estado: outcome.estado,
      erro: outcome.erro ?? null,
      tentativas: current.tentativas + (options.attempt ? 1 : 0),
      atualizado_em: Timestamp.fromDate(now),
      ...(outcome.observacao !== undefined ? { observacao: outcome.observacao } : {}),
    };
    tx.update(ref, {
      reembolsos_parciais: entries.map((e) => (e.id === entryId ? next : e)),
      updated_at: FieldValue.serverTimestamp(),
    });
    return next;
  });
}

/**
 * Asks Asaas for an entry's money and records the outcome. Never throws: a failure is an outcome.
 * An entry already asked for (on its way, waiting, done) is left as it is. `announce`: the
 * buyer's e-mail, recorded with the outcome so that it tells what became of the money.
 */
export async function requestTicketRefund(
  orderId: string,
  entryId: string,
  now = new Date(),
  announce?: OutboxInput,
): Promise<Entry> {
  const order = (await orderDoc(db(), orderId).get()).data() ?? {};
  const entry = ((order.reembolsos_parciais ?? []) as Entry[]).find((e) => e.id === entryId);
  if (!entry) throw new Error(`Order ${orderId} has no partial refund ${entryId}`);
  if (entry.estado !== 'pendente' && entry.estado !== 'falhou') {
    if (announce) await recordMessageNow(announce);
    return entry;
  }
  let outcome: Outcome;
  if (entry.valor === 0) outcome = { estado: 'concluido' };
  else {
    try {
      outcome = await askAsaas(order, entry);
    } catch (error) {
      logger.warn(`Partial refund ${entryId} refused or failed`, error);
      outcome = { estado: 'falhou', erro: describe(error).slice(0, 500) };
    }
  }
  return recordTicketRefund(orderId, entryId, outcome, now, { attempt: true, announce });
}

/**
 * A refund event (PAYMENT_PARTIALLY_REFUNDED, PAYMENT_REFUNDED) for an order with partial refunds:
 * reads the charge from Asaas (events come at least once and in any order: the state, not the
 * event, decides) and marks done every entry whose money Asaas shows back. How many it marked.
 */
export async function settleTicketRefunds(orderId: string, now = new Date()): Promise<number> {
  const order = (await orderDoc(db(), orderId).get()).data() ?? {};
  const open = ((order.reembolsos_parciais ?? []) as Entry[]).filter(
    (e) => e.estado === 'em_andamento' || e.estado === 'pendente',
  );
  const charge = chargeOf(order);
  if (open.length === 0 || !charge) return 0;
  const payments = await chargePayments(charge);
  let settled = 0;
  for (const entry of open) {
    if (refundedUnder(payments, entry.id).done < entry.valor) continue;
    await recordTicketRefund(orderId, entry.id, { estado: 'concluido' }, now, { attempt: false });
    settled++;
  }
  return settled;
}

/** Whether every payment of the order's charge is refunded in full (a REFUNDED for the order). */
export async function chargeWhollyRefunded(order: Record<string, unknown>): Promise<boolean> {
  const charge = chargeOf(order);
  if (!charge) return false;
  const payments = await chargePayments(charge);
  return payments.length > 0 && payments.every((p) => p.status === 'REFUNDED');
}

/** The admin refunded an entry outside Asaas's API and says so. */
export function recordManualTicketRefund(
  orderId: string,
  entryId: string,
  observacao: string,
  now = new Date(),
) {
  return recordTicketRefund(orderId, entryId, { estado: 'manual', observacao }, now, { attempt: false });
}
