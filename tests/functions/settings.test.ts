// Settings applied on the server: the read-only Asaas environment of the Pagamentos tab (admin
// only, never the key), logo uploads that keep their transparency, the checkout honouring the
// Pagamentos document (disabled method, default fee, reservation minutes, boleto hours, the cap on
// unpaid tickets), and the audit entry
// of a settings write. The test stack runs with GN_SETTINGS_CACHE_SECONDS=0 (dev/test.mjs), so a
// change is seen by the next request; every test restores the defaults (no document).
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_DEFAULTS } from '@gn/core/schemas/settings';
import { Timestamp } from 'firebase-admin/firestore';
import {
  BUYER,
  checkout,
  checkoutBody,
  eventually,
  seedSale,
  unpublishSales,
} from '../support/checkout-fixtures.ts';
import {
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  fileForm,
  SITE_URL,
  tokenOf,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';
import { randomCpf } from '../support/cpf.ts';

/** A buyer of its own for each order: one account may start only a few orders a minute. */
const freshToken = async () => tokenOf(await createUser());

const users = signedInAdminAndCustomer();

const paymentsDoc = () => adminDb().doc('site_settings/payments');

afterEach(async () => {
  // Other suites on this stack expect the defaults (all methods, 10 %, 15 min).
  await paymentsDoc().delete();
});

describe('GET /api/admin/settings/payments-env', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    const anonymous = await api('/api/admin/settings/payments-env');
    expect(anonymous.status).toBe(401);
    const customer = await api('/api/admin/settings/payments-env', { token: users.customerToken });
    expect(customer.status).toBe(403);
    expect(errorOf(customer).message).toBe('Acesso restrito a administradores');
  });

  it('tells an admin the environment and whether a key is set, never the key', async () => {
    const answer = await api<Record<string, unknown>>('/api/admin/settings/payments-env', {
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    // The test stack talks to the local Asaas sandbox with a configured key.
    expect(answer.body).toEqual({ environment: 'local', keyConfigured: true });
    const key = process.env.GN_ASAAS_API_KEY ?? '';
    expect(key.length).toBeGreaterThan(5);
    expect(answer.text).not.toContain(key);
  });
});

