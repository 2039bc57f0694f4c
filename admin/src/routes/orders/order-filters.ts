// The orders list filters as URL parameters (so Back and a shared link keep them).
import { ORDER_PERIOD_LABELS, ORDER_PERIODS, type OrderPeriod } from '@gn/core/periods';
import { ORDER_STATUSES, parseOrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import type { StatusFilter } from './order-list-model';

export const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
];

export const PERIOD_OPTIONS = ORDER_PERIODS.map((p) => ({
  value: p,
  label: p === 'todos' ? 'Todo o período' : ORDER_PERIOD_LABELS[p],
}));

export function parseStatusParam(value: string | null): StatusFilter {
  const status = parseOrderStatus(value);
  return status && value === status ? status : 'todos';
}

export function parsePeriodParam(value: string | null): OrderPeriod {
  return (ORDER_PERIODS as readonly string[]).includes(value ?? '') ? (value as OrderPeriod) : 'todos';
}
