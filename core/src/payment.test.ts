import { describe, expect, it } from 'vitest';
import { billingTypeLabel, methodOfBillingType, paymentMethodOf } from './payment.ts';

describe('payment methods', () => {
  it('maps Asaas billing types back to our methods; UNDEFINED and unknown values to null', () => {
    expect(methodOfBillingType('CREDIT_CARD')).toBe('card');
    expect(methodOfBillingType('PIX')).toBe('pix');
    expect(methodOfBillingType('BOLETO')).toBe('boleto');
    expect(methodOfBillingType('UNDEFINED')).toBeNull();
    expect(methodOfBillingType(null)).toBeNull();
  });

  it('labels a billing type and reads a stored method', () => {
    expect(billingTypeLabel('CREDIT_CARD')).toBe('Cartão de crédito');
    expect(billingTypeLabel('UNDEFINED')).toBeNull();
    expect(paymentMethodOf('boleto')).toBe('boleto');
    expect(paymentMethodOf('cartao')).toBeNull();
  });
});
