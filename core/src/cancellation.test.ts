import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyOf,
  cancellationRefusal,
  cancellationTerms,
  cancellationWindow,
  DEFAULT_CANCELLATION_POLICY,
  eventCutoff,
  refundNeedsAdmin,
  refundNextStep,
  withdrawalDeadline,
  type CancellationCase,
} from './cancellation.ts';

const HOUR = 3_600_000;

describe('withdrawalDeadline (7 days, São Paulo calendar)', () => {
  it('ends at the end of the 7th day after the purchase day, in São Paulo', () => {
    // 10:00 on 01/12/2026 in São Paulo (UTC−3) → the whole of 08/12 counts.
    const deadline = withdrawalDeadline(new Date('2026-12-01T13:00:00Z'));
    expect(deadline.toISOString()).toBe('2026-12-09T02:59:59.999Z');
  });

  it('counts the São Paulo day of a purchase made late at night, not the UTC one', () => {
    // 22:30 on 01/12 in São Paulo is already 02/12 in UTC: still the 1st's period.
    const deadline = withdrawalDeadline(new Date('2026-12-02T01:30:00Z'));
    expect(deadline.toISOString()).toBe('2026-12-09T02:59:59.999Z');
  });

  it('takes a longer period set by the event', () => {
    expect(withdrawalDeadline(new Date('2026-12-01T13:00:00Z'), 10).toISOString()).toBe(
      '2026-12-12T02:59:59.999Z',
    );
  });
});

describe('cancellationRefusal', () => {
  const purchasedAt = new Date('2026-12-01T13:00:00Z');
  const eventStart = new Date('2026-12-20T23:00:00Z'); // 20:00 on 20/12 in São Paulo
  const base: CancellationCase = {
    status: 'pago',
    tickets: [{ status: 'ativo', transferred: false }],
    purchasedAt,
    eventStart,
    policy: DEFAULT_CANCELLATION_POLICY,
  };

  it('allows a paid order within both limits', () => {
    expect(cancellationRefusal(base, new Date('2026-12-03T12:00:00Z'))).toBeNull();
  });

  it('closes exactly 48 hours before the event (the edge itself still allowed)', () => {
    const close = { ...base, purchasedAt: new Date('2026-12-17T12:00:00Z') };
    const edge = new Date(eventStart.getTime() - 48 * HOUR);
    expect(cancellationRefusal(close, edge)).toBeNull();
    const late = cancellationRefusal(close, new Date(edge.getTime() + 1));
    expect(late?.code).toBe('event_window');
    expect(late?.message).toBe(
      'Cancelamento encerrado: este evento aceita cancelamentos até 48 horas antes do início do evento (até 18/12/2026 às 20:00).',
    );
  });

  it('closes after the 7th day after the purchase, São Paulo midnight', () => {
    expect(cancellationRefusal(base, new Date('2026-12-09T02:59:59.999Z'))).toBeNull();
    const late = cancellationRefusal(base, new Date('2026-12-09T03:00:00Z'));
    expect(late?.code).toBe('purchase_window');
    expect(late?.message).toBe(
      'Cancelamento encerrado: o prazo de 7 dias após a compra terminou em 08/12/2026 às 23:59.',
    );
  });

  it('lets an event widen both limits', () => {
    const generous = { ...base, policy: { daysAfterPurchase: 30, hoursBeforeEvent: 2 } };
    expect(cancellationRefusal(generous, new Date('2026-12-20T20:00:00Z'))).toBeNull();
    expect(cancellationRefusal(generous, new Date('2026-12-20T21:00:01Z'))?.code).toBe('event_window');
  });

  it('refuses unpaid, cancelled, used and transferred orders with their reason', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(cancellationRefusal({ ...base, status: 'aguardando_pagamento' }, now)?.code).toBe('not_paid');
    expect(cancellationRefusal({ ...base, status: 'cancelado' }, now)?.code).toBe('already_cancelled');
    expect(cancellationRefusal({ ...base, status: 'reembolsado' }, now)?.code).toBe('already_cancelled');
    const used = { ...base, tickets: [...base.tickets, { status: 'usado', transferred: false }] };
    expect(cancellationRefusal(used, now)?.code).toBe('ticket_used');
    const given = { ...base, tickets: [{ status: 'ativo', transferred: true }] };
    expect(cancellationRefusal(given, now)?.code).toBe('ticket_transferred');
  });
});

describe('cancellationPolicyOf', () => {
  it('reads an event’s wider settings and never goes below the law', () => {
    expect(cancellationPolicyOf({})).toEqual(DEFAULT_CANCELLATION_POLICY);
    expect(cancellationPolicyOf({ cancelamento_dias: 15, cancelamento_antecedencia_horas: 24 })).toEqual({
      daysAfterPurchase: 15,
      hoursBeforeEvent: 24,
    });
    expect(cancellationPolicyOf({ cancelamento_dias: 3, cancelamento_antecedencia_horas: 72 })).toEqual(
      DEFAULT_CANCELLATION_POLICY,
    );
    expect(cancellationPolicyOf({ cancelamento_dias: null, cancelamento_antecedencia_horas: '5' })).toEqual(
      DEFAULT_CANCELLATION_POLICY,
    );
  });
});

describe('cancellationWindow and terms', () => {
  it('closes at whichever limit comes first and states both', () => {
    const window = cancellationWindow(new Date('2026-12-01T13:00:00Z'), new Date('2026-12-05T23:00:00Z'));
    expect(window.closesAt).toEqual(eventCutoff(new Date('2026-12-05T23:00:00Z')));
    expect(cancellationTerms(window, DEFAULT_CANCELLATION_POLICY)).toEqual([
      'Até 7 dias após a compra (até 08/12/2026 às 23:59)',
      'Até 48 horas antes do início do evento (até 03/12/2026 às 20:00)',
    ]);
  });
});

describe('refunds', () => {
  it('tells the buyer what happens next for each method and state', () => {
    expect(refundNextStep('em_andamento', 'pix')).toMatch(/PIX/);
    expect(refundNextStep('em_andamento', 'card')).toMatch(/fatura/);
    expect(refundNextStep('aguardando_dados', 'boleto')).toMatch(/dados bancários/);
    expect(refundNextStep('falhou', 'pix')).toMatch(/equipe/);
  });

  it('makes a task of a failed refund and of a request stuck for 10 minutes', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(refundNeedsAdmin('falhou', null, now)).toBe(true);
    expect(refundNeedsAdmin('pendente', new Date(now.getTime() - 11 * 60_000), now)).toBe(true);
    expect(refundNeedsAdmin('pendente', new Date(now.getTime() - 60_000), now)).toBe(false);
    expect(refundNeedsAdmin('em_andamento', null, now)).toBe(false);
  });
});
