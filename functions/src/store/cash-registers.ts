// Where the box office's registers live (docs/data-model.md): `cash_registers/{id}` with its
// `movimentos`, and `cash_register_locks/{uid}`, the one open register of an operator (created
// when it opens, deleted when it closes: a second "Abrir caixa" finds it and is refused).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export const CASH_REGISTERS = 'cash_registers';
export const REGISTER_LOCKS = 'cash_register_locks';
export const MOVEMENTS = 'movimentos';

export function registerDoc(db: Firestore, id: string): DocumentReference {
  return db.collection(CASH_REGISTERS).doc(id);
}

export function lockDoc(db: Firestore, uid: string): DocumentReference {
  return db.collection(REGISTER_LOCKS).doc(uid);
}

/** A movement of a register; `id` fixed when a retry must land on the same one (a sale's order id). */
export function movementDoc(db: Firestore, registerId: string, id?: string): DocumentReference {
  const movements = registerDoc(db, registerId).collection(MOVEMENTS);
  return id ? movements.doc(id) : movements.doc();
}
