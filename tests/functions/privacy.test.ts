// LGPD self-service against the live stack: "Baixar meus dados" (GET /api/me/data-export) holds
// the caller's orders, tickets, transfers, waiting list, contact messages and e-mail log and nobody
// else's; "Excluir minha conta" (POST /api/me/delete-account) wants a fresh sign-in and EXCLUIR,
// refuses admins and accounts with tickets for events to come (listing them), and otherwise
// deletes the Auth user, the profile and the avatar and anonymises orders and tickets, whose
// amounts still count in the revenue.
import sharp from 'sharp';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '../../core/src/account-deletion.ts';
import {
  checkout,
  checkoutBody,
  eventually,
  orderOf,
  seedSale,
  ticketsOf,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import {
  SITE_URL,
  adminAuth,
  adminDb,
  api,
  createUser,
  errorOf,
  fileForm,
  tokenOf,
  type TestUser,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();
afterAll(unpublishSales);

interface ExportFile {
  resumo: { totais: Record<string, string>; secoes: Record<string, string>; conta: string };
  conta: { email: string; criada_em: string; formas_de_login: string[] };
  perfil: { id: string; nome: string } | null;
  consentimentos: { termos_e_privacidade: { aceitos_em: string | null } };
  pedidos: { id: string; total: number; created_at: string; idempotency_key?: unknown }[];
  ingressos: { id: string; order_id: string; qr_code?: unknown; created_at: string }[];
  transferencias: { ingresso_id: string; direcao: string }[];
  lista_espera: { id: string }[];
  mensagens_contato: { id: string; mensagem: string }[];
  emails: { pedido_id: string; para: string; em: string }[];
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const exportOf = (token?: string) => api<ExportFile>('/api/me/data-export', { token });
const deleteAccount = (token: string | undefined, body: unknown = { confirmacao: 'EXCLUIR' }) =>
  api<{ excluida: boolean; mensagem: string }>('/api/me/delete-account', { json: body, token });

/** An order of `token`'s account: a free ticket (paid at once) or R$ 110,00 paid by hand by the admin. */
async function paidOrder(token: string, sale: SaleFixture, free = false): Promise<string> {
  const answer = await checkout(token, checkoutBody({ ...sale, itemId: free ? 'cortesia' : 'inteira' }));
  expect(answer.status, answer.text).toBe(200);
  const orderId = answer.body.orderId;
  if (!free) {
    await eventually(async () => (await orderOf(orderId))?.asaas_payment_id as string);
    const paid = await api(`/api/admin/orders/${orderId}/status`, {
      json: { status: 'pago', motivo: 'Pago na bilheteria' },
      token: users.adminToken,
    });
    expect(paid.status, paid.text).toBe(200);
  }
  return orderId;
}

/** The event took place: its dates, and the copy on its tickets, move to last week. */
async function moveToThePast(eventId: string): Promise<void> {
  const start = Timestamp.fromDate(new Date(Date.now() - 7 * 86_400_000));
  const end = Timestamp.fromDate(new Date(Date.now() - 7 * 86_400_000 + 4 * 3_600_000));
  await adminDb().doc(`events/${eventId}`).update({ data_inicio: start, data_fim: end });
  const tickets = await adminDb().collection('tickets').where('event_id', '==', eventId).get();
  for (const ticket of tickets.docs) await ticket.ref.update({ 'evento.data_inicio': start });
}

/** The same ID token with another `auth_time` (the emulators do not check signatures). */
function withAuthTime(token: string, authTime: number): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const changed = Buffer.from(JSON.stringify({ ...claims, auth_time: authTime })).toString('base64url');
  return `${header}.${changed}.`;
}

/** Sets the account's `validSince` (seconds) through the Auth emulator's privileged update. */
async function validSince(uid: string, seconds: number): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(seconds) }),
    },
  );
  expect(res.status, await res.text()).toBe(200);
}

