// The status vocabulary of the screens: pt-BR labels, badge variants, and the customer's ticket
// filter groups. Raw values are accepted so that a screen showing an old document never crashes.
import { parseOrderStatus, parseTicketStatus, type OrderStatus, type TicketStatus } from './order-status.ts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

const ORDER_LABELS: Record<OrderStatus, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  cancelado: 'Cancelado',
  falhou: 'Falhou',
  vencido: 'Vencido',
  reembolsado: 'Reembolsado',
  expirado: 'Expirado',
};

const TICKET_LABELS: Record<TicketStatus, string> = {
  pendente: 'Pendente',
  ativo: 'Ativo',
  usado: 'Usado',
  cancelado: 'Cancelado',
  reembolsado: 'Reembolsado',
};

// docs/spec/backoffice.md §2 (Orders): default for paid; destructive for cancelled, refunded,
// overdue, failed (and expired, its sibling); secondary for pending/started; outline otherwise
// (unknown values).
const ORDER_BADGES: Record<OrderStatus, BadgeVariant> = {
  aguardando_pagamento: 'secondary',
  pago: 'default',
  cancelado: 'destructive',
  falhou: 'destructive',
  vencido: 'destructive',
  reembolsado: 'destructive',
  expirado: 'destructive',
};

// docs/spec/backoffice.md §2 (Tickets) only lists "default, secondary, destructive" for four ticket
// statuses. Chosen: ativo default (valid ticket), pendente secondary (like a pending order), usado
// outline (neither good nor bad any more), cancelado and reembolsado destructive.
const TICKET_BADGES: Record<TicketStatus, BadgeVariant> = {
  ativo: 'default',
  pendente: 'secondary',
  usado: 'outline',
  cancelado: 'destructive',
  reembolsado: 'destructive',
};

// Label and badge helpers accept raw values too, so a screen showing an old document never
// crashes: unknown values show as themselves with an outline badge.
export function orderStatusLabel(status: OrderStatus | string): string {
  const s = parseOrderStatus(status);
  return s ? ORDER_LABELS[s] : status;
}

export function ticketStatusLabel(status: TicketStatus | string): string {
  const s = parseTicketStatus(status);
  return s ? TICKET_LABELS[s] : status;
}

export function orderStatusBadge(status: OrderStatus | string): BadgeVariant {
  const s = parseOrderStatus(status);
  return s ? ORDER_BADGES[s] : 'outline';
}

export function ticketStatusBadge(status: TicketStatus | string): BadgeVariant {
  const s = parseTicketStatus(status);
  return s ? TICKET_BADGES[s] : 'outline';
}

// Customer ticket filter (/conta/ingressos): the groups of docs/spec/storefront.md §2 over ticket
// statuses.
export const TICKET_FILTERS = ['todos', 'pago', 'pendente', 'cancelado'] as const;
export type TicketFilter = (typeof TICKET_FILTERS)[number];

export const TICKET_FILTER_LABELS: Record<TicketFilter, string> = {
  todos: 'Todos',
  pago: 'Pago',
  pendente: 'Pendente',
  cancelado: 'Cancelado',
};

const TICKET_FILTER_GROUPS: Record<Exclude<TicketFilter, 'todos'>, readonly TicketStatus[]> = {
  pago: ['ativo', 'usado'],
  pendente: ['pendente'],
  cancelado: ['cancelado', 'reembolsado'],
};

export function ticketMatchesFilter(status: TicketStatus | string, filter: TicketFilter): boolean {
  if (filter === 'todos') return true;
  const s = parseTicketStatus(status);
  return s !== null && TICKET_FILTER_GROUPS[filter].includes(s);
}
