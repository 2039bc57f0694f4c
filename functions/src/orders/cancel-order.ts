// A paid order cancelled: the buyer's withdrawal (CDC art. 49, core/cancellation.ts) or the admin's
// decision. One transaction (transitions.ts) cancels the order and its tickets and gives the places
// back; then the money goes back through Asaas (refund.ts), the buyer gets an e-mail (recorded in
// the mail outbox with the write that settles the money, see cancellationMail) and the audit log
// records who, when and why. The order never waits on Asaas: a refund Asaas refuses or cannot
// take online stays on the order as the admin's task, nothing is lost.
import {
  CANCELLATION_ERRORS,
  cancellationPolicyOf,
  cancellationRefusal,
  cancellationTerms,
  cancellationWindow,
  refundMethodOf,
  type CancellationRefusal,
  type OrderCancellation,
  type OrderRefund,
} from '@gn/core/cancellation';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderNumber } from '@gn/core/ids';
import { remainingRefundable, type Order } from '@gn/core/order';
import { parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import type { CancelAnswer, CancellationPreviewAnswer } from '@gn/core/schemas/order-cancel';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { mailEnabled, recordMessage } from '../outbox/outbox.ts';
import { requestRefund } from './refund.ts';
import { applyOrderStatus } from './transitions.ts';
import { eventDoc, orderDoc, ticketsPlain } from '../store/documents.ts';

export interface CancelRequest {
  orderId: string;
  actor: { uid: string; email: string | null };
  origem: OrderCancellation['origem'];
  motivo: string | null;
  now?: Date;
}

function eventStartOf(order: Order<Timestamp>, event: Record<string, unknown> | undefined): Date {
  const start = event?.data_inicio ?? order.items[0]?.data_evento;
  return start instanceof Timestamp ? start.toDate() : new Date(0);
}

/** Refuses with the reason the buyer reads; someone else's order is "not found", as everywhere. */
function refuse(refusal: CancellationRefusal): never {
  throw refusalError('conflict', refusal);
}

async function ticketsForRules(orderId: string) {
  const snap = await ticketsPlain(db()).where('order_id', '==', orderId).get();
  return snap.docs.map((d) => {
    const transfers = d.get('transferencias');
    return { status: String(d.get('status')), transferred: Array.isArray(transfers) && transfers.length > 0 };
  });
}

/** GET /api/orders/{id}/cancellation: what the dialog shows before the buyer confirms. */
export async function cancellationPreview(
  orderId: string,
  uid: string,
  now = new Date(),
): Promise<CancellationPreviewAnswer> {
  const order = (await orderDoc(db(), orderId).get()).data() as Order<Timestamp> | undefined;
  if (!order || order.user_id !== uid) throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  const eventId = order.items[0]?.event_id;
  const event = eventId ? (await eventDoc(db(), eventId).get()).data() : undefined;
  const policy = cancellationPolicyOf(event ?? {});
  const purchasedAt = (order.paid_at ?? order.created_at).toDate();
  const eventStart = eventStartOf(order, event);
  const window = cancellationWindow(purchasedAt, eventStart, policy);
  const refusal = cancellationRefusal(
    { status: order.status, tickets: await ticketsForRules(orderId), purchasedAt, eventStart, policy },
    now,
  );
  return {
    recusa: refusal,
    prazos: cancellationTerms(window, policy),
    fecha_em: window.closesAt.toISOString(),
    valor: remainingRefundable(order),
    metodo: refundMethodOf(order.billing_type),
  };
}

/**
 * The buyer's cancellation e-mail. It tells how the money comes back (the refund's state, a
 * boleto's link), known only once Asaas has answered, outside the cancellation's transaction (the
 * order never waits on Asaas): so it is recorded with the refund's outcome (refund.ts), and with
 * the cancellation itself only for a free order, which has no refund. Nobody awaits it: the
 * answer carries the refund, not the e-mail.
 */
function cancellationMail(orderId: string) {
  return { tipo: 'cancelamento', order_id: orderId, para: null, ticket_id: null, aguardada: false } as const;
}

export async function cancelPaidOrder(request: CancelRequest): Promise<CancelAnswer> {
  const { orderId, actor, origem, motivo } = request;
  const now = request.now ?? new Date();
  const byBuyer = origem === 'cliente';
  const orderRef = orderDoc(db(), orderId);
  const current = (await orderRef.get()).data() as Order<Timestamp> | undefined;
  if (!current || (byBuyer && current.user_id !== actor.uid)) {
    throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  }
  const eventId = current.items[0]?.event_id;
  const event = eventId ? (await eventDoc(db(), eventId).get()).data() : undefined;

  let refundOwed = false;
  const mail = mailEnabled();
  const result = await applyOrderStatus(
    orderId,
    'cancelado',
    { origem, por: actor.uid, motivo: motivo ?? (byBuyer ? 'Desistência do comprador' : null) },
    {
      decide(order, tickets, tx) {
        if (byBuyer) {
          const refusal = cancellationRefusal(
            {
              status: order.status,
              tickets,
              purchasedAt: (order.paid_at ?? order.created_at).toDate(),
              eventStart: eventStartOf(order, event),
              policy: cancellationPolicyOf(event ?? {}),
            },
            now,
          );
          if (refusal) refuse(refusal);
        }
        const at = Timestamp.fromDate(now);
        const cancellation: OrderCancellation<Timestamp> = { em: at, por: actor.uid, origem, motivo };
        // A free order (courtesy tickets) has nothing to give back: no refund, no admin task. An
        // order with tickets refunded one by one gives back only the rest (ticket-refund.ts).
        const owed = remainingRefundable(order);
        refundOwed = owed > 0;
        if (!refundOwed) {
          if (mail) recordMessage(tx, cancellationMail(orderId));
          return { cancelamento: cancellation };
        }
        const refund: OrderRefund<Timestamp> = {
          estado: 'pendente',
          metodo: refundMethodOf(order.billing_type),
          valor: owed,
          link: null,
          erro: null,
          tentativas: 0,
          atualizado_em: at,
        };
        return { cancelamento: cancellation, reembolso: refund };
      },
    },
  );
  if (!result.changed) {
    const status = result.status ?? parseOrderStatus(current.status);
    if (status === 'cancelado' || status === 'reembolsado') refuse(CANCELLATION_ERRORS.alreadyCancelled);
    refuse(CANCELLATION_ERRORS.notPaid);
  }

  const refund = refundOwed
    ? await requestRefund(orderId, now, mail ? cancellationMail(orderId) : undefined)
    : null;
  await audit(request, refund, result.from).catch((error: unknown) =>
    logger.error(`Could not audit the cancellation of order ${orderId}`, error),
  );
  return {
    status: 'cancelado',
    reembolso: refund && { ...refund, atualizado_em: refund.atualizado_em.toDate().toISOString() },
  };
}

const ORIGIN_LABELS: Record<CancelRequest['origem'], string> = {
  cliente: 'comprador',
  admin: 'admin',
  evento: 'evento cancelado',
  adiamento: 'evento adiado',
};

async function audit(
  request: CancelRequest,
  refund: OrderRefund<Timestamp> | null,
  from: OrderStatus | null,
): Promise<void> {
  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: request.actor.uid,
    actorEmail: request.actor.email,
    action: 'update',
    target: `orders/${request.orderId}`,
    targetLabel: `#${orderNumber(request.orderId)} · Cancelamento (${ORIGIN_LABELS[request.origem]})`,
    changes: {
      status: { before: from, after: 'cancelado' },
      motivo: { before: null, after: request.motivo },
      reembolso: {
        before: null,
        after: refund ? `${refund.estado} · ${refund.valor}` : 'sem valor a devolver',
      },
    },
    source: 'function',
  });
  await batch.commit();
}
