// Cancelling chosen tickets of a paid order (issue #31): the admin's or financeiro's, or the
// buyer's within the CDC window. One transaction writes the refund's entry first ('pendente',
// orders/{id}.reembolsos_parciais, its amount by core's rule), cancels the tickets (the door
// refuses them, the others still enter) and gives their places back (ticket-slots.ts); then the
// money is asked of Asaas (ticket-refund-money.ts), the freed places go to the waiting list, the
// buyer's e-mail goes with the outcome and the audit log records who and why. The order stays
// paid. When the chosen tickets are all its active ones, it is the whole order's cancellation
// instead (cancel-order.ts), which refunds what the partial refunds left. A coupon's limits count
// orders, not tickets (coupons/coupon-uses.ts: one use per order), so its use stays with the order.
import { cancellationPolicyOf, cancellationRefusal, refundMethodOf } from '@gn/core/cancellation';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { orderNumber } from '@gn/core/ids';
import type { Order } from '@gn/core/order';
import type { TicketRefundAnswer } from '@gn/core/schemas/ticket-refund';
import {
  nextTicketRefundId,
  refundOfTickets,
  ticketRefundQuote,
  ticketRefundRefusal,
  ticketsRefundValue,
  type TicketRefund,
} from '@gn/core/ticket-refund';
import { FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { addAuditEntry } from '../audit/entry.ts';
import { db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { mailEnabled, recordMessage } from '../outbox/outbox.ts';
import { refreshAvailability } from '../stock/availability.ts';
import { offerFreedTickets } from '../waitlist/offer.ts';
import { cancelPaidOrder } from './cancel-order.ts';
import { requestTicketRefund } from './ticket-refund-money.ts';
import { placesToFree, readOrderPlaces, type TicketForSlots } from './ticket-slots.ts';
import { eventDoc, orderDoc, ticketsPlain } from '../store/documents.ts';
import { deletePlacesIn } from '../stock/slot-blocks.ts';

export interface TicketRefundRequest {
  orderId: string;
  ticketIds: string[];
  actor: { uid: string; email: string | null };
  origem: 'cliente' | 'admin';
  motivo: string | null;
  /** staff: throws unless the caller may refund at this event (auth.ts requireAt) */
  checkScope?: (eventId: string) => void;
  now?: Date;
}

type Entry = TicketRefund<Timestamp>;

/** The buyer's e-mail about the cancelled tickets and their money (mail/send-tickets-cancelled-mail.ts). */
function ticketsMail(orderId: string, entryId: string) {
  return {
    tipo: 'ingressos_cancelados',
    order_id: orderId,
    reembolso_id: entryId,
    para: null,
    ticket_id: null,
    aguardada: false,
  } as const;
}

const transferred = (d: QueryDocumentSnapshot) => {
  const transfers = d.get('transferencias');
  return Array.isArray(transfers) && transfers.length > 0;
};

function toSlots(docs: readonly QueryDocumentSnapshot[], order: Order<Timestamp>, cancelled: Set<string>) {
  return docs
    .map((d): TicketForSlots => ({
      id: d.id,
      live: !cancelled.has(d.id) && (d.get('status') === 'ativo' || d.get('status') === 'usado'),
      tipo_preco: String(d.get('tipo_preco') ?? 'inteira'),
      cpf: String(d.get('titular_cpf') ?? order.comprador.cpf),
    }))
    .sort((a, b) => Number(a.id.split('-').pop()) - Number(b.id.split('-').pop()));
}

function iso(entry: Entry): TicketRefund<string> {
  return {
    ...entry,
    em: entry.em.toDate().toISOString(),
    atualizado_em: entry.atualizado_em.toDate().toISOString(),
  };
}

/** The buyer's CDC window, as for the whole order (cancellation.ts), on the chosen tickets. */
async function checkWindow(
  order: Order<Timestamp>,
  chosen: { status: string; transferred: boolean }[],
  now: Date,
) {
  const eventId = order.items[0]?.event_id;
  const event = eventId ? (await eventDoc(db(), eventId).get()).data() : undefined;
  const start = event?.data_inicio ?? order.items[0]?.data_evento;
  const refusal = cancellationRefusal(
    {
      status: order.status,
      tickets: chosen,
      purchasedAt: (order.paid_at ?? order.created_at).toDate(),
      eventStart: start instanceof Timestamp ? start.toDate() : new Date(0),
      policy: cancellationPolicyOf(event ?? {}),
    },
    now,
  );
  if (refusal) throw refusalError('conflict', refusal);
}

export async function refundTickets(request: TicketRefundRequest): Promise<TicketRefundAnswer> {
  const { orderId, ticketIds, actor, origem, motivo } = request;
  const now = request.now ?? new Date();
  const byBuyer = origem === 'cliente';
  const ref = orderDoc(db(), orderId);
  const order = (await ref.get()).data() as Order<Timestamp> | undefined;
  if (!order || (byBuyer && order.user_id !== actor.uid)) {
    throw new ApiError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  }
  const eventId = order.items[0]?.event_id ?? null;
  if (eventId) request.checkScope?.(eventId);

  // A repeated request for the same tickets finds its entry: never a second refund.
  const repeated = refundOfTickets(order.reembolsos_parciais, ticketIds);
  if (repeated) {
    const entry = await requestTicketRefund(orderId, repeated.id, now);
    return { tipo: 'ingressos', reembolso: iso(entry) };
  }

  const tickets = (await ticketsPlain(db()).where('order_id', '==', orderId).get()).docs;
  const chosen = ticketIds.map((id) => tickets.find((t) => t.id === id) ?? null);
  const refusal = ticketRefundRefusal(
    order.status,
    chosen.map((t) => t && { id: t.id, status: String(t.get('status')), transferred: transferred(t) }),
    byBuyer,
  );
  if (refusal) throw refusalError('conflict', refusal);
  if (byBuyer) {
    await checkWindow(
      order,
      chosen.map((t) => ({ status: String(t!.get('status')), transferred: transferred(t!) })),
      now,
    );
  }

  const all = tickets.map((t) => ({ id: t.id, status: String(t.get('status')) }));
  if (ticketRefundQuote(order, orderId, ticketIds, all).pedidoInteiro) {
    const whole = await cancelPaidOrder({ orderId, actor, origem, motivo, now });
    return { tipo: 'pedido', ...whole };
  }

  const entry = await writeEntry(request, now);
  if (eventId) {
    await refreshAvailability(db(), eventId);
    await offerFreedTickets(db(), eventId);
  }
  const settled =
    entry.valor > 0
      ? await requestTicketRefund(
          orderId,
          entry.id,
          now,
          mailEnabled() ? ticketsMail(orderId, entry.id) : undefined,
        )
      : entry;
  await audit(request, settled).catch((error: unknown) =>
    logger.error(`Could not audit the partial refund ${entry.id}`, error),
  );
  return { tipo: 'ingressos', reembolso: iso(settled) };
}

/** The transaction: the entry ('pendente'), the tickets cancelled, their places freed. */
async function writeEntry(request: TicketRefundRequest, now: Date): Promise<Entry> {
  const { orderId, ticketIds } = request;
  const firestore = db();
  const ref = orderDoc(firestore, orderId);
  return firestore.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data() as Order<Timestamp>;
    const tickets = (await tx.get(ticketsPlain(firestore).where('order_id', '==', orderId))).docs;
    const eventId = order.items[0]?.event_id ?? null;
    const places = eventId
      ? await readOrderPlaces(tx, firestore, eventId, orderId, order.lote?.id ?? null)
      : null;
    // Read again inside: another request may have cancelled one of them a moment ago.
    const again = refundOfTickets(order.reembolsos_parciais as Entry[] | undefined, ticketIds);
    if (again) return again;
    const chosen = ticketIds.map((id) => tickets.find((t) => t.id === id) ?? null);
    const refusal = ticketRefundRefusal(
      order.status,
      chosen.map((t) => t && { id: t.id, status: String(t.get('status')), transferred: transferred(t) }),
      request.origem === 'cliente',
    );
    if (refusal) throw refusalError('conflict', refusal);

    const at = Timestamp.fromDate(now);
    const entry: Entry = {
      id: nextTicketRefundId(orderId, order),
      ticket_ids: ticketIds,
      em: at,
      por: request.actor.uid,
      origem: request.origem,
      motivo: request.motivo,
      estado: 'pendente',
      metodo: refundMethodOf(order.billing_type),
      valor: ticketsRefundValue(order, orderId, ticketIds),
      link: null,
      erro: null,
      tentativas: 0,
      atualizado_em: at,
    };
    const cancelled = new Set(ticketIds);
    if (places) deletePlacesIn(tx, placesToFree(places, toSlots(tickets, order, cancelled), cancelled));
    for (const t of chosen)
      tx.update(t!.ref, { status: 'cancelado', updated_at: FieldValue.serverTimestamp() });
    tx.update(ref, {
      reembolsos_parciais: [...(order.reembolsos_parciais ?? []), entry],
      updated_at: FieldValue.serverTimestamp(),
    });
    // Nothing to give back (courtesy tickets): the e-mail goes with the cancellation itself.
    if (entry.valor === 0 && mailEnabled()) recordMessage(tx, ticketsMail(orderId, entry.id));
    return entry;
  });
}

async function audit(request: TicketRefundRequest, entry: Entry): Promise<void> {
  const batch = db().batch();
  await addAuditEntry(batch, {
    actorUid: request.actor.uid,
    actorEmail: request.actor.email,
    action: 'update',
    target: `orders/${request.orderId}`,
    targetLabel: `#${orderNumber(request.orderId)} · Ingressos cancelados (${request.origem === 'cliente' ? 'comprador' : 'admin'})`,
    changes: {
      ingressos: { before: 'ativo', after: `cancelado: ${entry.ticket_ids.join(', ')}` },
      motivo: { before: null, after: request.motivo },
      reembolso: { before: null, after: `${entry.id} · ${entry.estado} · ${entry.valor}` },
    },
    source: 'function',
  });
  await batch.commit();
}
