import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  isOrderAwaitingPayment,
  isOrderPaid,
  isTerminalOrderStatus,
  nextOrderStatuses,
  normalizeOrderStatus,
  normalizeTicketStatus,
  ORDER_STATUSES,
  orderHoldsStock,
  releasesStock,
  parseOrderStatus,
  TICKET_STATUSES,
  ticketStatusForOrder,
  type OrderStatus,
} from './order-status.ts';
import {
  orderStatusBadge,
  orderStatusLabel,
  TICKET_FILTERS,
  ticketMatchesFilter,
  ticketStatusBadge,
  ticketStatusLabel,
} from './status-labels.ts';

describe('normalizeOrderStatus', () => {
  it.each([
    ['PENDING', 'aguardando_pagamento'],
    ['pendente', 'aguardando_pagamento'],
    ['PENDENTE', 'aguardando_pagamento'],
    ['aguardando_pagamento', 'aguardando_pagamento'],
    ['INICIADO', 'aguardando_pagamento'],
    ['iniciado', 'aguardando_pagamento'],
    ['AWAITING_RISK_ANALYSIS', 'aguardando_pagamento'],
    ['CONFIRMED', 'pago'],
    ['RECEIVED', 'pago'],
    ['RECEIVED_IN_CASH', 'pago'],
    ['pago', 'pago'],
    ['PAGO', 'pago'],
    ['confirmado', 'pago'],
    ['REFUND_REQUESTED', 'pago'],
    ['CANCELLED', 'cancelado'],
    ['cancelado', 'cancelado'],
    ['CANCELADO', 'cancelado'],
    ['falhou', 'falhou'],
    ['FALHOU', 'falhou'],
    ['OVERDUE', 'vencido'],
    ['REFUNDED', 'reembolsado'],
    ['expirado', 'expirado'],
    [' pago ', 'pago'],
  ])('%j → %s', (raw, status) => {
    expect(normalizeOrderStatus(raw)).toBe(status);
  });

  it('maps every canonical value to itself', () => {
    for (const s of ORDER_STATUSES) expect(normalizeOrderStatus(s)).toBe(s);
  });

  it('throws on unknown values; parseOrderStatus answers null instead', () => {
    expect(() => normalizeOrderStatus('XYZ')).toThrow('Unknown order status: XYZ');
    expect(parseOrderStatus('XYZ')).toBeNull();
    expect(parseOrderStatus(undefined)).toBeNull();
  });
});

describe('normalizeTicketStatus', () => {
  it.each([
    ['pago', 'ativo'],
    ['PAGO', 'ativo'],
    ['CONFIRMED', 'ativo'],
    ['ativo', 'ativo'],
    ['pendente', 'pendente'],
    ['PENDING', 'pendente'],
    ['usado', 'usado'],
    ['cancelado', 'cancelado'],
    ['reembolsado', 'reembolsado'],
  ])('%j → %s', (raw, status) => {
    expect(normalizeTicketStatus(raw)).toBe(status);
  });
  it('throws on unknown values', () => {
    expect(() => normalizeTicketStatus('perdido')).toThrow('Unknown ticket status: perdido');
  });
  it('derives the ticket status from the order', () => {
    expect(ticketStatusForOrder('pago')).toBe('ativo');
    expect(ticketStatusForOrder('aguardando_pagamento')).toBe('pendente');
    expect(ticketStatusForOrder('reembolsado')).toBe('reembolsado');
    expect(ticketStatusForOrder('vencido')).toBe('cancelado');
  });
});

