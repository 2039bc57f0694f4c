// The grey band of an order's key facts (number, date, total, payment, status), shared by the
// checkout's success page and the account's order page.
import type { ReactNode } from 'react';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { StatusBadge } from '../../ui/kit';
import type { OrderView } from './order-view';

export interface OrderFact {
  label: string;
  value: ReactNode;
}

/** The facts both pages show: when, how much, and where the order stands. */
export function commonFacts(order: OrderView): { date: OrderFact; total: OrderFact; status: OrderFact } {
  return {
    date: { label: 'Data', value: order.createdAt ? formatDateTime(order.createdAt) : '—' },
    total: { label: 'Total', value: formatBRL(order.total) },
    status: {
      label: 'Status',
      value: (
        <StatusBadge variant={orderStatusBadge(order.status ?? '')}>
          {orderStatusLabel(order.status ?? '')}
        </StatusBadge>
      ),
    },
  };
}

export function OrderFacts({ facts, className = '' }: { facts: OrderFact[]; className?: string }) {
  return (
    <dl className={`grid gap-4 rounded-2xl bg-surface-muted p-4 text-sm sm:grid-cols-4 sm:p-5 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-ink-muted">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
