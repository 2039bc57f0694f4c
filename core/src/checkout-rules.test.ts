import { describe, expect, it } from 'vitest';
import {
  boletoAvailable,
  boletoUnavailableMessage,
  checkoutBlocker,
  CHECKOUT_ERRORS,
  CHECKOUT_FIGURE_CODES,
  CHECKOUT_MESSAGES,
  CHECKOUT_REFUSAL_CODES,
  saleBlocker,
  notEnoughMessage,
  orderStatusForAsaasEvent,
  orderStatusForAsaasPayment,
  reservationExpiresAt,
  unpaidCapMessage,
} from './checkout-rules.ts';
import { paymentDueDate } from './payment-due-date';

const now = new Date('2026-11-23T02:30:00Z'); // 23:30 of the 22nd in São Paulo
const open = {
  status: 'publicado',
  visivel: true,
  status_inscricoes: 'abertas',
  data_inicio: new Date('2026-12-10T22:00:00Z'),
};

describe('checkoutBlocker', () => {
  it('sells a published, visible, open, future event', () => {
    expect(checkoutBlocker(open, now)).toBeNull();
  });
  it('refuses missing, draft, hidden, started and closed events with their messages', () => {
    const message = (event: Parameters<typeof checkoutBlocker>[0]) => {
      const key = checkoutBlocker(event, now);
      return key && CHECKOUT_MESSAGES[key];
    };
    expect(message(null)).toBe(CHECKOUT_MESSAGES.unavailable);
    expect(message({ ...open, status: 'rascunho' })).toBe(CHECKOUT_MESSAGES.unavailable);
    expect(message({ ...open, visivel: false })).toBe(CHECKOUT_MESSAGES.unavailable);
    expect(message({ ...open, data_inicio: now })).toBe('Evento encerrado');
    expect(message({ ...open, status_inscricoes: 'encerradas' })).toBe('Inscrições encerradas');
  });
});

describe('saleBlocker', () => {
  const future = new Date(now.getTime() + 3_600_000);
  it('blocks a started event first, then closed registrations, then no stock left', () => {
    expect(saleBlocker({ start: now, registration: 'encerradas', available: 0 }, now)).toBe('started');
    expect(saleBlocker({ start: future, registration: 'encerradas', available: 0 }, now)).toBe('closed');
    expect(saleBlocker({ start: future, registration: 'abertas', available: 0 }, now)).toBe('soldOut');
    expect(saleBlocker({ start: future, registration: 'abertas', available: 1 }, now)).toBeNull();
  });
  it('does not block on an unknown stock figure', () => {
    expect(saleBlocker({ start: future, registration: 'abertas', available: null }, now)).toBeNull();
  });
});

describe('the checkout error catalogue', () => {
  it('gives every refusal a distinct snake_case code beside its message', () => {
    const codes = [
      ...Object.values(CHECKOUT_ERRORS).map((error) => error.code),
      ...Object.values(CHECKOUT_FIGURE_CODES),
    ];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const [key, error] of Object.entries(CHECKOUT_ERRORS)) {
      expect(CHECKOUT_MESSAGES[key as keyof typeof CHECKOUT_MESSAGES]).toBe(error.message);
    }
    expect(CHECKOUT_MESSAGES.soldOut).toBe('Ingressos esgotados');
  });
  it('counts the provider failures as no refusal (the buyer may pay again)', () => {
    expect(CHECKOUT_REFUSAL_CODES.has('sold_out')).toBe(true);
    expect(CHECKOUT_REFUSAL_CODES.has('payment_failed')).toBe(false);
    expect(CHECKOUT_REFUSAL_CODES.has('customer_failed')).toBe(false);
  });
});

