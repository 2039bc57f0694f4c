// The order of the detail screen, live (a webhook or a status change shows at once), and what is
// loaded beside it: its tickets and the names of the admins in its history.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { AdminOrder } from '../order-doc';
import { loadActorNames, loadOrderTickets, watchOrder, type OrderTicket } from './order-detail-queries';

/** undefined while loading, null when not found (or the watch failed). */
export function useWatchedOrder(id: string) {
  const [order, setOrder] = useState<AdminOrder | null | undefined>(undefined);

  useEffect(
    () =>
      watchOrder(id, setOrder, (error) => {
        console.error(error);
        setOrder(null);
        toast.error('Erro ao carregar pedido', { description: error.message });
      }),
    [id],
  );

  return order;
}

/** The order's tickets (null while loading) and its admins' names, by uid. */
export function useOrderTicketsAndNames(order: AdminOrder | null | undefined) {
  const [tickets, setTickets] = useState<OrderTicket[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());

  // Tickets and admin names are reloaded when the status, the history or the ticket refunds change
  // (a payment issues tickets, a refund marks them): `reloadKey` is that trigger.
  const orderId = order?.id ?? null;
  const reloadKey = order ? `${order.status}:${order.history.length}:${order.ticketRefunds.length}` : '';
  const actorKey = order
    ? [
        ...order.history.map((h) => h.by ?? ''),
        order.cancellation?.by ?? '',
        ...order.ticketRefunds.map((r) => r.by ?? ''),
      ].join(',')
    : '';
  useEffect(() => {
    if (!orderId || !reloadKey) return;
    let active = true;
    loadOrderTickets(orderId)
      .then((list) => active && setTickets(list))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setTickets([]);
      });
    loadActorNames(actorKey.split(',').filter(Boolean))
      .then((map) => active && setNames(map))
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
    };
  }, [orderId, reloadKey, actorKey]);

  return { tickets, names };
}
