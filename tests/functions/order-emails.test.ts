// The after-sale e-mails of issue "After the sale", against the live stack: the reminder 24 h
// before the event (through the internal route the local runner calls), once per order however
// many runs overlap, skipped by the buyer's preference, never without active tickets; the admin's
// "Reenviar ingressos"; and every send in the order's e-mail log. Mail is read back from the
// stack's mail catcher.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { MEIA_DOCUMENT_NOTICE } from '../../core/src/box-office.ts';
import { readPdf } from '../../functions/src/tickets/pdf-testing.ts';
import {
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  SITE_URL,
  tokenOf,
} from '../support/functions-api.ts';
import { caughtMessages, MAIL_URL, waitForMessages, type CaughtMessage } from '../support/mail-catcher.ts';
import {
  emailLogOf,
  HOUR_MS,
  REMINDER_VENUE,
  runReminders,
  seedEventStartingIn,
  seedPaidOrder,
  type SeededOrder,
} from '../support/mail-fixtures.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

const isReminderOf = (order: SeededOrder) => (m: CaughtMessage) =>
  m.subject.startsWith('Lembrete:') && m.text.includes(`Pedido ${order.number}`);
const remindersOf = async (order: SeededOrder) => (await caughtMessages()).filter(isReminderOf(order));
const orderDoc = async (id: string) => (await adminDb().doc(`orders/${id}`).get()).data()!;
const settle = () => new Promise((r) => setTimeout(r, 3000));

describe('reminder e-mail (POST /api/internal/send-reminders)', () => {
  it('is refused without the internal token', async () => {
    expect((await runReminders(SITE_URL, 'errado')).status).toBe(401);
  });

  it('sends one reminder per order, even when two runs overlap: when, where, map, meia note, active tickets', async () => {
    const event = await seedEventStartingIn(10 * HOUR_MS, 'Orquestra & Coro — Noite de Gala');
    const order = await seedPaidOrder(users.customer, event, {
      tickets: [{ status: 'ativo' }, { status: 'cancelado' }, { status: 'ativo', meia: true }],
    });

    const [first, second] = await Promise.all([runReminders(SITE_URL), runReminders(SITE_URL)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [mail] = await waitForMessages(isReminderOf(order), 1);
    expect(mail, 'the reminder arrives').toBeDefined();
    await runReminders(SITE_URL);
    await settle();
    expect(await remindersOf(order)).toHaveLength(1);

    expect(mail!.to).toContain(users.customer.email);
    expect(mail!.to).not.toContain('digitado-no-checkout@example.com');
    expect(mail!.subject).toMatch(
      /^Lembrete: Orquestra & Coro — Noite de Gala é (hoje|amanhã) às \d\d:\d\d$/,
    );
    expect(mail!.text).toContain(`Local: ${REMINDER_VENUE}`);
    expect(mail!.text).toContain(
      `Como chegar: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(REMINDER_VENUE)}`,
    );
    expect(mail!.text).toContain(MEIA_DOCUMENT_NOTICE);
    expect(mail!.text).toContain('/conta/ingressos');
    // Only the tickets still valid are in the PDF.
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`pedido-${order.number}.pdf`]);
    const attachment = await fetch(`${MAIL_URL}/api/messages/${mail!.id}/attachments/0`);
    const pages = await readPdf(new Uint8Array(await attachment.arrayBuffer()));
    expect(pages.map((p) => p.qrCodes[0])).toEqual([order.tickets[0]!.qr, order.tickets[2]!.qr]);

    const stored = await orderDoc(order.id);
    expect(stored.lembrete_enviado_em).toBeInstanceOf(Timestamp);
    expect(stored.lembrete_enviando_em).toBeUndefined();
    const log = await emailLogOf(order.id);
    expect(log).toEqual([
      expect.objectContaining({
        tipo: 'lembrete',
        para: users.customer.email,
        assunto: mail!.subject,
        estado: 'enviado',
        erro: null,
        por: null,
      }),
    ]);
  }, 60_000);

  it('leaves an order another run is sending alone, and takes over a claim left for 5 minutes', async () => {
    const event = await seedEventStartingIn(8 * HOUR_MS);
    const order = await seedPaidOrder(users.customer, event, { tickets: [{ status: 'ativo' }] });
    const ref = adminDb().doc(`orders/${order.id}`);
    await ref.update({ lembrete_enviando_em: Timestamp.now() });
    expect((await runReminders(SITE_URL)).status).toBe(200);
    await settle();
    expect(await remindersOf(order)).toEqual([]);

    // The instance that claimed it died mid-send: after 5 minutes the claim is taken over.
    await ref.update({ lembrete_enviando_em: Timestamp.fromMillis(Date.now() - 6 * 60 * 1000) });
    expect((await runReminders(SITE_URL)).status).toBe(200);
    expect(await waitForMessages(isReminderOf(order), 1)).toHaveLength(1);
    expect((await orderDoc(order.id)).lembrete_enviado_em).toBeInstanceOf(Timestamp);
  }, 60_000);

  it('skips a buyer who turned e-mail notifications off, and records it so it is not looked at again', async () => {
    const buyer = await createUser();
    await adminDb()
      .doc(`profiles/${buyer.uid}`)
      .update({ preferencias: { tema: null, notificacoes_email: false } });
    const event = await seedEventStartingIn(5 * HOUR_MS);
    const order = await seedPaidOrder(buyer, event);

    expect((await runReminders(SITE_URL)).status).toBe(200);
    expect((await orderDoc(order.id)).lembrete_pulado).toBe('preferencia');
    await settle();
    expect(await remindersOf(order)).toEqual([]);
    expect(await emailLogOf(order.id)).toEqual([]);
  });

  it('sends nothing for an order without active tickets, nor for an event not yet due or already started', async () => {
    const soon = await seedEventStartingIn(3 * HOUR_MS);
    const noneActive = await seedPaidOrder(users.customer, soon, {
      tickets: [{ status: 'usado' }, { status: 'cancelado' }],
    });
    const unpaid = await seedPaidOrder(users.customer, soon, { status: 'aguardando_pagamento' });
    const later = await seedPaidOrder(users.customer, await seedEventStartingIn(30 * HOUR_MS));
    const started = await seedPaidOrder(users.customer, await seedEventStartingIn(-HOUR_MS));

    expect((await runReminders(SITE_URL)).status).toBe(200);
    await settle();
    for (const order of [noneActive, unpaid, later, started]) {
      expect(await remindersOf(order)).toEqual([]);
      expect(await emailLogOf(order.id)).toEqual([]);
      const stored = await orderDoc(order.id);
      expect(stored.lembrete_enviado_em).toBeUndefined();
      expect(stored.lembrete_enviando_em).toBeUndefined();
    }
  });
});

