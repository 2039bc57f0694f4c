// Handing a ticket to another person (POST /api/me/tickets/{id}/transfer), against the live stack:
// only the owner, only an active ticket before the event's deadline; the ticket gets the new
// holder, a new serial and signature (check-in refuses the old code as transferred and admits
// the new one), moves to the account with that e-mail (a verified one: the unverified cases are in
// email-verification.test.ts), keeps its history, the audit log records it and the new holder gets
// the PDF by e-mail. Senders here have verified e-mails, as transferring requires.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '../../core/src/checkin.ts';
import {
  checkout,
  eventually,
  checkoutBody,
  seedSale,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import {
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  scanAtDoor,
  tokenOf,
  verifyEmailOf,
  type TestUser,
} from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';
import { waitForMessages } from '../support/mail-catcher.ts';

const users = signedInAdminAndCustomer();
beforeAll(async () => {
  users.customerToken = await verifyEmailOf(users.customer);
});
afterAll(unpublishSales);

/** A free ticket of `token`'s account (free orders are paid at once), and its id. */
async function ticketOf(token: string, sale: SaleFixture): Promise<string> {
  const answer = await checkout(token, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(answer.status, answer.text).toBe(200);
  return `${answer.body.orderId}-1`;
}

const transfer = (ticketId: string, body: unknown, token?: string) =>
  api<{ ticketId: string; titular: string; contaEncontrada: boolean; emailEnviado: boolean }>(
    `/api/me/tickets/${ticketId}/transfer`,
    { json: body, token },
  );
const ticket = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).data()!;
const checkIn = (code: string, eventId: string) =>
  scanAtDoor<{ ticket: { titular: string } }>({ code, eventId }, users.adminToken);

async function mailTo(address: string) {
  const [found] = await waitForMessages((m) => m.to.includes(address));
  return found ?? null;
}

describe('POST /api/me/tickets/:id/transfer', () => {
  it('hands the ticket to an account with that e-mail: new code, the old one refused at the door, history, audit, e-mail', async () => {
    const sale = await seedSale();
    const ownerToken = users.customerToken;
    const id = await ticketOf(ownerToken, sale);
    const before = await ticket(id);
    const friend: TestUser = await createUser({ nome: 'Bruno Amigo', verified: true });
    const to = { nome: 'Bruno Amigo', cpf: randomCpf(), email: friend.email };

    expect((await transfer(id, to)).status).toBe(401);
    const stranger = await transfer(id, to, await tokenOf(await createUser({ verified: true })));
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger).message).toBe('Ingresso não encontrado');
    const bad = await transfer(id, { ...to, cpf: '111.111.111-11', email: 'x' }, ownerToken);
    expect(bad.status).toBe(400);
    expect(await ticket(id)).toEqual(before);

    const answer = await transfer(id, to, ownerToken);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ titular: 'Bruno Amigo', contaEncontrada: true, emailEnviado: true });
    const after = await ticket(id);
    expect(after).toMatchObject({
      user_id: friend.uid,
      titular: 'Bruno Amigo',
      titular_cpf: to.cpf.replace(/\D/g, ''),
      titular_email: friend.email,
      status: 'ativo',
    });
    expect(after.codigo_serial).not.toBe(before.codigo_serial);
    expect(after.qr_code).not.toBe(before.qr_code);
    expect(after.transferencias).toHaveLength(1);
    expect(after.transferencias[0]).toMatchObject({
      de: { nome: before.titular, user_id: users.customer.uid },
      para: { nome: 'Bruno Amigo', email: friend.email, user_id: friend.uid },
      serial_anterior: before.codigo_serial,
    });
    const [entry] = await auditEntries('update', `tickets/${id}`);
    expect(entry?.changes).toMatchObject({ titular: { before: before.titular, after: 'Bruno Amigo' } });
    expect(JSON.stringify(entry)).not.toContain(String(after.qr_code));

    // The door: the old code is named as transferred, the new one admits the new holder.
    const old = await checkIn(String(before.qr_code), String(before.event_id));
    expect(old.status).toBe(409);
    expect(errorOf(old).message).toBe(CHECKIN_MESSAGES.transferred);
    const fresh = await checkIn(String(after.qr_code), String(after.event_id));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.ticket.titular).toBe('Bruno Amigo');

    const mail = await mailTo(friend.email);
    expect(mail?.subject).toBe(`Você recebeu um ingresso — Show ${sale.eventId}`);
    expect(mail?.text).toContain(`${before.titular} transferiu para você um ingresso`);
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    // The send is in the order's e-mail log, as a transfer to the new holder (written just after
    // the message reached the mail server: wait for it).
    const orderId = id.replace(/-\d+$/, '');
    const transferLog = async () =>
      (
        await adminDb().collection(`orders/${orderId}/emails`).where('tipo', '==', 'transferencia').get()
      ).docs.map((d) => d.data());
    const log = await eventually(async () => {
      const lines = await transferLog();
      return lines.length > 0 && lines;
    });
    expect(log).toEqual([
      expect.objectContaining({ para: friend.email, estado: 'enviado', erro: null, por: null }),
    ]);

    // The old owner has nothing left to transfer; a used ticket cannot change hands.
    expect((await transfer(id, { ...to, email: 'outra@example.com' }, ownerToken)).status).toBe(404);
    const used = await transfer(id, { ...to, email: 'outra@example.com' }, await tokenOf(friend));
    expect(errorOf(used).message).toBe('Só ingressos ativos podem ser transferidos');
  });

  it('to an e-mail without an account the ticket leaves the account and goes by e-mail only', async () => {
    const sale = await seedSale();
    const owner = await createUser({ verified: true });
    const ownerToken = await tokenOf(owner);
    const id = await ticketOf(ownerToken, sale);
    const email = `sem-conta-${Date.now()}@example.com`;
    const mine = await transfer(id, { nome: 'Eu Mesmo', cpf: randomCpf(), email: owner.email }, ownerToken);
    expect(errorOf(mine).message).toBe(
      'Este ingresso já está na sua conta. Informe os dados de outra pessoa.',
    );
    const answer = await transfer(id, { nome: 'Carla Sem Conta', cpf: randomCpf(), email }, ownerToken);
    expect(answer.body).toMatchObject({ contaEncontrada: false, emailEnviado: true });
    expect((await ticket(id)).user_id).toBeNull();
    expect(await mailTo(email)).not.toBeNull();
  });

  it("closes at the event's deadline (24 h before the start unless the event sets another)", async () => {
    const soon = Timestamp.fromDate(new Date(Date.now() + 10 * 3_600_000));
    const owner = await tokenOf(await createUser({ verified: true }));
    const to = { nome: 'Dora Lima', cpf: randomCpf(), email: 'dora@example.com' };
    const closed = await transfer(
      await ticketOf(owner, await seedSale({ event: { data_inicio: soon } })),
      to,
      owner,
    );
    expect(closed.status).toBe(409);
    expect(errorOf(closed).message).toBe(
      'Transferência encerrada: o prazo deste evento termina 24 horas antes do início',
    );
    const late = await seedSale({ event: { data_inicio: soon, transferencia_prazo_horas: 2 } });
    expect((await transfer(await ticketOf(owner, late), to, owner)).status).toBe(200);
  });
});
