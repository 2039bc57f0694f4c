import { describe, expect, it } from 'vitest';
import { adminOrderStatusSchema } from './admin-orders.ts';

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
