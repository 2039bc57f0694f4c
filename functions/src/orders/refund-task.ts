// The admin's refund tasks on a cancelled order (orders/{id}.reembolso) and on a partial refund
// of chosen tickets (orders/{id}.reembolsos_parciais[], by its id): ask Asaas again after a
// refusal, or record a refund made outside Asaas's API (a bank transfer to the buyer). Both are
// audited; a refund whose money is already back is left as it is.
import type { OrderRefund } from '@gn/core/cancellation';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderNumber } from '@gn/core/ids';
import type { RefundTaskAnswer } from '@gn/core/schemas/admin-orders';
import type { TicketRefundTaskAnswer } from '@gn/core/schemas/ticket-refund';
import type { TicketRefund } from '@gn/core/ticket-refund';
import type { Timestamp } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { recordManualRefund, requestRefund } from './refund.ts';
import { recordManualTicketRefund, requestTicketRefund } from './ticket-refund-money.ts';
import { orderDoc } from '../store/documents.ts';

export const NO_REFUND_MESSAGE = 'Este pedido não tem reembolso a fazer';
export const REFUND_DONE_MESSAGE = 'O reembolso deste pedido já foi concluído';

type Actor = { uid: string; email?: string | null };

async function openRefund(orderId: string): Promise<OrderRefund<Timestamp>> {
  const order = (await orderDoc(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const refund = order.reembolso as OrderRefund<Timestamp> | undefined;
  if (!refund) throw new ApiError('conflict', NO_REFUND_MESSAGE);
  if (refund.estado === 'concluido' || refund.estado === 'manual') {
    throw new ApiError('conflict', REFUND_DONE_MESSAGE);
  }
  return refund;
}

async function audit(
  actor: Actor,
  orderId: string,
  before: OrderRefund<Timestamp>,
  after: OrderRefund<Timestamp>,
) {
  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target: `orders/${orderId}`,
    targetLabel: `#${orderNumber(orderId)} · Reembolso`,
    changes: {
      'reembolso.estado': { before: before.estado, after: after.estado },
      ...(after.observacao ? { 'reembolso.observacao': { before: null, after: after.observacao } } : {}),
    },
    source: 'function',
  });
  await batch.commit();
}

function answer(refund: OrderRefund<Timestamp>): RefundTaskAnswer {
  return { reembolso: { ...refund, atualizado_em: refund.atualizado_em.toDate().toISOString() } };
}

/** Asks Asaas again (POST /api/admin/orders/:id/refund/retry): { reembolso }, a refusal included. */
export async function retryRefund(actor: Actor, orderId: string) {
  const refund = await openRefund(orderId);
  if (refund.estado !== 'falhou' && refund.estado !== 'pendente') {
    throw new ApiError(
      'conflict',
      'Este reembolso já foi pedido ao Asaas: aguarde a resposta ou marque como feito.',
    );
  }
  const after = await requestRefund(orderId);
  await audit(actor, orderId, refund, after);
  return answer(after);
}

/** Records a refund made by hand (POST /api/admin/orders/:id/refund/manual): { reembolso }. */
export async function markRefundedByHand(actor: Actor, orderId: string, observacao: string) {
  const refund = await openRefund(orderId);
  const after = await recordManualRefund(orderId, observacao);
  await audit(actor, orderId, refund, after);
  return answer(after);
}

// The same tasks on one partial refund (orders/{id}.reembolsos_parciais[], refund-tickets.ts).
type Entry = TicketRefund<Timestamp>;

async function openTicketRefund(orderId: string, refundId: string): Promise<Entry> {
  const order = (await orderDoc(db(), orderId).get()).data();
  if (!order) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const entry = ((order.reembolsos_parciais ?? []) as Entry[]).find((e) => e.id === refundId);
  if (!entry) throw new ApiError('not_found', NO_REFUND_MESSAGE);
  if (entry.estado === 'concluido' || entry.estado === 'manual') {
    throw new ApiError('conflict', REFUND_DONE_MESSAGE);
  }
  return entry;
}

async function auditEntry(actor: Actor, orderId: string, before: Entry, after: Entry) {
  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    action: 'update',
    target: `orders/${orderId}`,
    targetLabel: `#${orderNumber(orderId)} · Reembolso ${after.id}`,
    changes: {
      [`reembolsos_parciais.${after.id}.estado`]: { before: before.estado, after: after.estado },
      ...(after.observacao
        ? { [`reembolsos_parciais.${after.id}.observacao`]: { before: null, after: after.observacao } }
        : {}),
    },
    source: 'function',
  });
  await batch.commit();
}

function entryAnswer(entry: Entry): TicketRefundTaskAnswer {
  return {
    reembolso: {
      ...entry,
      em: entry.em.toDate().toISOString(),
      atualizado_em: entry.atualizado_em.toDate().toISOString(),
    },
  };
}

/** POST /api/admin/orders/:id/tickets/refund/:refundId/retry: asks Asaas again. */
export async function retryTicketRefund(actor: Actor, orderId: string, refundId: string) {
  const entry = await openTicketRefund(orderId, refundId);
  if (entry.estado !== 'falhou' && entry.estado !== 'pendente') {
    throw new ApiError(
      'conflict',
      'Este reembolso já foi pedido ao Asaas: aguarde a resposta ou marque como feito.',
    );
  }
  const after = await requestTicketRefund(orderId, refundId);
  await auditEntry(actor, orderId, entry, after);
  return entryAnswer(after);
}

/** POST /api/admin/orders/:id/tickets/refund/:refundId/manual { observacao }: refunded by hand. */
export async function markTicketRefundByHand(
  actor: Actor,
  orderId: string,
  refundId: string,
  observacao: string,
) {
  const entry = await openTicketRefund(orderId, refundId);
  const after = await recordManualTicketRefund(orderId, refundId, observacao);
  await auditEntry(actor, orderId, entry, after);
  return entryAnswer(after);
}
