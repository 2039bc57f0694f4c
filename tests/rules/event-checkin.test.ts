// The check-in lists and their counters (event_checkin/**, issue #30): staff at the event read
// them, a porteiro only at the events of their scope; nobody writes them from a browser, an
// admin included (the counters move with the scans, the lists through the audited API).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, collection, setDoc, updateDoc, increment } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, USER_A, useRulesEnv } from './env.ts';

const env = useRulesEnv();

type Staff = { uid: string; role: string; eventos: string[]; stored?: string };

/** A member of staff signed in with `role` and the scope's events, as set-role leaves them. */
async function staffDb({ uid, role, eventos, stored = role }: Staff) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `user_roles/${uid}`), { user_id: uid, role: stored });
  });
  return env()
    .authenticatedContext(uid, { role, admin: false, escopo: { eventos, listas: [] } })
    .firestore();
}

const porteiroOf = (eventos: string[], stored?: string) =>
  staffDb({ uid: 'porteiro-1', role: 'porteiro', eventos, stored });

describe('event_checkin: who reads', () => {
  it("a porteiro reads their event's lists and counters", async () => {
    const db = await porteiroOf(['ev-pub']);
    await assertSucceeds(getDoc(doc(db, 'event_checkin/ev-pub')));
    await assertSucceeds(getDocs(collection(db, 'event_checkin/ev-pub/contadores')));
  });

  it('a porteiro of another event reads nothing of this one', async () => {
    const db = await porteiroOf(['ev-draft']);
    await assertSucceeds(getDoc(doc(db, 'event_checkin/ev-draft')));
    await assertFails(getDoc(doc(db, 'event_checkin/ev-pub')));
    await assertFails(getDocs(collection(db, 'event_checkin/ev-pub/contadores')));
    await assertFails(getDoc(doc(db, 'event_checkin/ev-pub/contadores/0')));
  });

  it('a demoted porteiro (user_roles says user) and a forged role claim read nothing', async () => {
    const demoted = await porteiroOf(['ev-pub'], 'user');
    await assertFails(getDoc(doc(demoted, 'event_checkin/ev-pub')));
    const forged = env()
      .authenticatedContext(USER_A.uid, { role: 'porteiro', escopo: { eventos: ['ev-pub'] } })
      .firestore();
    await assertFails(getDoc(doc(forged, 'event_checkin/ev-pub')));
    await assertFails(getDocs(collection(forged, 'event_checkin/ev-pub/contadores')));
  });

  it('finance and the box office at the event read; a customer does not', async () => {
    const finance = await staffDb({ uid: 'fin-1', role: 'financeiro', eventos: [] });
    await assertSucceeds(getDocs(collection(finance, 'event_checkin/ev-pub/contadores')));
    const boxOffice = await staffDb({ uid: 'bil-1', role: 'bilheteria', eventos: ['ev-pub'] });
    await assertSucceeds(getDoc(doc(boxOffice, 'event_checkin/ev-pub')));
    const customer = env().authenticatedContext(USER_A.uid, { email: USER_A.email }).firestore();
    await assertFails(getDoc(doc(customer, 'event_checkin/ev-pub')));
    await assertFails(getDocs(collection(customer, 'event_checkin/ev-pub/contadores')));
  });
});

describe('event_checkin: nobody writes from a browser', () => {
  it('not the admin: lists, counters, conflicts or synced scans', async () => {
    const db = env().authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email }).firestore();
    await assertFails(setDoc(doc(db, 'event_checkin/ev-pub'), { listas: [], atualizado_por: ADMIN.uid }));
    await assertFails(
      updateDoc(doc(db, 'event_checkin/ev-pub/contadores/0'), { 'dentro.portao-a': increment(1) }),
    );
    await assertFails(setDoc(doc(db, 'event_checkin/ev-pub/contadores/9'), { dentro: { 'portao-a': 1 } }));
    await assertFails(setDoc(doc(db, 'event_checkin/ev-pub/conflitos/c1'), { ticket_id: 't' }));
    await assertFails(setDoc(doc(db, 'event_checkin/ev-pub/leituras/l1'), { device_id: 'd' }));
  });

  it('not a porteiro at their own event (a count moved by hand, a gate opened to everyone)', async () => {
    const db = await porteiroOf(['ev-pub']);
    await assertFails(updateDoc(doc(db, 'event_checkin/ev-pub/contadores/0'), { 'dentro.portao-a': 0 }));
    await assertFails(
      updateDoc(doc(db, 'event_checkin/ev-pub'), {
        listas: [{ id: 'portao-a', nome: 'Portão A', tipos: [], permite_saida: true }],
      }),
    );
  });
});
