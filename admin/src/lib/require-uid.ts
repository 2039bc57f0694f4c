// What the admin's writes stamp on a document. Reads go through core's readers (core/src/stored).

/** The signed-in admin's uid, stamped as updated_by on every audited write (firestore.rules). */
export function requireUid(uid: string | undefined | null): string {
  if (!uid) throw new Error('Sessão expirada: entre novamente.');
  return uid;
}