async function revenue(): Promise<number> {
  const paid = adminDb().collection('orders').where('status', '==', 'pago');
  const snap = await paid.aggregate({ total: AggregateField.sum('total') }).get();
  return snap.data().total;
}

describe('GET /api/me/data-export', { timeout: 90_000 }, () => {
  it('401 without a token', async () => {
    const answer = await exportOf();
    expect(answer.status).toBe(401);
    expect(errorOf(answer).message).toBe('Faça login para continuar');
  });

  it("a JSON attachment with the caller's orders, tickets, transfers, waiting list, messages and e-mails, nobody else's", async () => {
    const sale = await seedSale();
    // Both verified: the transfer below needs a verified sender and lands only in a verified account.
    const me = await createUser({ nome: 'Helena Exporta', verified: true });
    const token = await tokenOf(me);
    const other = await createUser({ verified: true });
    const otherToken = await tokenOf(other);
    const mine = await paidOrder(token, sale, true);
    const theirs = await paidOrder(otherToken, sale, true);
    // One more ticket, handed to the other account: a transfer the export lists as sent.
    const given = await paidOrder(token, sale, true);
    const handOver = await api(`/api/me/tickets/${given}-1/transfer`, {
      json: { nome: 'Outra Pessoa', cpf: '529.982.247-25', email: other.email },
      token,
    });
    expect(handOver.status, handOver.text).toBe(200);
    // The transfer's e-mail leaves through the outbox (functions/src/outbox), after the answer:
    // its line in the order's e-mail log is the signal that it went.
    await eventually(
      async () =>
        !(await adminDb().collection(`orders/${given}/emails`).where('tipo', '==', 'transferencia').get())
          .empty,
    );
    await adminDb()
      .collection('waitlist')
      .add({ uid: me.uid, event_id: sale.eventId, created_at: new Date() });
    await adminDb()
      .collection('waitlist')
      .add({ uid: other.uid, event_id: sale.eventId, created_at: new Date() });
    await adminDb().collection('contact_messages').add({
      nome: 'Helena',
      email: me.email,
      mensagem: 'Minha dúvida',
      user_id: me.uid,
      lida: false,
      created_at: new Date(),
    });
    await adminDb().collection('contact_messages').add({
      nome: 'Outro',
      email: other.email,
      mensagem: 'Dúvida alheia',
      user_id: other.uid,
      lida: false,
      created_at: new Date(),
    });
    await adminDb().collection(`orders/${mine}/emails`).add({
      tipo: 'confirmacao',
      para: me.email,
      assunto: 'Pedido',
      estado: 'enviado',
      erro: null,
      em: Timestamp.now(),
      por: null,
    });

    const answer = await exportOf(token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.contentType).toContain('application/json');
    const file = answer.body;
    expect(file.resumo.conta).toBe(me.email);
    expect(file.conta).toMatchObject({ email: me.email, formas_de_login: ['password'] });
    expect(file.conta.criada_em).toMatch(ISO);
    expect(file.perfil).toMatchObject({ id: me.uid, nome: 'Helena Exporta' });
    expect(file.pedidos.map((o) => o.id).sort()).toEqual([mine, given].sort());
    expect(file.pedidos[0]!.created_at).toMatch(ISO);
    expect(file.pedidos[0]).not.toHaveProperty('idempotency_key');
    expect(file.ingressos.map((t) => t.id).sort()).toEqual([`${given}-1`, `${mine}-1`].sort());
    expect(file.ingressos.every((t) => !('qr_code' in t))).toBe(true);
    // The ticket handed on is the other person's now: not their name, CPF or e-mail.
    const handedOn = file.ingressos.find((t) => t.id === `${given}-1`) as Record<string, unknown>;
    expect(handedOn).toMatchObject({ order_id: given, transferido_a_outra_pessoa: true });
    for (const key of ['titular', 'titular_cpf', 'titular_email', 'codigo_serial', 'user_id'])
      expect(handedOn, key).not.toHaveProperty(key);
    expect(file.transferencias).toEqual([
      expect.objectContaining({ ingresso_id: `${given}-1`, direcao: 'enviada' }),
    ]);
    expect(file.lista_espera).toHaveLength(1);
    expect(file.mensagens_contato.map((m) => m.mensagem)).toEqual(['Minha dúvida']);
    // The e-mail logs of the caller's orders: the line added above, the transfer's and, as the
    // confirmation trigger gets to them, the confirmations; never a line of someone else's order.
    expect(file.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pedido_id: mine, para: me.email, assunto: 'Pedido' }),
        expect.objectContaining({ pedido_id: given, tipo: 'transferencia' }),
      ]),
    );
    expect(file.emails.every((e) => e.pedido_id === mine || e.pedido_id === given)).toBe(true);
    expect(file.emails.every((e) => typeof e.em === 'string' && ISO.test(e.em))).toBe(true);
    expect(file.resumo.totais).toMatchObject({ pedidos: '2 pedidos', ingressos: '2 ingressos' });
    expect(answer.text).not.toContain(theirs);
    expect(answer.text).not.toContain('Dúvida alheia');

    const raw = await fetch(`${SITE_URL}/api/me/data-export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(raw.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-gn-ingressos-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(raw.headers.get('cache-control')).toBe('no-store');

    // The recipient sees the same hand-over as received, and the e-mail that brought them the
    // ticket, logged on the buyer's order.
    await adminDb().collection(`orders/${given}/emails`).add({
      tipo: 'transferencia',
      para: other.email,
      assunto: 'Ingresso',
      estado: 'enviado',
      erro: null,
      em: Timestamp.now(),
      por: null,
    });
    const received = (await exportOf(otherToken)).body;
    expect(received.transferencias).toEqual([
      expect.objectContaining({ ingresso_id: `${given}-1`, direcao: 'recebida' }),
    ]);
    // Their own order's e-mails (the confirmation, as its trigger gets to it) and those of the
    // buyer's order that were addressed to them; nothing else of that order.
    expect(received.emails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pedido_id: given, para: other.email, assunto: 'Ingresso' }),
      ]),
    );
    expect(
      received.emails.every(
        (e) => e.pedido_id === theirs || (e.pedido_id === given && e.para === other.email),
      ),
    ).toBe(true);
  });
});

describe('POST /api/me/delete-account', { timeout: 120_000 }, () => {
  it('401 without a token; 400 without EXCLUIR (pt-BR); 401 with a sign-in older than 5 minutes; 403 for an admin', async () => {
    expect((await deleteAccount(undefined)).status).toBe(401);
    const me: TestUser = await createUser();
    const token = await tokenOf(me);
    for (const body of [{}, { confirmacao: 'sim' }, { confirmacao: 'x'.repeat(5000) }, ['EXCLUIR']]) {
      const bad = await deleteAccount(token, body);
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(errorOf(bad).message).toMatch(/^(Digite EXCLUIR para confirmar|Corpo da requisição inválido)$/);
    }
    const claims = await adminAuth().verifyIdToken(token);
    // The Auth emulator dates the account's token validity from its creation, seconds ago: move
    // it back, or a sign-in "6 minutes ago" would read as a revoked token (a different 401).
    await validSince(me.uid, claims.auth_time - 3600);
    const stale = await deleteAccount(withAuthTime(token, claims.auth_time - 6 * 60));
    expect(stale.status, stale.text).toBe(401);
    expect(errorOf(stale)).toEqual({
      code: 'recent_sign_in_required',
      message: 'Por segurança, confirme sua senha novamente para excluir a conta.',
    });
    const admin = await deleteAccount(users.adminToken);
    expect(admin.status).toBe(403);
    expect(errorOf(admin).code).toBe('admin_account');
    expect((await adminAuth().getUser(me.uid)).uid).toBe(me.uid);
    expect((await adminAuth().getUser(users.admin.uid)).uid).toBe(users.admin.uid);
  });

  it('refused with the list while a ticket for an event to come is held; done once it is cancelled', async () => {
    const sale = await seedSale();
    const me = await createUser();
    const token = await tokenOf(me);
    const orderId = await paidOrder(token, sale, true);
    const refused = await deleteAccount(token);
    expect(refused.status, refused.text).toBe(409);
    const error = errorOf(refused) as { code: string; message: string; details?: { bloqueios: unknown[] } };
    expect(error.code).toBe('has_future_tickets');
    expect(error.message).toMatch(/^Sua conta ainda não pode ser excluída/);
    expect(error.details?.bloqueios).toEqual([
      expect.objectContaining({
        motivo: 'ingressos_futuros',
        evento: `Show ${sale.eventId}`,
        ingressos: 1,
        pedido: orderId.slice(0, 8),
        order_id: orderId,
      }),
    ]);
    expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(true);

    // The buyer's cancellation (another feature) leaves the ticket 'cancelado'.
    await adminDb().doc(`tickets/${orderId}-1`).update({ status: 'cancelado' });
    const done = await deleteAccount(token);
    expect(done.status, done.text).toBe(200);
    await expect(adminAuth().getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('an order awaiting payment blocks too, and says so', async () => {
    const sale = await seedSale();
    const me = await createUser();
    const token = await tokenOf(me);
    const answer = await checkout(token, checkoutBody(sale));
    expect(answer.status, answer.text).toBe(200);
    const refused = await deleteAccount(token);
    expect(refused.status).toBe(409);
    const error = errorOf(refused) as { details?: { bloqueios: { motivo: string; pedido: string }[] } };
    expect(error.details?.bloqueios).toEqual([
      expect.objectContaining({
        motivo: 'pedido_aguardando_pagamento',
        pedido: answer.body.orderId.slice(0, 8),
      }),
    ]);
  });

  it('done: Auth user, profile, role, avatar and waiting list gone; order and ticket anonymised, the total still in the revenue; audited without personal data', async () => {
    const sale = await seedSale();
    const me = await createUser({ nome: 'Rita Removida' });
    const token = await tokenOf(me);
    const orderId = await paidOrder(token, sale);
    const avatar = await api<{ url: string }>('/api/me/avatar', {
      body: fileForm(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a0c' } })
          .jpeg()
          .toBuffer(),
        'eu.jpg',
        'image/jpeg',
      ),
      token,
    });
    expect(avatar.status, avatar.text).toBe(201);
    await adminDb().collection('waitlist').doc(`w-${me.uid}`).set({ uid: me.uid, event_id: sale.eventId });
    const message = await adminDb().collection('contact_messages').add({
      nome: 'Rita',
      email: me.email,
      mensagem: 'Meu CPF é 529.982.247-25',
      user_id: me.uid,
      lida: false,
      created_at: new Date(),
    });
    const log = await adminDb().collection(`orders/${orderId}/emails`).add({
      tipo: 'confirmacao',
      para: me.email,
      assunto: 'Pedido',
      estado: 'enviado',
      erro: null,
      em: Timestamp.now(),
      por: null,
    });
    await moveToThePast(sale.eventId);
    const before = (await orderOf(orderId))!;
    expect(before.total).toBe(11000);
    const revenueBefore = await revenue();

    const done = await deleteAccount(token);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({
      excluida: true,
      mensagem: 'Sua conta foi excluída. Os dados pessoais foram apagados ou anonimizados.',
    });

    await expect(adminAuth().getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`user_roles/${me.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`waitlist/w-${me.uid}`).get()).exists).toBe(false);
    expect((await fetch(`${SITE_URL}${avatar.body.url}`)).status).toBe(404);

    const order = (await orderOf(orderId))!;
    expect(order.comprador).toEqual({
      nome: ANONYMOUS_NAME,
      email: null,
      cpf: null,
      telefone: null,
      endereco: null,
    });
    expect(order.anonimizado_em).toBeInstanceOf(Timestamp);
    for (const kept of [
      'total',
      'subtotal',
      'taxas',
      'status',
      'items',
      'created_at',
      'paid_at',
      'user_id',
      'event_ids',
    ])
      expect(order[kept], kept).toEqual(before[kept]);
    expect(await revenue()).toBe(revenueBefore);
    const [ticket] = await ticketsOf(orderId);
    expect(ticket!.data()).toMatchObject({ titular: ANONYMOUS_NAME, titular_cpf: null, status: 'ativo' });
    expect((await log.get()).get('para')).toBeNull();
    expect((await message.get()).data()).toMatchObject({ nome: null, email: null });
    expect((await message.get()).get('mensagem')).not.toContain('529');
    const slots = await adminDb()
      .collection(`event_stock/${sale.eventId}/slots`)
      .where('order_id', '==', orderId)
      .get();
    expect(slots.docs.map((s) => s.get('titular_cpf'))).toEqual([null]);

    const audit = (await adminDb().doc(`audit_log/account-deletion-${me.uid}`).get()).data()!;
    expect(audit).toMatchObject({
      action: 'delete',
      target: `users/${me.uid}`,
      actor_uid: null,
      actor_email: null,
    });
    expect(audit.details).toMatchObject({ ator: 'titular', pedidos_anonimizados: 1, avatares_excluidos: 1 });
    const text = JSON.stringify(audit);
    expect(text).not.toContain(me.email);
    expect(text).not.toContain('Rita');

    // The old session is over: its token is refused everywhere.
    expect((await exportOf(token)).status).toBe(401);
  });

  it('an account with 300 orders (over 600 writes): every order and ticket anonymised, in batches', async () => {
    const sale = await seedSale();
    await moveToThePast(sale.eventId);
    const me = await createUser();
    const token = await tokenOf(me);
    const at = Timestamp.fromDate(new Date(Date.now() - 30 * 86_400_000));
    const ids = Array.from({ length: 300 }, (_, i) => `lgpd-${me.uid.slice(0, 8)}-${i}`);
    for (let i = 0; i < ids.length; i += 200) {
      const batch = adminDb().batch();
      for (const id of ids.slice(i, i + 200)) {
        batch.set(adminDb().doc(`orders/${id}`), {
          user_id: me.uid,
          status: 'pago',
          total: 1000,
          event_ids: [sale.eventId],
          items: [{ event_id: sale.eventId, event_titulo: 'Show', qnt: 1, preco: 1000, data_evento: at }],
          comprador: {
            nome: 'Muitos Pedidos',
            email: me.email,
            cpf: '52998224725',
            telefone: '+5511987654321',
          },
          created_at: at,
        });
        batch.set(adminDb().doc(`tickets/${id}-1`), {
          order_id: id,
          event_id: sale.eventId,
          user_id: me.uid,
          status: 'usado',
          titular: 'Muitos Pedidos',
          titular_cpf: null,
          evento: { titulo: 'Show', data_inicio: at },
          created_at: at,
        });
      }
      await batch.commit();
    }
    const revenueBefore = await revenue();
    const done = await deleteAccount(token);
    expect(done.status, done.text).toBe(200);
    const orders = await adminDb().collection('orders').where('user_id', '==', me.uid).get();
    expect(orders.size).toBe(300);
    expect(orders.docs.filter((o) => o.get('comprador.nome') !== ANONYMOUS_NAME)).toEqual([]);
    expect(orders.docs.every((o) => o.get('total') === 1000 && o.get('comprador.cpf') === null)).toBe(true);
    const tickets = await adminDb().collection('tickets').where('user_id', '==', me.uid).get();
    expect(tickets.docs.filter((t) => t.get('titular') !== ANONYMOUS_NAME)).toEqual([]);
    expect(await revenue()).toBe(revenueBefore);
    const audit = (await adminDb().doc(`audit_log/account-deletion-${me.uid}`).get()).data()!;
    expect(audit.details).toMatchObject({ pedidos_anonimizados: 300, ingressos_anonimizados: 300 });
  });
});
