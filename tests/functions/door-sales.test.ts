// The box office (issue #31, part 1) against the live stack: a register opened, sales by cash
// (change), card machine and PIX (paid through the sandbox's webhook), the register's figures kept
// by increments and closed with a difference; scope and role refusals, the site's limits at the
// door, the last places raced between the site and the door, a double tap, bad input in pt-BR.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTSIDE_SCOPE_MESSAGE, FORBIDDEN_FOR_ROLE_MESSAGE } from '@gn/core/roles';
import {
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  sandbox,
  seedSale,
  slotsOf,
  ticketsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { formatBRL } from '@gn/core/money';
import { adminDb, api, createStaff, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { waitForMessages } from '../support/mail-catcher.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

interface Sale {
  orderId: string;
  status: string;
  total: number;
  troco: number | null;
  pix: { payload: string } | null;
  ingressos: { codigo_serial: string; qr: string }[];
}
interface Register {
  id: string;
  status: string;
  esperado: Record<'dinheiro' | 'pix' | 'maquininha', number>;
  vendas: Record<'dinheiro' | 'pix' | 'maquininha', { quantidade: number; valor: number }>;
  sangrias: number;
  suprimentos: number;
  diferenca: Record<string, number> | null;
}

/** A bilheteria of `sale`'s event, signed in, with its register open with R$ 100,00 of float. */
async function operatorAt(sale: SaleFixture, float = 10_000) {
  const staff = await createStaff('bilheteria', { eventos: [sale.eventId], listas: [] });
  const token = await tokenOf(staff);
  const opened = await api<{ caixa: Register }>('/api/admin/door-sales/registers', {
    token,
    json: { event_id: sale.eventId, troco_inicial: float },
  });
  expect(opened.status).toBe(201);
  return { staff, token, register: opened.body.caixa };
}

function sell(
  token: string,
  sale: SaleFixture,
  pagamento: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return api<Sale>('/api/admin/door-sales/sales', {
    token,
    json: {
      idempotencyKey: randomUUID(),
      items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt: 1 }],
      pagamento,
      ...extra,
    },
  });
}

const lines = (sale: SaleFixture, qnt: number) => [
  { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt },
];

/** audit_log entries about one document. */
async function auditEntriesOf(target: string) {
  return (await adminDb().collection('audit_log').where('target', '==', target).get()).docs;
}

async function registerOf(id: string): Promise<Register> {
  const answer = await api<{ caixa: Register }>(`/api/admin/door-sales/registers/${id}`, {
    token: users.adminToken,
  });
  expect(answer.status).toBe(200);
  return answer.body.caixa;
}

