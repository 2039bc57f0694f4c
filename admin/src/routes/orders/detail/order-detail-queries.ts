// Reads and the one write of the order detail: the order live (a webhook or another admin may
// change it while it is open), its tickets, the e-mails of the admins in its history, and the
// status change, made by the server (functions/src/api/admin/orders) with its Asaas effects.
import { collection, doc, getDoc, getDocs, onSnapshot, query, where } from 'firebase/firestore';
import type { OrderStatus } from '@gn/core/order-status';
import type { OrderStatusAnswer, RefundTaskAnswer } from '@gn/core/schemas/admin-orders';
import type { TicketRefundAnswer, TicketRefundTaskAnswer } from '@gn/core/schemas/ticket-refund';
import { api } from '../../../lib/api';
import { getDb } from '../../../lib/firestore';
import { readProfile } from '@gn/core/stored/profile';
import { readTicket } from '@gn/core/stored/ticket';
import { toAdminOrder, type AdminOrder } from '../order-doc';

export type OrderTicket = {
  id: string;
  serial: string;
  type: string;
  holder: string;
  status: string;
  usedAt: Date | null;
  /** hand-overs to other people, oldest first (core's ticket-transfer.ts) */
  transfers: { at: Date | null; from: string; to: string; toEmail: string }[];
};

/** A ticket document → its row in the order detail (read by core's reader). */
export function toOrderTicket(id: string, data: unknown): OrderTicket {
  const ticket = readTicket(data);
  return {
    id,
    serial: ticket.codigo_serial || id,
    type: ticket.tipo || '—',
    holder: ticket.titular || '—',
    status: ticket.status ?? '—',
    usedAt: ticket.usado_em,
    transfers: ticket.transferencias.map((t) => ({
      at: t.em,
      from: t.de.nome || '—',
      to: t.para.nome || '—',
      toEmail: t.para.email,
    })),
  };
}

/** Calls `onChange` with the order (null when it does not exist) until the returned stop(). */
export function watchOrder(
  orderId: string,
  onChange: (order: AdminOrder | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(getDb(), 'orders', orderId),
    (snap) => onChange(snap.exists() ? toAdminOrder(snap.id, snap.data()) : null),
    onError,
  );
}

export async function loadOrderTickets(orderId: string): Promise<OrderTicket[]> {
  const snap = await getDocs(query(collection(getDb(), 'tickets'), where('order_id', '==', orderId)));
  return snap.docs
    .map((d) => toOrderTicket(d.id, d.data()))
    .sort((a, b) => a.id.localeCompare(b.id, 'pt-BR', { numeric: true }));
}

/** uid → e-mail (or name) of the admins who changed the order, from their profiles. */
export async function loadActorNames(uids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      const snap = await getDoc(doc(getDb(), 'profiles', uid)).catch(() => null);
      const profile = readProfile(snap?.data());
      const name = profile.email || profile.nome;
      if (name) names.set(uid, name);
    }),
  );
  return names;
}

export function changeOrderStatus(orderId: string, status: OrderStatus, motivo: string) {
  return api<OrderStatusAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    json: { status, motivo },
  });
}

/** Asks Asaas again for a cancelled order's refund (after a refusal); answers its new state. */
export function retryRefund(orderId: string) {
  return api<RefundTaskAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/refund/retry`, {
    method: 'POST',
  });
}

/** Records a refund made outside Asaas's API (a bank transfer), with how it was done. */
export function markRefundedByHand(orderId: string, observacao: string) {
  return api<RefundTaskAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/refund/manual`, {
    method: 'POST',
    json: { observacao },
  });
}

const ticketRefundPath = (orderId: string): `/api/${string}` =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/tickets/refund`;

/** "Cancelar ingressos": the chosen tickets cancelled and refunded (or the whole order, when they are all). */
export function refundTickets(orderId: string, ticketIds: string[], motivo: string) {
  return api<TicketRefundAnswer>(ticketRefundPath(orderId), { method: 'POST', json: { ticketIds, motivo } });
}

/** Asks Asaas again for one ticket refund (after a refusal). */
export function retryTicketRefund(orderId: string, refundId: string) {
  return api<TicketRefundTaskAnswer>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/tickets/refund/${encodeURIComponent(refundId)}/retry`,
    {
      method: 'POST',
    },
  );
}

/** Records one ticket refund as made by hand. */
export function markTicketRefundByHand(orderId: string, refundId: string, observacao: string) {
  return api<TicketRefundTaskAnswer>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/tickets/refund/${encodeURIComponent(refundId)}/manual`,
    {
      method: 'POST',
      json: { observacao },
    },
  );
}
