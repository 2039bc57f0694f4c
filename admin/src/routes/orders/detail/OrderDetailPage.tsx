// /admin/pedidos/{id}: the order, live (a webhook or a status change shows at once), its buyer,
// payment, items, tickets and status history, and the 'Alterar Status' dialog.
import { ArrowLeft, RefreshCcw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { formatCpf } from '@gn/core/cpf';
import { orderNumber } from '@gn/core/ids';
import { phoneFromStorage } from '@gn/core/phone';
import { adminOrderMoves, parseOrderStatus } from '@gn/core/order-status';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton, SkeletonLines } from '../../../ui/Skeleton';
import type { AdminOrder } from '../order-doc';
import { CancellationCard } from './CancellationCard';
import { Card, Field } from './DetailCard';
import { EmailLogCard } from './EmailLogCard';
import { ItemsCard } from './ItemsCard';
import { loadActorNames, loadOrderTickets, watchOrder, type OrderTicket } from './order-detail-queries';
import { PaymentCard } from './PaymentCard';
import { StatusDialog } from './StatusDialog';
import { StatusTimeline } from './StatusTimeline';
import { TicketsCard } from './TicketsCard';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const [order, setOrder] = useState<AdminOrder | null | undefined>(undefined);
  const [tickets, setTickets] = useState<OrderTicket[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(
    () =>
      watchOrder(id, setOrder, (error) => {
        console.error(error);
        setOrder(null);
        toast.error('Erro ao carregar pedido', { description: error.message });
      }),
    [id],
  );

  // Tickets and admin names are reloaded when the status or the history changes (a payment
  // issues tickets, a refund marks them): `reloadKey` is that trigger.
  const orderId = order?.id ?? null;
  const reloadKey = order ? `${order.status}:${order.history.length}` : '';
  const actorKey = order
    ? [...order.history.map((h) => h.by ?? ''), order.cancellation?.by ?? ''].join(',')
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

  if (order === undefined) {
    return (
      <div aria-busy="true" aria-label="Carregando pedido" className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <SkeletonLines
          className="grid gap-4 lg:grid-cols-2"
          shapes={['h-40 rounded-xl', 'h-40 rounded-xl', 'h-56 rounded-xl lg:col-span-2']}
        />
      </div>
    );
  }

  if (order === null) {
    return (
      <EmptyState
        icon={SearchX}
        title="Pedido não encontrado"
        description="Confira o endereço ou volte para a lista de pedidos."
        action={<ButtonLink to="/admin/pedidos">Voltar para pedidos</ButtonLink>}
      />
    );
  }

  const status = parseOrderStatus(order.status);
  const canChange = status !== null && adminOrderMoves(status).length > 0;
  const label = `#${orderNumber(order.id)}`;

  return (
    <>
      <Link
        to="/admin/pedidos"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para pedidos
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-ink">
            Pedido {label}
            <Badge variant={orderStatusBadge(order.status)} className="text-sm">
              {orderStatusLabel(order.status)}
            </Badge>
          </h1>
          <p className="mt-1 font-mono text-xs break-all text-ink-muted">{order.id}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {order.createdAt ? `Feito em ${formatDateTime(order.createdAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <Button onClick={() => setDialogOpen(true)} disabled={!canChange} className="w-full sm:w-auto">
            <RefreshCcw className="size-4" aria-hidden="true" />
            Alterar Status
          </Button>
          {!canChange && <p className="text-xs text-ink-muted">Status final: não pode mais ser alterado.</p>}
        </div>
      </header>

      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <CancellationCard order={order} names={names} />
        <Card title="Cliente">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Field label="Nome">{order.buyer.nome || '—'}</Field>
            <Field label="E-mail">
              <span className="break-all">{order.buyer.email || '—'}</span>
            </Field>
            <Field label="CPF">{order.buyer.cpf ? formatCpf(order.buyer.cpf) : '—'}</Field>
            <Field label="Telefone">{phoneFromStorage(order.buyer.telefone) || '—'}</Field>
          </dl>
        </Card>
        <PaymentCard order={order} />
        <ItemsCard order={order} />
        <TicketsCard tickets={tickets} />
        <Card title="Histórico de status">
          <StatusTimeline history={order.history} names={names} />
        </Card>
        <EmailLogCard orderId={order.id} paid={order.status === 'pago'} />
      </div>

      <StatusDialog
        key={`${order.status}`}
        orderId={order.id}
        orderLabel={label}
        current={order.status}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
