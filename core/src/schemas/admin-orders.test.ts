import { describe, expect, it } from 'vitest';
import { adminOrderStatusSchema, ticketCheckinSchema } from './admin-orders.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminOrderStatusSchema', () => {
  it('accepts a known status with a reason, trimmed', () => {
    expect(adminOrderStatusSchema.parse({ status: 'cancelado', motivo: '  Pedido duplicado ' })).toEqual({
      status: 'cancelado',
      motivo: 'Pedido duplicado',
    });
  });

  it('refuses unknown statuses and short reasons in pt-BR', () => {
    expect(message(adminOrderStatusSchema.safeParse({ status: 'CANCELLED', motivo: 'abc' }))).toBe(
      'Selecione um status válido',
    );
    expect(message(adminOrderStatusSchema.safeParse({ status: 'pago', motivo: ' a ' }))).toBe(
      'Informe o motivo da alteração (mínimo 3 caracteres)',
    );
    expect(message(adminOrderStatusSchema.safeParse({ status: 'pago' }))).toBe(
      'Informe o motivo da alteração (mínimo 3 caracteres)',
    );
  });
});

describe('ticketCheckinSchema', () => {
  it('needs a code; the event is optional', () => {
    expect(ticketCheckinSchema.parse({ code: ' TKT-1-A ' })).toEqual({ code: 'TKT-1-A' });
    expect(ticketCheckinSchema.parse({ code: 'x', eventId: 'ev' })).toEqual({ code: 'x', eventId: 'ev' });
    expect(message(ticketCheckinSchema.safeParse({ code: '  ' }))).toBe('Informe o código do ingresso');
    expect(message(ticketCheckinSchema.safeParse({}))).toBe('Informe o código do ingresso');
  });
});
