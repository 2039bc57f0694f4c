// /conta/pedido?id=: one order of the signed-in buyer: what was bought, how it was paid, its
// tickets, and 'Cancelar pedido' or 'Cancelar ingressos' (some of them) while the right of
// withdrawal lasts (CancelOrderDialog, CancelTicketsDialog); a cancelled order, or cancelled
// tickets, show where the refund is and what happens next (RefundPanel, TicketRefundsPanel).
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toasts';
import { ChevronRight } from 'lucide-react';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { billingTypeLabel } from '@gn/core/payment';
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { signedInIsland } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import { CancelOrderDialog } from '../orders/CancelOrderDialog';
import { CancelTicketsDialog } from '../orders/CancelTicketsDialog';
import { TicketRefundsPanel } from '../orders/ticket-refunds-view';
import { loadOrderWithTickets, type LoadedOrder } from '../orders/order-queries';
import type { OrderView } from '../orders/order-view';
import { RefundPanel } from '../orders/refund-view';
import { commonFacts, OrderFacts } from '../orders/OrderFacts';
import { ActionLinks, Card, LoadFailedCard, Skeleton, StatusBadge } from '../../ui/kit';

function useOrder(uid: string, orderId: string | null): [LoadedOrder | { state: 'error' }, () => void] {
  const [loaded, setLoaded] = useState<LoadedOrder | { state: 'error' }>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderId) return setLoaded({ state: 'missing' });
    let live = true;
    loadOrderWithTickets(uid, orderId)
      .then((result) => live && setLoaded(result))
      .catch((error: unknown) => {
        console.error('Falha ao carregar o pedido', error);
        if (live) setLoaded({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [uid, orderId, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

function Summary({ order }: { order: OrderView }) {
  const facts = commonFacts(order);
  const payment = {
    label: 'Pagamento',
    value:
      billingTypeLabel(order.billingType) ?? (order.billingType === 'UNDEFINED' ? 'Escolhido no Asaas' : '—'),
  };
  return <OrderFacts facts={[facts.date, facts.total, payment, facts.status]} />;
}

function Lines({ order }: { order: OrderView }) {
  return (
    <ul className="divide-y divide-line" data-testid="order-lines">
      {order.items.map((line, index) => (
        <li
          key={`${line.tipo}-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
        >
          <div className="min-w-0">
            <p className="font-semibold">{line.eventTitulo}</p>
            <p className="text-sm text-ink-muted">
              {line.qnt} × {line.tipo}
              {line.dataEvento && ` · ${formatDateTime(line.dataEvento)}`}
            </p>
          </div>
          {/* What was paid for the line: its tickets with their service fee. */}
          <p className="font-semibold whitespace-nowrap tabular-nums">
            {formatBRL((line.preco + (line.taxa ?? 0)) * line.qnt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function OrderDetail({ user }: { user: SessionUser }) {
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('id'));
  const [loaded, reload] = useOrder(user.uid, orderId);
  const [cancelling, setCancelling] = useState<'order' | 'tickets' | null>(null);

  if (loaded.state === 'loading') return <Skeleton className="h-96" />;
  if (loaded.state === 'error') return <LoadFailedCard message="Não foi possível carregar o pedido agora." />;
  if (loaded.state === 'missing') {
    return (
      <Card className="text-center">
        <h2 className="text-xl font-bold">Pedido não encontrado</h2>
        <p className="mt-2 text-ink-muted">Confira o link ou veja seus pedidos na sua conta.</p>
        <ActionLinks links={[{ href: '/conta', label: 'Minha Conta', primary: true }]} />
      </Card>
    );
  }
  const { order, tickets } = loaded;
  return (
    <div className="grid gap-6">
      <Card className="grid gap-6">
        <h2 className="text-xl font-bold">
          Pedido <span className="font-mono">#{order.number}</span>
        </h2>
        <Summary order={order} />
        <Lines order={order} />
        <RefundPanel order={order} />
        <TicketRefundsPanel order={order} tickets={tickets} />
        {order.status === 'pago' && (
          <section
            aria-labelledby="cancelar-secao"
            className="rounded-2xl border border-line p-4 text-sm sm:p-5"
          >
            <h3 id="cancelar-secao" className="text-base font-bold">
              Cancelamento
            </h3>
            <p className="mt-1 text-ink-muted">
              Compras pela internet podem ser canceladas em até 7 dias, até 48 horas antes do evento, com o
              valor devolvido (direito de arrependimento).
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="gn-btn-secondary text-danger"
                onClick={() => setCancelling('order')}
              >
                Cancelar pedido
              </button>
              {tickets.filter((t) => t.status === 'ativo').length > 1 && (
                <button
                  type="button"
                  className="gn-btn-secondary text-danger"
                  onClick={() => setCancelling('tickets')}
                >
                  Cancelar ingressos
                </button>
              )}
            </div>
          </section>
        )}
      </Card>
      {tickets.length > 0 && (
        <Card>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-bold">Ingressos</h2>
            <a href="/conta/ingressos" className="gn-link-arrow">
              Meus Ingressos
              <ChevronRight className="size-4" aria-hidden="true" />
            </a>
          </div>
          <ul className="divide-y divide-line" data-testid="order-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {ticket.tipo}
                    {ticket.titular && (
                      <span className="font-normal text-ink-muted"> · {ticket.titular}</span>
                    )}
                  </p>
                  <p className="font-mono text-xs break-all text-ink-muted">{ticket.codigo_serial}</p>
                </div>
                <StatusBadge variant={ticketStatusBadge(ticket.status)}>
                  {ticketStatusLabel(ticket.status)}
                </StatusBadge>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {cancelling === 'order' && (
        <CancelOrderDialog
          orderId={order.id}
          orderNumber={order.number}
          onClose={() => setCancelling(null)}
          onDone={(_answer, message) => {
            toast.success(message);
            setCancelling(null);
            reload();
          }}
        />
      )}
      {cancelling === 'tickets' && (
        <CancelTicketsDialog
          order={order}
          tickets={tickets}
          onClose={() => setCancelling(null)}
          onDone={(_answer, message) => {
            toast.success(message);
            setCancelling(null);
            reload();
          }}
        />
      )}
    </div>
  );
}

export default signedInIsland(OrderDetail);
