// The box office's registers (issue #31) through the rules: an operator who owns a register
// (role bilheteria, its event in scope) still cannot read it from the browser, change what it
// expects, erase a withdrawal or drop the lock that keeps one register open per person; nor can
// the admin. Figures move only with the sales, in the functions' transactions.
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, USER_A, useRulesEnv } from './env.ts';

const env = useRulesEnv();

const operator = () =>
  env()
    .authenticatedContext(USER_A.uid, {
      role: 'bilheteria',
      escopo: { eventos: ['ev-draft'], listas: [] },
      email: USER_A.email,
    })
    .firestore();
const admin = () => env().authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email }).firestore();

describe('cash registers are the functions’ alone', () => {
  for (const [who, db] of [
    ['the operator who owns it', operator],
    ['the admin', admin],
  ] as const) {
    it(`${who} cannot read, list or query them`, async () => {
      await assertFails(getDoc(doc(db(), 'cash_registers/cx-1')));
      await assertFails(
        getDocs(query(collection(db(), 'cash_registers'), where('operador_uid', '==', USER_A.uid))),
      );
      await assertFails(getDocs(collection(db(), 'cash_registers/cx-1/movimentos')));
      await assertFails(getDoc(doc(db(), 'cash_register_locks/user-a')));
    });
    it(`${who} cannot inflate what the drawer should hold, erase a withdrawal or open a second register`, async () => {
      await assertFails(updateDoc(doc(db(), 'cash_registers/cx-1'), { 'esperado.dinheiro': 0 }));
      await assertFails(
        updateDoc(doc(db(), 'cash_registers/cx-1'), { status: 'fechado', diferenca: { total: 0 } }),
      );
      await assertFails(deleteDoc(doc(db(), 'cash_registers/cx-1/movimentos/m-1')));
      await assertFails(
        setDoc(doc(db(), 'cash_registers/cx-1/movimentos/forjado'), { tipo: 'suprimento', valor: 1 }),
      );
      await assertFails(deleteDoc(doc(db(), 'cash_register_locks/user-a')));
      await assertFails(
        setDoc(doc(db(), 'cash_registers/cx-novo'), { status: 'aberto', operador_uid: USER_A.uid }),
      );
    });
  }
});
