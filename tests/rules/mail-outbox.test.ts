// The mail outbox (mail_outbox/{id}, functions/src/outbox/outbox.ts): messages the use cases record
// for the one sender, with the recipient's address and what to send. Functions only: no browser
// reads, lists or writes one, admins included (an admin who could write one would mail anyone a
// ticket in the shop's name; a customer who could read them would see other people's addresses).
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { contextFor, useRulesEnv, type Actor } from './env.ts';

const env = useRulesEnv();
const MESSAGE = 'mail_outbox/mensagem-1';
const stored = {
  tipo: 'transferencia',
  order_id: 'order-a1',
  para: 'ana@example.com',
  ticket_id: 'ticket-a1',
  aguardada: true,
  estado: 'pendente',
  expira_em: Timestamp.fromDate(new Date('2026-01-17T12:00:00Z')),
};

beforeEach(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), MESSAGE), stored);
  });
});

// Anonymous, a signed-in customer (the message's own recipient), an admin, and an admin whose
// role was removed but whose token still carries the claim.
const ACTORS: readonly Actor[] = ['anonymous', 'userA', 'admin', 'demotedAdmin'];

describe('mail_outbox, the messages waiting for the mail sender', () => {
  for (const actor of ACTORS) {
    it(`refuses ${actor} every read and write: get, list, create, update, delete`, async () => {
      const db = contextFor(env(), actor).firestore();
      await assertFails(getDoc(doc(db, MESSAGE)));
      await assertFails(getDocs(collection(db, 'mail_outbox')));
      await assertFails(setDoc(doc(db, 'mail_outbox/forjada'), { ...stored, para: 'vitima@example.com' }));
      await assertFails(updateDoc(doc(db, MESSAGE), { para: 'outra@example.com' }));
      await assertFails(updateDoc(doc(db, MESSAGE), { estado: 'enviado' }));
      await assertFails(deleteDoc(doc(db, MESSAGE)));
    });
  }
});