describe('POST /api/admin/orders/:id/resend-tickets', () => {
  const resend = (orderId: string, token?: string) =>
    api<{ sentTo: string }>(`/api/admin/orders/${orderId}/resend-tickets`, { method: 'POST', token });

  it('needs an admin: 401 without a session, 403 for the buyer, and sends nothing', async () => {
    const order = await seedPaidOrder(users.customer, await seedEventStartingIn(72 * HOUR_MS));
    expect((await resend(order.id)).status).toBe(401);
    const buyer = await resend(order.id, users.customerToken);
    expect(buyer.status).toBe(403);
    expect(await emailLogOf(order.id)).toEqual([]);
  });

  it("mails the active tickets to the account's e-mail, logs it with the admin and audits it", async () => {
    const event = await seedEventStartingIn(72 * HOUR_MS);
    const order = await seedPaidOrder(users.customer, event, {
      tickets: [{ status: 'ativo' }, { status: 'usado' }],
    });
    const answer = await resend(order.id, users.adminToken);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ sentTo: users.customer.email });

    const [mail] = await waitForMessages(
      (m) => m.subject.startsWith('Seus ingressos') && m.text.includes(`Pedido ${order.number}`),
    );
    expect(mail!.to).toContain(users.customer.email);
    expect(mail!.to).not.toContain('digitado-no-checkout@example.com');
    // The contract summary the checkout showed, repeated (Decreto 7.962/2013, art. 4º II): the
    // event's rules and the seeded company.
    expect(mail!.text).toContain('Resumo do contrato:');
    expect(mail!.text).toContain('- Cancelamento: Você pode cancelar até 7 dias após a compra');
    expect(mail!.text).toContain('- Vendedor: GN Ingressos Ltda — CNPJ 42.785.319/0001-10');
    expect(mail!.text).toMatch(/A compra segue os Termos de Uso: https?:\/\/\S+\/termos\n/);
    const attachment = await fetch(`${MAIL_URL}/api/messages/${mail!.id}/attachments/0`);
    const pages = await readPdf(new Uint8Array(await attachment.arrayBuffer()));
    expect(pages.map((p) => p.qrCodes[0])).toEqual([order.tickets[0]!.qr]);

    expect(await emailLogOf(order.id)).toEqual([
      expect.objectContaining({
        tipo: 'ingressos_reenviados',
        para: users.customer.email,
        assunto: mail!.subject,
        estado: 'enviado',
        por: users.admin.uid,
      }),
    ]);
    const [entry] = await auditEntries('order.resend_tickets', `orders/${order.id}`);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      details: { para: users.customer.email, pedido: `#${order.number} · Joana Ávila` },
    });
  }, 60_000);

  it('refuses (409, pt-BR) an unpaid order and a paid one without active tickets; 404 an unknown one', async () => {
    const event = await seedEventStartingIn(72 * HOUR_MS);
    const unpaid = await seedPaidOrder(users.customer, event, { status: 'aguardando_pagamento' });
    const used = await seedPaidOrder(users.customer, event, { tickets: [{ status: 'usado' }] });
    const a = await resend(unpaid.id, users.adminToken);
    expect(a.status).toBe(409);
    expect(errorOf(a).message).toBe('Só é possível reenviar os ingressos de um pedido pago');
    const b = await resend(used.id, users.adminToken);
    expect(b.status).toBe(409);
    expect(errorOf(b).message).toBe('Este pedido não tem ingressos ativos para reenviar');
    expect((await resend('nao-existe', users.adminToken)).status).toBe(404);
  });
});

describe("the order's e-mail log", () => {
  it("logs the confirmation when the order becomes paid, and the customer's resend as a resend", async () => {
    const buyer = await createUser();
    const event = await seedEventStartingIn(72 * HOUR_MS);
    const order = await seedPaidOrder(buyer, event, {
      status: 'aguardando_pagamento',
      tickets: [{ status: 'ativo' }],
    });
    await adminDb().doc(`orders/${order.id}`).update({ status: 'pago', paid_at: Timestamp.now() });
    await waitForMessages((m) => m.text.includes(`Pedido ${order.number}`), 1);
    const resent = await api(`/api/orders/${order.id}/email`, {
      method: 'POST',
      token: await tokenOf(buyer),
    });
    expect(resent.status).toBe(200);
    const log = await emailLogOf(order.id);
    expect(log.map((e) => [e.tipo, e.estado, e.para, e.por])).toEqual([
      ['ingressos_reenviados', 'enviado', buyer.email, null],
      ['confirmacao', 'enviado', buyer.email, null],
    ]);
  }, 60_000);
});