describe('selling at the door', () => {
  it('cash: change given, tickets issued, no Asaas charge, the door order in no account, the register counts it', async () => {
    const sale = await seedSale();
    const { token, register } = await operatorAt(sale);
    const answer = await sell(
      token,
      sale,
      { metodo: 'dinheiro', recebido: 25_000 },
      { items: lines(sale, 2) },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'pago', total: 22_000, troco: 3_000, pix: null });
    expect(answer.body.ingressos).toHaveLength(2);
    expect(answer.body.ingressos[0]!.qr).toMatch(/^data:image\/png;base64,/);
    const order = await orderOf(answer.body.orderId);
    expect(order).toMatchObject({
      canal: 'bilheteria',
      user_id: `porta:${answer.body.orderId}`,
      asaas_payment_id: null,
      billing_type: null,
      bilheteria: { caixa_id: register.id, metodo: 'dinheiro', recebido: 25_000, troco: 3_000 },
    });
    expect(await ticketsOf(answer.body.orderId)).toHaveLength(2);
    const figures = await registerOf(register.id);
    expect(figures.esperado).toEqual({ dinheiro: 32_000, pix: 0, maquininha: 0 });
    expect(figures.vendas.dinheiro).toEqual({ quantidade: 1, valor: 22_000 });
    expect(await auditEntriesOf(`orders/${answer.body.orderId}`)).toHaveLength(1);
  });

  it('cash short of the total: 400 in pt-BR, nothing sold, the places back', async () => {
    const sale = await seedSale({ total: 5 });
    const { token, register } = await operatorAt(sale);
    const answer = await sell(token, sale, { metodo: 'dinheiro', recebido: 5_000 });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({
      code: 'cash_short',
      message: `O valor recebido (${formatBRL(5_000)}) é menor que o total (${formatBRL(11_000)}): faltam ${formatBRL(6_000)}`,
    });
    expect(await slotsOf(sale.eventId)).toHaveLength(0);
    expect((await registerOf(register.id)).vendas.dinheiro.quantidade).toBe(0);
  });

  it('card machine: the authorisation code is required; recorded with brand and mode', async () => {
    const sale = await seedSale();
    const { token, register } = await operatorAt(sale);
    const missing = await sell(token, sale, { metodo: 'maquininha', autorizacao: '' });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toBe(
      'Informe o código de autorização da maquininha (4 a 12 letras ou números)',
    );
    const paid = await sell(token, sale, {
      metodo: 'maquininha',
      autorizacao: 'ab12cd',
      bandeira: 'elo',
      modalidade: 'debito',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.status).toBe('pago');
    expect((await orderOf(paid.body.orderId))?.bilheteria).toMatchObject({
      metodo: 'maquininha',
      autorizacao: 'AB12CD',
      bandeira: 'elo',
      modalidade: 'debito',
    });
    expect((await registerOf(register.id)).esperado.maquininha).toBe(11_000);
  });

  it('PIX: the QR to show, paid by the webhook, the screen sees it paid and the register counts it once', async () => {
    const sale = await seedSale();
    const { token, register } = await operatorAt(sale);
    const answer = await sell(
      token,
      sale,
      { metodo: 'pix' },
      { comprador: { nome: 'Joana Souza', cpf: '529.982.247-25', email: '' } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('aguardando_pagamento');
    expect(answer.body.pix?.payload).toBeTruthy();
    // Closing while the PIX waits is refused.
    const early = await api('/api/admin/door-sales/registers/current/close', {
      token,
      json: { contado: { dinheiro: 10_000, pix: 0, maquininha: 0 } },
    });
    expect(early.status).toBe(409);
    expect(errorOf(early).code).toBe('register_pending_sales');
    const paymentId = (await orderOf(answer.body.orderId))?.asaas_payment_id as string;
    expect((await sandbox(`/sandbox/payment/${paymentId}/confirm`, { json: {} })).status).toBe(200);
    const paid = await eventually(async () => {
      const polled = await api<Sale>(`/api/admin/door-sales/sales/${answer.body.orderId}`, { token });
      return polled.body.status === 'pago' && polled.body;
    });
    expect(paid.ingressos).toHaveLength(1);
    const figures = await registerOf(register.id);
    expect(figures.vendas.pix).toEqual({ quantidade: 1, valor: 11_000 });
    expect(figures.esperado.dinheiro).toBe(10_000);
  });

  it('a double tap sells once', async () => {
    const sale = await seedSale();
    const { token, register } = await operatorAt(sale);
    const json = {
      idempotencyKey: randomUUID(),
      items: lines(sale, 1),
      pagamento: { metodo: 'dinheiro', recebido: 11_000 },
    };
    const [a, b] = await Promise.all([
      api<Sale>('/api/admin/door-sales/sales', { token, json }),
      api<Sale>('/api/admin/door-sales/sales', { token, json }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.orderId).toBe(b.body.orderId);
    expect(await ticketsOf(a.body.orderId)).toHaveLength(1);
    expect((await registerOf(register.id)).vendas.dinheiro).toEqual({ quantidade: 1, valor: 11_000 });
  });

  it("the tickets go by e-mail to the buyer's typed address (a door order has no account)", async () => {
    const sale = await seedSale();
    const { token } = await operatorAt(sale);
    const to = `porta-${randomUUID().slice(0, 8)}@example.com`;
    const sold = await sell(
      token,
      sale,
      { metodo: 'dinheiro', recebido: 11_000 },
      { comprador: { email: to } },
    );
    expect(sold.status).toBe(201);
    const [mail] = await waitForMessages((m) => m.to.includes(to));
    expect(mail?.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  it('the printed receipt is an 80 mm PDF', async () => {
    const sale = await seedSale();
    const { token } = await operatorAt(sale);
    const sold = await sell(token, sale, { metodo: 'dinheiro', recebido: 11_000 });
    const pdf = await api(`/api/admin/door-sales/sales/${sold.body.orderId}/receipt.pdf`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect(pdf.text).toMatch(/MediaBox \[0 0 226\.77/);
  });
});

describe('who may sell where', () => {
  it('403 for another event, for a porteiro and for a customer; 409 without an open register', async () => {
    const sale = await seedSale();
    const other = await seedSale();
    const { token } = await operatorAt(sale);
    const elsewhere = await sell(token, other, { metodo: 'dinheiro', recebido: 11_000 });
    expect(elsewhere.status).toBe(403);
    expect(errorOf(elsewhere).message).toBe(OUTSIDE_SCOPE_MESSAGE);
    const porteiro = await tokenOf(await createStaff('porteiro', { eventos: [sale.eventId], listas: [] }));
    const byPorteiro = await sell(porteiro, sale, { metodo: 'dinheiro', recebido: 11_000 });
    expect(byPorteiro.status).toBe(403);
    expect(errorOf(byPorteiro).message).toBe(FORBIDDEN_FOR_ROLE_MESSAGE);
    expect((await sell(users.customerToken, sale, { metodo: 'pix' })).status).toBe(403);
    const noRegister = await tokenOf(
      await createStaff('bilheteria', { eventos: [sale.eventId], listas: [] }),
    );
    const refused = await sell(noRegister, sale, { metodo: 'dinheiro', recebido: 11_000 });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'register_not_open', message: 'Abra o caixa antes de vender' });
    const opening = await api('/api/admin/door-sales/registers', {
      token: noRegister,
      json: { event_id: other.eventId, troco_inicial: 0 },
    });
    expect(opening.status).toBe(403);
  });

  it("the site's limits hold at the door: per order and per CPF across the site and the door", async () => {
    const sale = await seedSale({ event: { max_por_cpf: 2, max_por_pedido: 3 } });
    const { token } = await operatorAt(sale);
    const tooMany = await sell(
      token,
      sale,
      { metodo: 'dinheiro', recebido: 100_000 },
      { items: lines(sale, 4) },
    );
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).message).toBe('Limite de 3 ingressos por pedido');
    const site = await checkout(users.customerToken, checkoutBody(sale, { items: lines(sale, 2) }));
    expect(site.status).toBe(200);
    const sameCpf = await sell(
      token,
      sale,
      { metodo: 'dinheiro', recebido: 11_000 },
      { comprador: { cpf: '529.982.247-25' } },
    );
    expect(sameCpf.status).toBe(409);
    expect(errorOf(sameCpf).code).toBe('cpf_limit');
    // Anonymous buyers are each their own person: two in a row both buy.
    for (let n = 0; n < 2; n++) {
      expect((await sell(token, sale, { metodo: 'dinheiro', recebido: 11_000 })).status).toBe(201);
    }
  });

  it('the last places, sold from the site and the door at once, are never oversold', async () => {
    const sale = await seedSale({ total: 3 });
    const { token } = await operatorAt(sale, 0);
    const customers = await Promise.all([0, 1].map(() => createUser()));
    const siteTokens = await Promise.all(customers.map(tokenOf));
    const attempts = await Promise.all([
      ...siteTokens.map((t) => checkout(t, checkoutBody(sale, { items: lines(sale, 1) }))),
      ...[0, 1].map(() =>
        sell(token, sale, { metodo: 'dinheiro', recebido: 22_000 }, { items: lines(sale, 2) }),
      ),
    ]);
    const sold = attempts.filter((a) => a.status === 200 || a.status === 201);
    const tickets = attempts.reduce(
      (n, a, i) => n + (a.status === 200 || a.status === 201 ? (i < 2 ? 1 : 2) : 0),
      0,
    );
    expect(tickets).toBeLessThanOrEqual(3);
    expect(sold.length).toBeGreaterThan(0);
    expect((await slotsOf(sale.eventId)).length).toBe(tickets);
    for (const refused of attempts.filter((a) => a.status !== 200 && a.status !== 201)) {
      expect(refused.status).toBe(409);
    }
  });
});

describe('the cash register', () => {
  it('one open register per operator; withdrawals within the cash; closed with its differences', async () => {
    const sale = await seedSale();
    const { token, register } = await operatorAt(sale, 5_000);
    const twice = await api('/api/admin/door-sales/registers', {
      token,
      json: { event_id: sale.eventId, troco_inicial: 0 },
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('register_already_open');
    await sell(token, sale, { metodo: 'dinheiro', recebido: 20_000 });
    await sell(token, sale, { metodo: 'maquininha', autorizacao: '123456' });
    const move = (json: unknown) =>
      api<{ caixa: Register }>('/api/admin/door-sales/registers/current/movements', { token, json });
    const tooMuch = await move({ tipo: 'sangria', valor: 16_001, motivo: 'Depósito' });
    expect(tooMuch.status).toBe(409);
    expect(errorOf(tooMuch).code).toBe('withdrawal_too_large');
    const noReason = await move({ tipo: 'sangria', valor: 100, motivo: '' });
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason).message).toBe('Informe o motivo');
    expect((await move({ tipo: 'sangria', valor: 10_000, motivo: 'Cofre' })).status).toBe(200);
    const topped = await move({ tipo: 'suprimento', valor: 2_000, motivo: 'Moedas' });
    expect(topped.body.caixa.esperado).toEqual({ dinheiro: 8_000, pix: 0, maquininha: 11_000 });
    const bad = await api('/api/admin/door-sales/registers/current/close', {
      token,
      json: { contado: { dinheiro: -1, pix: 0, maquininha: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('Dinheiro contado não pode ser negativo');
    const closed = await api<{ caixa: Register }>('/api/admin/door-sales/registers/current/close', {
      token,
      json: { contado: { dinheiro: 7_500, pix: 0, maquininha: 11_000 }, observacao: 'Faltou troco' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.caixa).toMatchObject({
      id: register.id,
      status: 'fechado',
      sangrias: 10_000,
      suprimentos: 2_000,
      diferenca: { dinheiro: -500, pix: 0, maquininha: 0, total: -500 },
    });
    const detail = await api<{ movimentos: { tipo: string }[] }>(
      `/api/admin/door-sales/registers/${register.id}`,
      { token: users.adminToken },
    );
    expect(detail.body.movimentos.map((m) => m.tipo)).toEqual([
      'abertura',
      'venda',
      'venda',
      'sangria',
      'suprimento',
      'fechamento',
    ]);
    const list = await api<{ caixas: Register[] }>('/api/admin/door-sales/registers', {
      token: users.adminToken,
    });
    expect(list.body.caixas.some((c) => c.id === register.id)).toBe(true);
    expect((await auditEntriesOf(`cash_registers/${register.id}`)).length).toBe(4);
    // A closed register takes no sale; a new one opens.
    expect((await sell(token, sale, { metodo: 'dinheiro', recebido: 11_000 })).status).toBe(409);
    const reopened = await api('/api/admin/door-sales/registers', {
      token,
      json: { event_id: sale.eventId, troco_inicial: 0 },
    });
    expect(reopened.status).toBe(201);
  });

  it('400 in pt-BR for a negative float; a porteiro sees no register', async () => {
    const sale = await seedSale();
    const staff = await tokenOf(await createStaff('bilheteria', { eventos: [sale.eventId], listas: [] }));
    const answer = await api('/api/admin/door-sales/registers', {
      token: staff,
      json: { event_id: sale.eventId, troco_inicial: -5 },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toBe('Troco inicial não pode ser negativo');
    const porteiro = await tokenOf(await createStaff('porteiro', { eventos: [sale.eventId], listas: [] }));
    expect((await api('/api/admin/door-sales/registers', { token: porteiro })).status).toBe(403);
    expect((await adminDb().collection('cash_register_locks').doc('nobody').get()).exists).toBe(false);
  });
});