describe('due dates and reservations', () => {
  it('uses the São Paulo day, not UTC', () => {
    expect(paymentDueDate('pix', now)).toBe('2026-11-22');
    expect(paymentDueDate('card', now)).toBe('2026-11-22');
    expect(paymentDueDate('boleto', now)).toBe('2026-11-23'); // the day its 24 h hold ends
  });
  it('holds PIX and card 15 minutes by default, boleto 24 hours', () => {
    expect(reservationExpiresAt('pix', now, open.data_inicio).toISOString()).toBe('2026-11-23T02:45:00.000Z');
    expect(reservationExpiresAt('card', now, open.data_inicio, 1).toISOString()).toBe(
      '2026-11-23T02:31:00.000Z',
    );
    expect(reservationExpiresAt('boleto', now, open.data_inicio).toISOString()).toBe(
      '2026-11-24T02:30:00.000Z',
    );
  });
  it('offers boleto only when its whole hold ends before the event starts', () => {
    expect(boletoAvailable(now, new Date('2026-11-24T02:30:00Z'))).toBe(true);
    expect(boletoAvailable(now, new Date('2026-11-24T02:29:59Z'))).toBe(false);
  });
  it('follows the hold the admin sets for boleto', () => {
    expect(paymentDueDate('boleto', now, 72)).toBe('2026-11-25');
    expect(reservationExpiresAt('boleto', now, open.data_inicio, 15, 6).toISOString()).toBe(
      '2026-11-23T08:30:00.000Z',
    );
    expect(boletoAvailable(now, new Date('2026-11-23T08:30:00Z'), 6)).toBe(true);
    expect(boletoAvailable(now, new Date('2026-11-23T08:29:59Z'), 6)).toBe(false);
    expect(boletoUnavailableMessage(6)).toBe(
      'Boleto indisponível: o evento começa em menos de 6 horas. Escolha PIX ou cartão.',
    );
  });
  it('never holds past the event start', () => {
    const soon = new Date('2026-11-23T03:00:00Z');
    expect(reservationExpiresAt('boleto', now, soon)).toEqual(soon);
  });
});

describe('the unpaid-ticket cap', () => {
  it('tells the buyer what they hold and what to do', () => {
    expect(unpaidCapMessage('account', 8, 10)).toBe(
      'Você já tem 8 ingressos aguardando pagamento neste evento (limite de 10 por pessoa). Pague ou aguarde o vencimento desses pedidos antes de reservar mais.',
    );
    expect(unpaidCapMessage('cpf', 1, 2)).toBe(
      'Este CPF já tem 1 ingresso aguardando pagamento neste evento (limite de 2 por pessoa). Pague ou aguarde o vencimento desses pedidos antes de reservar mais.',
    );
    expect(unpaidCapMessage('account', 0, 1)).toBe(
      'O limite é de 1 ingresso aguardando pagamento por pessoa neste evento. Escolha uma quantidade menor.',
    );
    expect(unpaidCapMessage('account', 0, 4)).toBe(
      'O limite é de 4 ingressos aguardando pagamento por pessoa neste evento. Escolha uma quantidade menor.',
    );
  });
});

describe('Asaas to order status', () => {
  it('maps webhook events', () => {
    expect(orderStatusForAsaasEvent('PAYMENT_RECEIVED')).toBe('pago');
    expect(orderStatusForAsaasEvent('PAYMENT_CONFIRMED')).toBe('pago');
    expect(orderStatusForAsaasEvent('PAYMENT_OVERDUE')).toBe('vencido');
    expect(orderStatusForAsaasEvent('PAYMENT_DELETED')).toBe('cancelado');
    expect(orderStatusForAsaasEvent('PAYMENT_CREDIT_CARD_CAPTURE_REFUSED')).toBe('falhou');
    expect(orderStatusForAsaasEvent('PAYMENT_REFUNDED')).toBe('reembolsado');
    expect(orderStatusForAsaasEvent('PAYMENT_CREATED')).toBeNull();
    expect(orderStatusForAsaasEvent('PAYMENT_PARTIALLY_REFUNDED')).toBeNull();
    expect(orderStatusForAsaasEvent('SOMETHING_NEW')).toBeNull();
  });
  it('maps payment reads', () => {
    expect(orderStatusForAsaasPayment({ status: 'PENDING' })).toBeNull();
    expect(orderStatusForAsaasPayment({ status: 'RECEIVED' })).toBe('pago');
    expect(orderStatusForAsaasPayment({ status: 'OVERDUE' })).toBe('vencido');
    expect(orderStatusForAsaasPayment({ status: 'PENDING', deleted: true })).toBe('cancelado');
  });
  it('words the shortage', () => {
    expect(notEnoughMessage(1)).toBe('Resta apenas 1 ingresso');
    expect(notEnoughMessage(3)).toBe('Restam apenas 3 ingressos');
  });
});
