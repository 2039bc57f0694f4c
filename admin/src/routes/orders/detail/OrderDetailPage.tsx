// /admin/pedidos/{id}: the order, live (a webhook or a status change shows at once), its buyer,
// payment, items, tickets and status history, and the 'Alterar Status' dialog.
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { orderNumber } from '@gn/core/ids';
import { adminOrderMoves, parseOrderStatus } from '@gn/core/order-status';
import { can } from '@gn/core/roles';
import { useAuth } from '../../../auth/use-auth';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton, SkeletonLines } from '../../../ui/Skeleton';
import { BuyerCard } from './BuyerCard';
import { CancellationCard } from './CancellationCard';
import { Card } from './DetailCard';
import { EmailLogCard } from './EmailLogCard';
import { ItemsCard } from './ItemsCard';
import { OrderHeader } from './OrderHeader';
import { PaymentCard } from './PaymentCard';
import { StatusDialog } from './StatusDialog';
import { StatusTimeline } from './StatusTimeline';
import { CancelTicketsDialog } from './CancelTicketsDialog';
import { TicketRefundsCard } from './TicketRefundsCard';
import { TicketsCard } from './TicketsCard';
import { useOrderTicketsAndNames, useWatchedOrder } from './use-order-detail';

function OrderDetailSkeleton() {
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

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useWatchedOrder(id);
  const { tickets, names } = useOrderTicketsAndNames(order);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const auth = useAuth();
  const mayRefund = auth.status === 'signed-in' && can(auth.role, 'reembolsar');

  if (order === undefined) return <OrderDetailSkeleton />;

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
      <OrderHeader
        order={order}
        label={label}
        canChange={canChange}
        onChangeStatus={() => setDialogOpen(true)}
      />

      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <CancellationCard order={order} names={names} />
        <BuyerCard buyer={order.buyer} />
        <PaymentCard order={order} />
        <ItemsCard order={order} />
        <TicketRefundsCard order={order} tickets={tickets} names={names} />
        <TicketsCard
          tickets={tickets}
          onCancel={mayRefund && order.status === 'pago' ? () => setCancelOpen(true) : undefined}
        />
        <Card title="Histórico de status">
          <StatusTimeline history={order.history} names={names} />
        </Card>
        <EmailLogCard orderId={order.id} paid={order.status === 'pago'} />
      </div>

      {cancelOpen && tickets && (
        <CancelTicketsDialog order={order} tickets={tickets} onClose={() => setCancelOpen(false)} />
      )}
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
