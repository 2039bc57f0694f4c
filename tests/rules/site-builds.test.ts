// The publish state in the admin header (site_builds/state): who may watch it and that no browser
// can fake it. The matrix covers the plain cases; these try to break it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, USER_A, useRulesEnv } from './env.ts';

const env = useRulesEnv();
const STATE = 'site_builds/state';
const success = { estado: 'publicado', last_published_at: serverTimestamp(), last_error: null };

describe('site_builds/state, the publish state the admin header watches', () => {
  it('is read by an admin, whose header listens to it', async () => {
    const db = env().authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email }).firestore();
    await assertSucceeds(getDoc(doc(db, STATE)));
    await assertSucceeds(getDocs(collection(db, 'site_builds')));
  });

  it('is refused to anonymous visitors and customers, also one who forges the admin claim', async () => {
    const anonymous = env().unauthenticatedContext().firestore();
    const customer = env().authenticatedContext(USER_A.uid, { email: USER_A.email }).firestore();
    // A token with the claim but no user_roles document saying admin (e.g. a forged emulator token).
    const forged = env()
      .authenticatedContext('intruder', { admin: true, email: 'x@example.com' })
      .firestore();
    for (const db of [anonymous, customer, forged]) {
      await assertFails(getDoc(doc(db, STATE)));
      await assertFails(getDocs(collection(db, 'site_builds')));
    }
  });

  it('is never written from a browser: not a fake success, a reset of the pending flag or a delete', async () => {
    const admin = env().authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email }).firestore();
    const customer = env().authenticatedContext(USER_A.uid, { email: USER_A.email }).firestore();
    for (const db of [admin, customer, env().unauthenticatedContext().firestore()]) {
      await assertFails(setDoc(doc(db, STATE), success, { merge: true }));
      await assertFails(updateDoc(doc(db, STATE), { pending: false }));
      await assertFails(setDoc(doc(db, 'site_builds/next'), { build_id: 'forged' }));
      await assertFails(deleteDoc(doc(db, STATE)));
    }
  });
});
