// The order and ticket status vocabulary and the order's state machine. The specs mix Asaas
// statuses (PENDING, CONFIRMED, ...), old upper-case Portuguese (PAGO, INICIADO, ...) and lower-case
// Portuguese (pago, pendente, ...); everything is normalised here, and only the canonical values
// are ever stored. What the screens call them is status-labels.ts.
export const ORDER_STATUSES = [
  'aguardando_pagamento',
  'pago',
  'cancelado',
  'falhou',
  'vencido',
  'reembolsado',
  'expirado',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TICKET_STATUSES = ['pendente', 'ativo', 'usado', 'cancelado', 'reembolsado'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

// Keys are upper-cased before lookup, so 'pago', 'PAGO' and 'Pago' all match.
const ORDER_ALIASES: Record<string, OrderStatus> = {
  AGUARDANDO_PAGAMENTO: 'aguardando_pagamento',
  PENDING: 'aguardando_pagamento',
  PENDENTE: 'aguardando_pagamento',
  INICIADO: 'aguardando_pagamento',
  // Asaas holds a card payment for risk analysis before confirming it: still not paid.
  AWAITING_RISK_ANALYSIS: 'aguardando_pagamento',
  PAGO: 'pago',
  CONFIRMADO: 'pago',
  CONFIRMED: 'pago',
  RECEIVED: 'pago',
  RECEIVED_IN_CASH: 'pago',
  // Asaas states of a paid payment whose money may still come back: the order stays paid
  // until a REFUNDED arrives.
  REFUND_REQUESTED: 'pago',
  REFUND_IN_PROGRESS: 'pago',
  CHARGEBACK_REQUESTED: 'pago',
  CHARGEBACK_DISPUTE: 'pago',
  AWAITING_CHARGEBACK_REVERSAL: 'pago',
  DUNNING_RECEIVED: 'pago',
  CANCELADO: 'cancelado',
  CANCELLED: 'cancelado',
  CANCELED: 'cancelado',
  FALHOU: 'falhou',
  FAILED: 'falhou',
  VENCIDO: 'vencido',
  OVERDUE: 'vencido',
  DUNNING_REQUESTED: 'vencido',
  REEMBOLSADO: 'reembolsado',
  REFUNDED: 'reembolsado',
  EXPIRADO: 'expirado',
  EXPIRED: 'expirado',
};

const TICKET_ALIASES: Record<string, TicketStatus> = {
  PENDENTE: 'pendente',
  PENDING: 'pendente',
  AGUARDANDO_PAGAMENTO: 'pendente',
  ATIVO: 'ativo',
  PAGO: 'ativo',
  CONFIRMADO: 'ativo',
  CONFIRMED: 'ativo',
  RECEIVED: 'ativo',
  USADO: 'usado',
  CANCELADO: 'cancelado',
  CANCELLED: 'cancelado',
  REEMBOLSADO: 'reembolsado',
  REFUNDED: 'reembolsado',
};

function lookup<T>(aliases: Record<string, T>, raw: string | null | undefined): T | null {
  if (typeof raw !== 'string') return null;
  return aliases[raw.trim().toUpperCase()] ?? null;
}

/** Canonical order status, or null when the value is unknown. */
export function parseOrderStatus(raw: string | null | undefined): OrderStatus | null {
  return lookup(ORDER_ALIASES, raw);
}

/** Canonical order status; throws on an unknown value (use parseOrderStatus to tolerate it). */
export function normalizeOrderStatus(raw: string): OrderStatus {
  const status = parseOrderStatus(raw);
  if (status === null) throw new Error(`Unknown order status: ${raw}`);
  return status;
}

export function parseTicketStatus(raw: string | null | undefined): TicketStatus | null {
  return lookup(TICKET_ALIASES, raw);
}

/** Canonical ticket status (pago → ativo, ...); throws on an unknown value. */
export function normalizeTicketStatus(raw: string): TicketStatus {
  const status = parseTicketStatus(raw);
  if (status === null) throw new Error(`Unknown ticket status: ${raw}`);
  return status;
}

/** Ticket status for a fresh payment answer: active when the provider already confirmed it. */
export function ticketStatusForOrder(order: OrderStatus): TicketStatus {
  switch (order) {
    case 'pago':
      return 'ativo';
    case 'aguardando_pagamento':
      return 'pendente';
    case 'reembolsado':
      return 'reembolsado';
    default:
      return 'cancelado';
  }
}

export function isOrderPaid(status: OrderStatus | string): boolean {
  return parseOrderStatus(status) === 'pago';
}

/** Still waiting for the buyer to pay (the waiting page listens only in this state). */
export function isOrderAwaitingPayment(status: OrderStatus | string): boolean {
  return parseOrderStatus(status) === 'aguardando_pagamento';
}

/**
 * The order state machine. It only moves forward, because Asaas delivers webhooks at least
 * once and out of order (a late PAYMENT_CREATED after PAYMENT_RECEIVED must change nothing).
 * vencido and expirado are final: their reserved stock has been released.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  aguardando_pagamento: ['pago', 'cancelado', 'falhou', 'vencido', 'expirado'],
  pago: ['reembolsado'],
  cancelado: [],
  falhou: [],
  vencido: [],
  reembolsado: [],
  expirado: [],
};

/** False for a same-state "transition" too: callers treat it as a no-op. */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses reachable from `from` (for the admin "Alterar Status do Pedido" dialog). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/**
 * The admin's 'Alterar Status' choices: the state machine's forward moves, and for a paid order
 * also its cancellation, which refunds it (functions' cancel-order.ts). That move is not in
 * ORDER_TRANSITIONS because no provider news may make it: a PAYMENT_DELETED never cancels a
 * paid order.
 */
export function adminOrderMoves(from: OrderStatus): readonly OrderStatus[] {
  return from === 'pago' ? [...ORDER_TRANSITIONS.pago, 'cancelado'] : ORDER_TRANSITIONS[from];
}

/** No transition leaves this status. Note: pago is not terminal (it can be refunded). */
export function isTerminalOrderStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** Whether an order in this status keeps its tickets out of stock (reserved or sold). */
export function orderHoldsStock(status: OrderStatus): boolean {
  return status === 'aguardando_pagamento' || status === 'pago';
}

/** Statuses that end an unpaid order and give its stock back (its slots are deleted). */
const RELEASES_STOCK: readonly OrderStatus[] = ['cancelado', 'falhou', 'vencido', 'expirado'];

export function releasesStock(status: OrderStatus): boolean {
  return RELEASES_STOCK.includes(status);
}
