import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@gn/core/order-status';
import { orderIdFromPath, paysOnInvoicePage, reservationView, waitingState } from './waiting';

describe('waitingState', () => {
  it('uses the spec titles and offers a new try only after a failure', () => {
    expect(waitingState('aguardando_pagamento')).toMatchObject({
      title: 'Aguardando Pagamento',
      waiting: true,
    });
    expect(waitingState('pago')).toMatchObject({
      title: 'Pagamento Confirmado!',
      waiting: false,
      canRetry: false,
    });
    expect(waitingState('cancelado')).toMatchObject({ title: 'Pagamento Cancelado', canRetry: true });
    expect(waitingState('falhou')).toMatchObject({ title: 'Pagamento Falhou', canRetry: true });
    expect(waitingState('vencido')).toMatchObject({ title: 'Pagamento Vencido', canRetry: true });
    expect(waitingState('expirado')).toMatchObject({ title: 'Reserva Expirada', canRetry: true });
    expect(waitingState(null)).toMatchObject({ title: 'Aguardando Pagamento', waiting: true });
  });
  it('waits only while the payment is pending', () => {
    const waiting = ORDER_STATUSES.filter((s) => waitingState(s).waiting);
    expect(waiting).toEqual(['aguardando_pagamento']);
  });
});

describe('orderIdFromPath', () => {
  it.each([
    ['/checkout/aguardando/abc123', 'abc123'],
    ['/checkout/aguardando/abc123/', 'abc123'],
    ['/checkout/aguardando/a%2Fb', null],
    ['/checkout/aguardando/', null],
    ['/checkout/aguardando', null],
    ['/checkout/aguardando/a/b', null],
    ['/checkout/aguardando/%E0%A4%A', null],
    ['/checkout/aguardando/..', null],
  ])('%s → %s', (path, id) => {
    expect(orderIdFromPath(path)).toBe(id);
  });
});

describe('paysOnInvoicePage', () => {
  it('is true for card and boleto, false for PIX', () => {
    expect(paysOnInvoicePage('CREDIT_CARD')).toBe(true);
    expect(paysOnInvoicePage('BOLETO')).toBe(true);
    expect(paysOnInvoicePage('PIX')).toBe(false);
  });
});

describe('reservationView', () => {
  it('counts down the last two hours, shows a date before them, and ends at zero', () => {
    expect(reservationView(0)).toBe('expired');
    expect(reservationView(15 * 60)).toBe('countdown');
    expect(reservationView(2 * 3600)).toBe('countdown');
    expect(reservationView(2 * 3600 + 1)).toBe('date');
  });
});
