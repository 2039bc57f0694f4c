// The operator's open register, found through their lock (store/cash-registers.ts).
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { readCashRegister, type StoredCashRegister } from '@gn/core/stored/cash-register';
import { lockDoc, registerDoc } from '../store/cash-registers.ts';
import { doorSaleError } from './door-errors.ts';

export interface OpenRegister {
  id: string;
  register: StoredCashRegister;
}

/** The operator's open register, or null (read in `tx` when given). */
export async function openRegisterOf(
  db: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<OpenRegister | null> {
  const get = (ref: DocumentReference) => (tx ? tx.get(ref) : ref.get());
  const lock = await get(lockDoc(db, uid));
  const id = lock.get('caixa_id') as unknown;
  if (typeof id !== 'string') return null;
  const snap = await get(registerDoc(db, id));
  if (!snap.exists) return null;
  const register = readCashRegister(snap.data());
  return register.status === 'aberto' ? { id, register } : null;
}

/** The operator's open register, or the refusal 'Abra o caixa antes de vender'. */
export async function requireOpenRegister(
  db: Firestore,
  uid: string,
  tx?: Transaction,
): Promise<OpenRegister> {
  const open = await openRegisterOf(db, uid, tx);
  if (!open) throw doorSaleError('noOpenRegister');
  return open;
}
