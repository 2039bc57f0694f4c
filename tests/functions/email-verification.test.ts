// E-mail verification against the live stack (issue 26, item 2: "a transfer lands in whatever
// account holds the e-mail, verified or not"): only a verified account transfers; a ticket goes
// into an account only when its e-mail is verified, otherwise it waits (user_id null) and nobody
// reads, prints or transfers it; the address's owner claims it once verified; the verification
// link goes out through our mailer (the mail catcher sees it), works, and is limited per account.
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_CODES, EMAIL_VERIFICATION_MESSAGES } from '../../core/src/email-verification.ts';
import { TRANSFER_MESSAGES } from '../../core/src/ticket-transfer.ts';
import { checkout, checkoutBody, seedSale, unpublishSales } from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import {
  adminAuth,
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  tokenOf,
  verifyEmailOf,
  waitForApi,
} from '../support/functions-api.ts';
import { waitForMessages } from '../support/mail-catcher.ts';

afterAll(unpublishSales);

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST!;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT!;

/** A free ticket of `token`'s account (free orders are paid at once). */
async function ticketOf(token: string): Promise<string> {
  const sale = await seedSale();
  const answer = await checkout(token, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(answer.status, answer.text).toBe(200);
  return `${answer.body.orderId}-1`;
}

const transfer = (ticketId: string, email: string, token: string) =>
  api<{ contaEncontrada: boolean; emailEnviado: boolean }>(`/api/me/tickets/${ticketId}/transfer`, {
    json: { nome: 'Nina Recebe', cpf: randomCpf(), email },
    token,
  });
const claim = (token: string) => api<{ reclamados: number }>('/api/me/tickets/claim', { json: {}, token });
const pdf = (ticketId: string, token: string) => api(`/api/tickets/${ticketId}/pdf`, { token });
const ticket = async (id: string) => (await adminDb().doc(`tickets/${id}`).get()).data()!;

/** GET of one ticket document through the security rules, as a browser: 200 or 403. */
async function readThroughRules(ticketId: string, idToken: string): Promise<number> {
  const url = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/tickets/${ticketId}`;
  return (await fetch(url, { headers: { authorization: `Bearer ${idToken}` } })).status;
}

describe('transfers need verified e-mails', () => {
  it('refuses an unverified sender with 403 and changes nothing', async () => {
    await waitForApi();
    const owner = await createUser();
    const token = await tokenOf(owner);
    const id = await ticketOf(token);
    const before = await ticket(id);
    const answer = await transfer(id, 'alguem@example.com', token);
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toEqual({
      code: EMAIL_VERIFICATION_CODES.notVerified,
      message: TRANSFER_MESSAGES.unverifiedSender,
    });
    expect(await ticket(id)).toEqual(before);
  });

  it('to an unverified account the ticket waits; once verified, the owner claims it and it prints', async () => {
    await waitForApi();
    const sender = await createUser({ verified: true });
    const senderToken = await tokenOf(sender);
    const squatter = await createUser(); // signed up with the address, never verified it
    const squatterToken = await tokenOf(squatter);
    const id = await ticketOf(senderToken);
    const other = await ticketOf(senderToken);

    // Typed in capitals: stored lowercase, as Auth keeps it, so the claim matches it.
    const answer = await transfer(id, squatter.email.toUpperCase(), senderToken);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ contaEncontrada: false, emailEnviado: true });
    const waiting = await ticket(id);
    expect(waiting).toMatchObject({ user_id: null, titular_email: squatter.email, status: 'ativo' });
    expect(waiting.transferencias.at(-1).para).toMatchObject({ email: squatter.email, user_id: null });
    // A second ticket waits for someone else's address: nobody but its owner claims it.
    expect((await transfer(other, `outra-${Date.now()}@example.com`, senderToken)).status).toBe(200);

    // The unverified account sees nothing of it: not through the rules, not as a PDF, no transfer.
    expect(await readThroughRules(id, squatterToken)).toBe(403);
    expect((await pdf(id, squatterToken)).status).toBe(404);
    const passOn = await transfer(id, 'revenda@example.com', squatterToken);
    expect(passOn.status).toBe(403);
    expect(errorOf(passOn).code).toBe(EMAIL_VERIFICATION_CODES.notVerified);
    const early = await claim(squatterToken);
    expect(early.status).toBe(403);
    expect(errorOf(early)).toEqual({
      code: EMAIL_VERIFICATION_CODES.notVerified,
      message: EMAIL_VERIFICATION_MESSAGES.claimNeedsVerified,
    });
    expect((await ticket(id)).user_id).toBeNull();
    // The sender no longer holds it either.
    expect((await pdf(id, senderToken)).status).toBe(404);

    // The address's owner verifies it (a fresh token says so) and claims the ticket.
    const verifiedToken = await verifyEmailOf(squatter);
    const claimed = await claim(verifiedToken);
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body).toEqual({ reclamados: 1 });
    expect((await ticket(id)).user_id).toBe(squatter.uid);
    expect((await ticket(other)).user_id).toBeNull();
    const [entry] = await auditEntries('update', `tickets/${id}`).then((all) =>
      all.filter((e) => e.actor_uid === squatter.uid),
    );
    expect(entry?.changes).toMatchObject({ user_id: { before: null, after: squatter.uid } });
    expect(await readThroughRules(id, verifiedToken)).toBe(200);
    const printed = await pdf(id, verifiedToken);
    expect(printed.status).toBe(200);
    expect(printed.contentType).toContain('application/pdf');
    // Nothing left to claim; a claim never takes a ticket back from an account.
    expect((await claim(verifiedToken)).body).toEqual({ reclamados: 0 });
  });

  it('to a verified account the ticket lands there at once', async () => {
    await waitForApi();
    const senderToken = await tokenOf(await createUser({ verified: true }));
    const friend = await createUser({ verified: true });
    const id = await ticketOf(senderToken);
    const answer = await transfer(id, friend.email, senderToken);
    expect(answer.body).toMatchObject({ contaEncontrada: true });
    expect((await ticket(id)).user_id).toBe(friend.uid);
  });
});

describe('POST /api/me/verify-email', () => {
  it('mails a working link through our mailer, 3 per 10 minutes, and refuses a verified address', async () => {
    await waitForApi();
    const user = await createUser({ nome: 'Vera Verifica' });
    const token = await tokenOf(user);
    expect((await api('/api/me/verify-email', { json: {} })).status).toBe(401);
    expect((await api('/api/me/verify-email', { json: { email: 'x@y.z' }, token })).status).toBe(400);

    const sent = await api<{ enviado: boolean; email: string }>('/api/me/verify-email', { json: {}, token });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ enviado: true, email: user.email });
    const [mail] = await waitForMessages((m) => m.to.includes(user.email));
    expect(mail?.subject).toBe('Confirme seu e-mail — GN Ingressos');
    expect(mail?.text).toContain('Olá, Vera Verifica!');
    const link = /https?:\/\/\S+mode=verifyEmail\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(decodeURIComponent(link!)).toContain('/conta');

    for (let i = 0; i < 2; i++) {
      expect((await api('/api/me/verify-email', { json: {}, token })).status).toBe(200);
    }
    const limited = await api('/api/me/verify-email', { json: {}, token });
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toBe(EMAIL_VERIFICATION_MESSAGES.tooMany);
    expect(await waitForMessages((m) => m.to.includes(user.email), 3)).toHaveLength(3);

    // Following the link verifies the address (the emulator then redirects to /conta).
    const followed = await fetch(link!, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toMatch(/\/conta$/);
    expect((await adminAuth().getUser(user.uid)).emailVerified).toBe(true);
    const again = await api('/api/me/verify-email', { json: {}, token });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({
      code: EMAIL_VERIFICATION_CODES.alreadyVerified,
      message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
    });
  });
});