describe('labels and badges', () => {
  it('labels orders in pt-BR', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Aguardando pagamento',
      'Pago',
      'Cancelado',
      'Falhou',
      'Vencido',
      'Reembolsado',
      'Expirado',
    ]);
    expect(orderStatusLabel('CONFIRMED')).toBe('Pago');
    expect(orderStatusLabel('ALGO')).toBe('ALGO');
  });

  it('labels tickets in pt-BR', () => {
    expect(TICKET_STATUSES.map(ticketStatusLabel)).toEqual([
      'Pendente',
      'Ativo',
      'Usado',
      'Cancelado',
      'Reembolsado',
    ]);
    expect(ticketStatusLabel('pago')).toBe('Ativo');
  });

  it('colours order badges as the back office spec says', () => {
    expect(orderStatusBadge('pago')).toBe('default');
    expect(orderStatusBadge('CONFIRMED')).toBe('default');
    expect(orderStatusBadge('RECEIVED')).toBe('default');
    for (const s of ['cancelado', 'reembolsado', 'vencido', 'falhou', 'expirado', 'OVERDUE', 'REFUNDED']) {
      expect(orderStatusBadge(s)).toBe('destructive');
    }
    expect(orderStatusBadge('PENDING')).toBe('secondary');
    expect(orderStatusBadge('INICIADO')).toBe('secondary');
    expect(orderStatusBadge('desconhecido')).toBe('outline');
  });

  it('colours ticket badges', () => {
    expect(TICKET_STATUSES.map(ticketStatusBadge)).toEqual([
      'secondary',
      'default',
      'outline',
      'destructive',
      'destructive',
    ]);
    expect(ticketStatusBadge('??')).toBe('outline');
  });
});

describe('order state machine', () => {
  it('moves forward from aguardando_pagamento', () => {
    for (const to of ['pago', 'cancelado', 'falhou', 'vencido', 'expirado'] as const) {
      expect(canTransitionOrder('aguardando_pagamento', to)).toBe(true);
    }
    expect(canTransitionOrder('aguardando_pagamento', 'reembolsado')).toBe(false);
  });

  it('lets a paid order only be refunded', () => {
    expect(nextOrderStatuses('pago')).toEqual(['reembolsado']);
    expect(canTransitionOrder('pago', 'aguardando_pagamento')).toBe(false);
    expect(canTransitionOrder('pago', 'cancelado')).toBe(false);
  });

  it('never moves backwards or out of a final status; same status is not a transition', () => {
    const finals: OrderStatus[] = ['cancelado', 'falhou', 'vencido', 'reembolsado', 'expirado'];
    for (const from of finals) {
      expect(isTerminalOrderStatus(from)).toBe(true);
      for (const to of ORDER_STATUSES) expect(canTransitionOrder(from, to)).toBe(false);
    }
    expect(isTerminalOrderStatus('pago')).toBe(false);
    expect(isTerminalOrderStatus('aguardando_pagamento')).toBe(false);
    for (const s of ORDER_STATUSES) expect(canTransitionOrder(s, s)).toBe(false);
  });

  it('answers paid / awaiting / stock questions', () => {
    expect(isOrderPaid('pago')).toBe(true);
    expect(isOrderPaid('CONFIRMED')).toBe(true);
    expect(isOrderPaid('aguardando_pagamento')).toBe(false);
    expect(isOrderAwaitingPayment('PENDING')).toBe(true);
    expect(orderHoldsStock('pago')).toBe(true);
    expect(orderHoldsStock('aguardando_pagamento')).toBe(true);
    expect(orderHoldsStock('expirado')).toBe(false);
  });

  it('releases the stock exactly when an unpaid order ends', () => {
    const releasing = ORDER_STATUSES.filter(releasesStock);
    expect(releasing).toEqual(['cancelado', 'falhou', 'vencido', 'expirado']);
    // Only an order that held stock can give it back, and one that releases holds none.
    for (const status of releasing) {
      expect(orderHoldsStock(status)).toBe(false);
      expect(canTransitionOrder('aguardando_pagamento', status)).toBe(true);
    }
  });
});

describe('customer ticket filter', () => {
  it('groups statuses', () => {
    expect(TICKET_FILTERS).toEqual(['todos', 'pago', 'pendente', 'cancelado']);
    expect(ticketMatchesFilter('ativo', 'pago')).toBe(true);
    expect(ticketMatchesFilter('usado', 'pago')).toBe(true);
    expect(ticketMatchesFilter('pendente', 'pago')).toBe(false);
    expect(ticketMatchesFilter('pendente', 'pendente')).toBe(true);
    expect(ticketMatchesFilter('cancelado', 'cancelado')).toBe(true);
    expect(ticketMatchesFilter('reembolsado', 'cancelado')).toBe(true);
    expect(ticketMatchesFilter('ativo', 'cancelado')).toBe(false);
    expect(ticketMatchesFilter('usado', 'todos')).toBe(true);
    expect(ticketMatchesFilter('pago', 'pago')).toBe(true);
  });
});
