import { afterEach, describe, expect, it } from 'vitest';
import { setAsaasClientForTests } from '../payments/asaas-instance.ts';
import { jsonResponse, testClient } from '../payments/asaas/fake-fetch.ts';
import {
  amountFulfils,
  chargeIsPaid,
  chargeOf,
  isChargePayment,
  refundCharge,
  removeOpenCharge,
} from './order-charge.ts';

const plan = { paymentId: 'pay_1', installmentId: 'ins-1' };
const single = { paymentId: 'pay_1', installmentId: null };

afterEach(() => setAsaasClientForTests(null));

/** A fake Asaas answering every call with `body`; the calls as 'METHOD path'. */
function fakeAsaas(body: unknown) {
  const { client, calls } = testClient(() => jsonResponse(200, body));
  setAsaasClientForTests(client);
  return () => calls.map((c) => `${c.method} ${c.url.pathname}`);
}

describe('which charge an order has, and which events are about it', () => {
  it('reads the payment and the plan from the order document', () => {
    expect(chargeOf({ asaas_payment_id: 'pay_1', asaas_installment_id: 'ins-1' })).toEqual(plan);
    expect(chargeOf({ asaas_payment_id: 'pay_1', asaas_installment_id: null })).toEqual(single);
    expect(chargeOf({ asaas_payment_id: 'pay_1' })).toEqual(single);
    expect(chargeOf({ asaas_payment_id: null })).toBeNull();
    expect(chargeOf(undefined)).toBeNull();
  });

  it("takes the order's payment or any installment of its plan, nothing else", () => {
    expect(isChargePayment(plan, { id: 'pay_1' })).toBe(true);
    expect(isChargePayment(plan, { id: 'pay_4', installment: 'ins-1' })).toBe(true);
    expect(isChargePayment(plan, { id: 'pay_9', installment: 'ins-2' })).toBe(false);
    expect(isChargePayment(single, { id: 'pay_9', installment: null })).toBe(false);
    // No charge recorded yet: the event is the order's (found by its externalReference).
    expect(isChargePayment(null, { id: 'pay_9' })).toBe(true);
  });

  it("an installment pays a plan's order with an installment's value; a single payment with the amount charged", () => {
    const order = { total: 22000, total_cobrado: 22000, parcelas: 6, asaas_installment_id: 'ins-1' };
    const installment = { installment: 'ins-1' };
    expect(amountFulfils(order, installment, 3666)).toBe(true);
    expect(amountFulfils(order, installment, 3670)).toBe(true);
    expect(amountFulfils(order, installment, 22000)).toBe(false);
    expect(amountFulfils(order, installment, null)).toBe(false);
    expect(amountFulfils({ total: 22000 }, {}, 22000)).toBe(true);
    expect(amountFulfils({ total: 22000, total_cobrado: 23100 }, {}, 22000)).toBe(false);
    expect(amountFulfils({ total: 22000, total_cobrado: 23100 }, {}, 23100)).toBe(true);
  });
});

describe('acting on the charge', () => {
  it('a plan is removed and refunded whole through the installments resource', async () => {
    const calls = fakeAsaas({});
    await removeOpenCharge(plan);
    await refundCharge(plan);
    expect(calls()).toEqual(['DELETE /v3/installments/ins-1/payments', 'POST /v3/installments/ins-1/refund']);
  });

  it('a single payment is deleted and refunded as itself', async () => {
    const calls = fakeAsaas({ id: 'pay_1', deleted: true });
    await removeOpenCharge(single);
    await refundCharge(single);
    expect(calls()).toEqual(['DELETE /v3/payments/pay_1', 'POST /v3/payments/pay_1/refund']);
  });

  it('a plan is paid while any of its installments is confirmed or received', async () => {
    const list = (statuses: string[]) => ({
      object: 'list',
      hasMore: false,
      totalCount: statuses.length,
      limit: 25,
      offset: 0,
      data: statuses.map((status, i) => ({ id: `pay_${i}`, status, installmentNumber: i + 1 })),
    });
    fakeAsaas(list(['REFUNDED', 'CONFIRMED']));
    expect(await chargeIsPaid(plan)).toBe(true);
    fakeAsaas(list(['REFUNDED', 'REFUNDED']));
    expect(await chargeIsPaid(plan)).toBe(false);
    fakeAsaas({ id: 'pay_1', status: 'RECEIVED' });
    expect(await chargeIsPaid(single)).toBe(true);
  });
});
