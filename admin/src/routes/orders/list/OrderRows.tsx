// The rows of the orders list: a table on wide screens, one card per order on phones; each with
// the invoice link (when there is a charge) and the link to the order's page.
import { ExternalLink, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatTime } from '@gn/core/dates';
import { orderNumber, shortPaymentId } from '@gn/core/ids';
import { formatBRL } from '@gn/core/money';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { Badge } from '../../../ui/Badge';
import { DataTable } from '../../../ui/DataTable';
import { NewTabLink } from '../NewTabLink';
import { type AdminOrder } from '../order-doc';
import { eventTitles } from '../order-list-model';

function OrderActions({ order }: { order: AdminOrder }) {
  const short = orderNumber(order.id);
  return (
    <span className="flex justify-end gap-2">
      {order.invoiceUrl && (
        <NewTabLink
          href={order.invoiceUrl}
          icon={ExternalLink}
          label={`Abrir fatura do pedido ${short} (nova aba)`}
        >
          <span className="hidden 2xl:inline">Fatura</span>
        </NewTabLink>
      )}
      <Link
        to={`/admin/pedidos/${encodeURIComponent(order.id)}`}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-accent px-3 text-sm font-semibold text-on-accent hover:bg-accent-hover"
        aria-label={`Ver detalhes do pedido ${short}`}
      >
        <Eye className="size-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Detalhes</span>
      </Link>
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusBadge(status)}>{orderStatusLabel(status)}</Badge>;
}

export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <DataTable
      caption="Pedidos"
      columns={[
        'Pedido',
        'Cliente',
        'Eventos',
        'Data',
        { label: 'Total', className: 'text-right' },
        'Status',
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="align-top hover:bg-surface-muted/60">
          <td className="px-4 py-3">
            <span className="block font-mono font-semibold text-ink">#{orderNumber(order.id)}</span>
            <span className="block font-mono text-xs text-ink-muted">
              {order.paymentId ? shortPaymentId(order.paymentId) : 'Sem cobrança'}
            </span>
          </td>
          <td className="min-w-44 px-4 py-3">
            <span className="block font-medium text-ink">{order.buyer.nome || '—'}</span>
            <span className="block text-xs break-all text-ink-muted">{order.buyer.email}</span>
          </td>
          <td className="min-w-36 px-4 py-3 text-ink">{eventTitles(order)}</td>
          {/* Date over time: one line would push the actions out of a 1280 px window. */}
          <td className="px-4 py-3 whitespace-nowrap text-ink-muted tabular-nums">
            {order.createdAt ? (
              <time dateTime={order.createdAt.toISOString()} title={formatDateTime(order.createdAt)}>
                <span className="block">{formatDate(order.createdAt)}</span>
                <span className="block text-xs">às {formatTime(order.createdAt)}</span>
              </time>
            ) : (
              '—'
            )}
          </td>
          <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
            {formatBRL(order.total)}
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={order.status} />
          </td>
          <td className="px-4 py-3">
            <OrderActions order={order} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
export function OrdersCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul aria-label="Pedidos" className="space-y-3">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono font-semibold text-ink">#{orderNumber(order.id)}</p>
              <p className="truncate text-sm font-medium text-ink">{order.buyer.nome || '—'}</p>
              <p className="text-xs break-all text-ink-muted">{order.buyer.email}</p>
            </div>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-sm text-ink">{eventTitles(order)}</p>
          <div className="mt-3 flex items-end justify-between gap-3">
            <div className="text-sm">
              <p className="font-semibold text-ink tabular-nums">{formatBRL(order.total)}</p>
              <p className="text-xs text-ink-muted tabular-nums">
                {order.createdAt ? formatDateTime(order.createdAt) : '—'}
              </p>
            </div>
            <OrderActions order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}
