// The order's heading: its number and status badge, its id and date, and 'Alterar Status' (off,
// with a note, once the status is final).
import { RefreshCcw } from 'lucide-react';
import { formatDateTime } from '@gn/core/dates';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { AdminOrder } from '../order-doc';

type OrderHeaderProps = {
  order: AdminOrder;
  /** '#' and the order's number. */
  label: string;
  canChange: boolean;
  onChangeStatus: () => void;
};

export function OrderHeader({ order, label, canChange, onChangeStatus }: OrderHeaderProps) {
  return (
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
        <Button onClick={onChangeStatus} disabled={!canChange} className="w-full sm:w-auto">
          <RefreshCcw className="size-4" aria-hidden="true" />
          Alterar Status
        </Button>
        {!canChange && <p className="text-xs text-ink-muted">Status final: não pode mais ser alterado.</p>}
      </div>
    </header>
  );
}