describe('logo uploads', () => {
  it('keep PNG transparency in logos/', async () => {
    const png = await sharp({
      create: { width: 600, height: 150, channels: 4, background: { r: 91, g: 52, b: 242, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const answer = await api<{ url: string }>('/api/admin/uploads?folder=logos', {
      body: fileForm(png, 'logo.png', 'image/png'),
      token: users.adminToken,
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.url).toMatch(/^\/api\/files\/logos\/.+\.png$/);
    const res = await fetch(`${SITE_URL}${answer.body.url}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('are refused to a customer', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const answer = await api('/api/admin/uploads?folder=logos', {
      body: fileForm(png, 'l.png', 'image/png'),
      token: users.customerToken,
    });
    expect(answer.status).toBe(403);
  });
});

describe('checkout with the Pagamentos settings', () => {
  it('refuses a disabled method with 409 and accepts an enabled one', async () => {
    await paymentsDoc().set({ metodos: ['card'], taxa_padrao: 0.1, reserva_minutos: 15 });
    const sale = await seedSale();
    const pix = await checkout(await freshToken(), checkoutBody(sale, { method: 'pix' }));
    expect(pix.status).toBe(409);
    expect(errorOf(pix).message).toBe('Método de pagamento não suportado');
    // Nothing was reserved for the refused attempt.
    expect((await adminDb().collection(`event_stock/${sale.eventId}/slots`).get()).size).toBe(0);
    const card = await checkout(await freshToken(), checkoutBody(sale, { method: 'card' }));
    expect(card.status, card.text).toBe(200);
    expect(card.body.billingType).toBe('CREDIT_CARD');
  });

  it('charges the default fee to events without their own, and reserves for the set minutes', async () => {
    await paymentsDoc().set({ metodos: ['pix', 'card', 'boleto'], taxa_padrao: 0.05, reserva_minutos: 7 });
    const sale = await seedSale({ event: { taxa_servico: null } });
    const before = Date.now();
    const answer = await checkout(await freshToken(), checkoutBody(sale));
    expect(answer.status, answer.text).toBe(200);
    // R$ 100,00 + 5 %
    expect(answer.body.total).toBe(10500);
    const expires = new Date(answer.body.reservaExpiraEm!).getTime();
    expect(expires - before).toBeGreaterThan(6.5 * 60_000);
    expect(expires - before).toBeLessThan(7.5 * 60_000);

    // An event's own fee still wins over the default.
    const own = await checkout(
      await freshToken(),
      checkoutBody(await seedSale({ event: { taxa_servico: 0.2 } })),
    );
    expect(own.body.total).toBe(12000);
  });

  it("holds a boleto for the admin's hours and caps unpaid tickets at the admin's figure", async () => {
    await paymentsDoc().set({ ...PAYMENT_DEFAULTS, boleto_horas: 6, limite_pendentes: 2 });
    // An event 12 h away: too soon for the default 24-hour boleto, fine for a 6-hour one.
    const sale = await seedSale({
      event: { data_inicio: Timestamp.fromDate(new Date(Date.now() + 12 * 3_600_000)) },
    });
    const token = await freshToken();
    const before = Date.now();
    const boleto = await checkout(
      token,
      checkoutBody(sale, { method: 'boleto', buyer: { ...BUYER, cpf: randomCpf() } }),
    );
    expect(boleto.status, boleto.text).toBe(200);
    const hours = (new Date(boleto.body.reservaExpiraEm!).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThan(6.1);

    const cpf = randomCpf();
    const lines = (qnt: number) => [
      { event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: 'inteira', qnt },
    ];
    const tooMany = await checkout(
      await freshToken(),
      checkoutBody(sale, { items: lines(3), buyer: { ...BUYER, cpf } }),
    );
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany).message).toBe(
      'O limite é de 2 ingressos aguardando pagamento por pessoa neste evento. Escolha uma quantidade menor.',
    );
    const two = await checkout(
      await freshToken(),
      checkoutBody(sale, { items: lines(2), buyer: { ...BUYER, cpf } }),
    );
    expect(two.status, two.text).toBe(200);
  });

  it('falls back to 10 % and 15 minutes without a document', async () => {
    const sale = await seedSale({ event: { taxa_servico: null } });
    const before = Date.now();
    const answer = await checkout(await freshToken(), checkoutBody(sale));
    expect(answer.body.total).toBe(11000);
    const minutes = (new Date(answer.body.reservaExpiraEm!).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThan(15.5);
  });
});

describe('settings writes are audited', { timeout: 120_000 }, () => {
  it('an admin write stamped with updated_by leaves an audit_log entry', async () => {
    await adminDb().doc('site_settings/seo').set({
      titulo_padrao: 'Ingressos em BH',
      descricao_padrao: '',
      og_imagem_url: null,
      updated_by: users.admin.uid,
    });
    try {
      const [entry] = await eventually(async () => {
        const entries = [
          ...(await auditEntries('create', 'site_settings/seo')),
          ...(await auditEntries('update', 'site_settings/seo')),
        ];
        const mine = entries.filter((e) => e.actor_uid === users.admin.uid);
        return mine.length > 0 ? mine : null;
      }, 45_000);
      expect(entry!.actor_uid).toBe(users.admin.uid);
      expect(entry!.actor_email).toBe(users.admin.email);
      expect(entry!.changes.titulo_padrao.after).toBe('Ingressos em BH');
    } finally {
      await adminDb().doc('site_settings/seo').delete();
    }
  });
});

// Take this file's events off the public site again (see checkout-fixtures).
afterAll(unpublishSales);
