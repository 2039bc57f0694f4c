// Coupons on the server (issue "Box office 2 of 2"), against the live stack: the admin's API
// (checked, audited, a used coupon is not deleted), the coupon box's check with each reason in
// the buyer's words, the checkout pricing and counting the uses (a 3-use coupon in a rush of 10
// gives exactly 3 discounts), a use given back when its order is cancelled, the limit per account.
import { afterAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@gn/core/coupons';
import { GN10_TERMS } from '@gn/core/testing/coupon-terms';
import {
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  postWebhook,
  sandbox,
  seedSale,
  slotsOf,
  unpublishSales,
  webhookEvent,
  newId,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { adminDb, api, auditEntries, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { gated } from '../support/gated.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

const freshToken = () => createUser().then(tokenOf);

/** A coupon code no other test (nor run) uses. */
const freshCode = (prefix: string) => `${prefix}${newId('').slice(1)}`.toUpperCase();

function saveCoupon(form: Record<string, unknown>, token = users.adminToken) {
  return api<{ codigo: string }>('/api/admin/coupons', { json: form, token });
}

async function createCoupon(over: Record<string, unknown>) {
  const codigo = (over.codigo as string | undefined) ?? freshCode('T');
  const answer = await saveCoupon({ codigo, tipo: 'percentual', percentual: 10, ...over });
  expect(answer.status, answer.text).toBe(201);
  return codigo;
}

const lines = (sale: SaleFixture, qnt = 1) => [
  { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt },
];

function checkCoupon(token: string, codigo: string, sale: SaleFixture) {
  return api<{ termos: Record<string, unknown>; mensagem: string }>('/api/me/coupons/check', {
    json: { codigo, items: lines(sale) },
    token,
  });
}

function buyWith(token: string, sale: SaleFixture, cupom: string | null, qnt = 1) {
  return checkout(
    token,
    checkoutBody(sale, { items: lines(sale, qnt), cupom, buyer: { ...BUYER, cpf: randomCpf() } }),
  );
}

async function usesOf(code: string) {
  return (await adminDb().collection(`coupons/${code}/usos`).get()).docs.map((d) => d.data());
}

describe('the admin manages coupons', () => {
  it('creates one (upper-cased, audited), refuses the same code twice and a bad form with pt-BR messages', async () => {
    const typed = freshCode('promo');
    const created = await saveCoupon({
      codigo: `  ${typed.toLowerCase()} `,
      tipo: 'valor',
      valor_centavos: 2000,
      usos_max: 50,
      valido_ate: '2099-12-31T23:59',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.codigo).toBe(typed);
    const stored = (await adminDb().doc(`coupons/${typed}`).get()).data()!;
    expect(stored).toMatchObject({
      tipo: 'valor',
      valor_centavos: 2000,
      percentual: null,
      usos_max: 50,
      ativo: true,
    });
    expect(stored.updated_by).toBe(users.admin.uid);
    const [entry] = await auditEntries('create', `coupons/${typed}`);
    expect(entry).toMatchObject({ actor_uid: users.admin.uid, target_label: typed, source: 'function' });

    const again = await saveCoupon({ codigo: typed, tipo: 'percentual', percentual: 5 });
    expect(again.status).toBe(409);
    expect(errorOf(again)?.message).toBe('Já existe um cupom com este código');
    const bad = await saveCoupon({ codigo: 'ÁÉ', tipo: 'percentual', percentual: 5 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)?.message).toBe('Código: de 3 a 30 letras sem acento, números, - ou _');
    const noPercent = await saveCoupon({ codigo: freshCode('X'), tipo: 'percentual', percentual: null });
    expect(errorOf(noPercent)?.message).toBe('Percentual: um número inteiro de 1 a 100');
    const window = await saveCoupon({
      codigo: freshCode('X'),
      percentual: 5,
      valido_de: '2027-02-01T00:00',
      valido_ate: '2027-01-01T00:00',
    });
    expect(errorOf(window)?.message).toBe('O fim da validade deve ser depois do início');
  });

  it('only an admin reaches the API; the code of a coupon never changes', async () => {
    expect((await saveCoupon({ codigo: freshCode('X'), percentual: 5 }, users.customerToken)).status).toBe(
      403,
    );
    expect((await api('/api/admin/coupons', { token: users.customerToken })).status).toBe(403);
    expect((await api('/api/admin/coupons')).status).toBe(401);
    const code = await createCoupon({});
    const renamed = await api(`/api/admin/coupons/${code}`, {
      method: 'PUT',
      json: { codigo: freshCode('Y'), percentual: 10 },
      token: users.adminToken,
    });
    expect(renamed.status).toBe(400);
    expect(errorOf(renamed)?.message).toBe('O código de um cupom não muda: crie outro cupom');
    const off = await api(`/api/admin/coupons/${code}`, {
      method: 'PUT',
      json: { codigo: code, percentual: 15, ativo: false },
      token: users.adminToken,
    });
    expect(off.status, off.text).toBe(200);
    const [update] = await auditEntries('update', `coupons/${code}`);
    expect(update?.changes).toMatchObject({
      percentual: { before: 10, after: 15 },
      ativo: { before: true, after: false },
    });
    const read = await api<{ form: Record<string, unknown>; status: string }>(`/api/admin/coupons/${code}`, {
      token: users.adminToken,
    });
    expect(read.body).toMatchObject({
      form: { codigo: code, percentual: 15, ativo: false },
      status: 'inativo',
    });
    const removed = await api(`/api/admin/coupons/${code}/delete`, {
      method: 'POST',
      json: {},
      token: users.adminToken,
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await adminDb().doc(`coupons/${code}`).get()).exists).toBe(false);
    expect(await auditEntries('delete', `coupons/${code}`)).toHaveLength(1);
  });
});

describe('the coupon box asks the server', () => {
  it("answers GN10's terms with the spec's words, and every refusal with its reason", async () => {
    const sale = await seedSale();
    const token = await freshToken();
    const gn10 = await checkCoupon(token, ' gn10 ', sale);
    expect(gn10.status, gn10.text).toBe(200);
    expect(gn10.body).toEqual({
      termos: GN10_TERMS,
      mensagem: 'Cupom GN10 aplicado: 10% de desconto',
    });
    const refusal = async (codigo: string) => {
      const answer = await checkCoupon(token, codigo, sale);
      expect(answer.status, answer.text).toBe(409);
      expect(errorOf(answer)?.code).toBe('coupon_refused');
      return errorOf(answer)?.message;
    };
    expect(await refusal('NAOEXISTE')).toBe('Cupom inválido');
    expect(await refusal('../x')).toBe('Cupom inválido');
    expect(await refusal(await createCoupon({ ativo: false }))).toBe('Cupom inválido');
    expect(await refusal(await createCoupon({ valido_ate: '2020-01-01T00:00' }))).toBe('Este cupom expirou');
    expect(await refusal(await createCoupon({ valido_de: '2099-01-01T10:00' }))).toBe(
      'Este cupom vale a partir de 01/01/2099 às 10:00',
    );
    expect(await refusal(await createCoupon({ eventos: ['outro-evento'] }))).toBe(
      'Este cupom não vale para este evento',
    );
    expect(await refusal(await createCoupon({ opcoes: [`${sale.tableId}/cortesia`] }))).toBe(
      'Este cupom não vale para os ingressos escolhidos',
    );
    expect(
      (await api('/api/me/coupons/check', { json: { codigo: 'GN10', items: lines(sale) } })).status,
    ).toBe(401);
  });
});

describe('the checkout counts the uses', () => {
  it(
    'a fixed amount off the covered option; the order and the use record it; paid → counted as used',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale();
      const code = await createCoupon({
        tipo: 'valor',
        valor_centavos: 3000,
        eventos: [sale.eventId],
        usos_max: 5,
      });
      const answer = await buyWith(await freshToken(), sale, code.toLowerCase(), 2);
      expect(answer.status, answer.text).toBe(200);
      // 2 × R$ 100 = 20000; fee 10 % = 2000 (never discounted); − R$ 30 = 19000
      expect(answer.body.total).toBe(19000);
      const order = (await orderOf(answer.body.orderId))!;
      expect(order).toMatchObject({
        subtotal: 20000,
        taxas: 2000,
        desconto: 3000,
        total: 19000,
        cupom: code,
      });
      expect(await usesOf(code)).toMatchObject([
        { order_id: answer.body.orderId, estado: 'reservado', desconto: 3000, total: 19000 },
      ]);
      const paymentId = order.asaas_payment_id as string;
      expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
      const payment = (await sandbox(`/payments/${paymentId}`)).body!;
      await postWebhook(webhookEvent('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }));
      await eventually(async () => (await orderOf(answer.body.orderId))?.status === 'pago', 60_000);
      expect((await usesOf(code)).map((u) => u.estado)).toEqual(['usado']);
      const list = await api<{ coupons: { codigo: string; stats: Record<string, number> }[] }>(
        '/api/admin/coupons',
        {
          token: users.adminToken,
        },
      );
      expect(list.body.coupons.find((c) => c.codigo === code)?.stats).toEqual({
        reservados: 0,
        usados: 1,
        receita: 19000,
        desconto: 3000,
      });
      const used = await api(`/api/admin/coupons/${code}/delete`, {
        method: 'POST',
        json: {},
        token: users.adminToken,
      });
      expect(used.status).toBe(409);
      expect(errorOf(used)?.message).toBe('Este cupom já foi usado e não pode ser excluído: desative-o');
    },
  );

  it(
    'a coupon of 3 uses in a rush of 10 buyers: exactly 3 discounts, the others told why, no stock kept',
    { timeout: 180_000 },
    async () => {
      const sale = await seedSale({ total: 100 });
      const code = await createCoupon({ percentual: 50, usos_max: 3 });
      const tokens = await Promise.all(Array.from({ length: 10 }, freshToken));
      const answers = await gated(
        tokens.map((token) => () => buyWith(token, sale, code)),
        6,
      );
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted, answers.map((a) => a.text).join('\n')).toHaveLength(3);
      for (const a of accepted) expect(a.body.total).toBe(6000); // 10000 − 50 % + 1000 fee
      for (const a of answers.filter((x) => x.status !== 200)) {
        expect(a.status).toBe(409);
        expect(errorOf(a)).toEqual({ code: 'coupon_refused', message: COUPON_MESSAGES.usedUp });
      }
      expect(await usesOf(code)).toHaveLength(3);
      // The refused buyers' tickets went back to the stock at once.
      expect(await slotsOf(sale.eventId)).toHaveLength(3);
    },
  );

  it('a cancelled order gives its use back; the next buyer gets it', { timeout: 120_000 }, async () => {
    const sale = await seedSale();
    const code = await createCoupon({ usos_max: 1 });
    const first = await buyWith(await freshToken(), sale, code);
    expect(first.status, first.text).toBe(200);
    const second = await buyWith(await freshToken(), sale, code);
    expect(errorOf(second)?.message).toBe(COUPON_MESSAGES.usedUp);
    const cancel = await api(`/api/admin/orders/${first.body.orderId}/status`, {
      json: { status: 'cancelado', motivo: 'Teste do cupom' },
      token: users.adminToken,
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await usesOf(code)).toHaveLength(0);
    const third = await buyWith(await freshToken(), sale, code);
    expect(third.status, third.text).toBe(200);
    expect((await orderOf(third.body.orderId))?.desconto).toBe(1000);
  });

  it(
    'one use per account holds against two checkouts of the same account at once',
    { timeout: 120_000 },
    async () => {
      const sale = await seedSale();
      const code = await createCoupon({ usos_por_conta: 1 });
      const token = await freshToken();
      const both = await Promise.all([buyWith(token, sale, code), buyWith(token, sale, code)]);
      expect(both.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      expect((await usesOf(code)).length).toBeLessThanOrEqual(1);
      for (const a of both.filter((x) => x.status !== 200)) {
        expect(errorOf(a)?.message).toBe(COUPON_MESSAGES.accountLimit);
      }
      // Whatever the race did, the account's next try is refused once it holds a use.
      if ((await usesOf(code)).length === 1) {
        expect(errorOf(await buyWith(token, sale, code))?.message).toBe(COUPON_MESSAGES.accountLimit);
      }
    },
  );

  it('a coupon that stopped applying is refused at the checkout, with its reason, and nothing is kept', async () => {
    const sale = await seedSale();
    const code = await createCoupon({ eventos: ['outro-evento'] });
    const answer = await buyWith(await freshToken(), sale, code);
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({
      code: 'coupon_refused',
      message: 'Este cupom não vale para este evento',
    });
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
  });
});
