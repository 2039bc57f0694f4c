// A deleted account stays gone (issue "Hardening 2", items 6 and 7), against the live stack:
// - its ID token, minted before "Excluir minha conta" and valid for up to an hour, is refused by
//   the Firestore rules too: no past ticket read, no profile re-created with a name and an e-mail;
// - a deletion and a checkout of the same account sent at the same moment never both succeed:
//   either the deletion sees the order and is refused, or the checkout is refused and leaves no
//   order. Run many times, both requests in parallel.
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_CODE } from '../../core/src/account-deletion.ts';
import { BUYER, checkout, checkoutBody, seedSale, unpublishSales } from '../support/checkout-fixtures.ts';
import { adminAuth, adminDb, api, createUser, errorOf, tokenOf } from '../support/functions-api.ts';
import { randomCpf } from '../support/cpf.ts';

afterAll(unpublishSales);

const deleteAccount = (token: string) =>
  api<{ excluida: boolean }>('/api/me/delete-account', { json: { confirmacao: 'EXCLUIR' }, token });

const DOCUMENTS = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents`;

/** A read or write through the Firestore REST API with `token`, i.e. through the rules, as a browser. */
async function throughRules(
  token: string,
  docPath: string,
  write?: { create: Record<string, unknown> },
): Promise<number> {
  if (!write) {
    return (await fetch(`${DOCUMENTS}/${docPath}`, { headers: { authorization: `Bearer ${token}` } })).status;
  }
  const fields = Object.fromEntries(
    Object.entries(write.create).map(([k, v]) => [
      k,
      v instanceof Date ? { timestampValue: v.toISOString() } : { stringValue: String(v) },
    ]),
  );
  const res = await fetch(`${DOCUMENTS}/${docPath}?currentDocument.exists=false`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  return res.status;
}

const tombstone = (uid: string) => adminDb().doc(`deleted_accounts/${uid}`);

describe('a deleted account with a token minted before the deletion', { timeout: 120_000 }, () => {
  it('reads no past ticket or order and re-creates no profile through the rules', async () => {
    const sale = await seedSale();
    const me = await createUser({ nome: 'Túlio Tardio' });
    const token = await tokenOf(me);
    // A past ticket: a free order, then the event took place (so the deletion is allowed).
    const bought = await checkout(token, checkoutBody({ ...sale, itemId: 'cortesia' }));
    expect(bought.status, bought.text).toBe(200);
    const ticketPath = `tickets/${bought.body.orderId}-1`;
    const past = new Date(Date.now() - 7 * 86_400_000);
    await adminDb().doc(`events/${sale.eventId}`).update({ data_inicio: past, data_fim: past });
    await adminDb().doc(ticketPath).update({ 'evento.data_inicio': past });
    // The control: before the deletion the same token reads them.
    expect(await throughRules(token, ticketPath)).toBe(200);
    expect(await throughRules(token, `orders/${bought.body.orderId}`)).toBe(200);

    const gone = await deleteAccount(token);
    expect(gone.status, gone.text).toBe(200);
    expect((await tombstone(me.uid).get()).data()).toMatchObject({ estado: 'excluida' });

    expect(await throughRules(token, ticketPath)).toBe(403);
    expect(await throughRules(token, `orders/${bought.body.orderId}`)).toBe(403);
    const profile = { user_id: me.uid, nome: 'Túlio Tardio', email: me.email, created_at: new Date() };
    expect(await throughRules(token, `profiles/${me.uid}`, { create: profile })).toBe(403);
    expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(false);
    // What refused it is the mark: without it, the same write would pass (the rule can fail).
    await tombstone(me.uid).delete();
    expect(await throughRules(token, `profiles/${me.uid}`, { create: profile })).toBe(200);
    await adminDb().doc(`profiles/${me.uid}`).delete();
    await tombstone(me.uid).set({ estado: 'excluida', em: new Date() });
  });

  it('a refused deletion leaves no mark: the account reads its data as before', async () => {
    const sale = await seedSale();
    const me = await createUser();
    const token = await tokenOf(me);
    const order = await checkout(token, checkoutBody(sale));
    expect(order.status, order.text).toBe(200);
    expect((await deleteAccount(token)).status).toBe(409);
    expect((await tombstone(me.uid).get()).exists).toBe(false);
    expect(await throughRules(token, `orders/${order.body.orderId}`)).toBe(200);
  });
});

describe('a deletion and a checkout of one account at the same moment', { timeout: 300_000 }, () => {
  it('never both succeed, in 8 races: no live order is left to a deleted account', async () => {
    const sale = await seedSale({ total: 50 });
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const me = await createUser({ nome: `Corrida ${round}` });
      const token = await tokenOf(me);
      // Half the buyers ask to save their data on the profile: the write the checkout makes there
      // must never bring back a profile the deletion removed.
      const body = checkoutBody(sale, {
        buyer: { ...BUYER, cpf: randomCpf(), salvarNoPerfil: round % 2 === 0 },
      });
      // The deletion starts 0, 60, 120... ms after the checkout, so the races meet at every step of
      // the checkout (before its claim, during it, around the order's creation).
      const [bought, deleted] = await Promise.all([
        checkout(token, body),
        new Promise((r) => setTimeout(r, round * 60)).then(() => deleteAccount(token)),
      ]);
      outcomes.push(`${deleted.status}/${bought.status}`);
      const orders = await adminDb().collection('orders').where('user_id', '==', me.uid).get();
      if (deleted.status === 200) {
        // Gone: the checkout was refused (the deletion's mark, or the revoked token) and left nothing.
        expect(bought.status, bought.text).not.toBe(200);
        if (bought.status === 403) expect(errorOf(bought).code).toBe(ACCOUNT_DELETED_CODE);
        expect(orders.docs.filter((o) => o.get('status') === 'aguardando_pagamento')).toEqual([]);
        await expect(adminAuth().getUser(me.uid)).rejects.toThrow();
        expect((await adminDb().doc(`profiles/${me.uid}`).get()).exists).toBe(false);
      } else {
        // Kept: the order blocked the deletion, the account and its order are intact.
        expect(deleted.status, deleted.text).toBe(409);
        expect((await tombstone(me.uid).get()).exists).toBe(false);
        expect((await adminAuth().getUser(me.uid)).uid).toBe(me.uid);
        expect(orders.size).toBe(bought.status === 200 ? 1 : 0);
      }
    }
    console.log(`deleção/checkout em paralelo: ${outcomes.join(' ')}`);
  });
});
