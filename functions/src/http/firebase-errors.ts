/** The `code` of a Firebase Admin SDK error (e.g. 'auth/user-not-found'), if it is one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Firestore's NOT_FOUND (gRPC code 5): an update() of a document that does not exist. */
export function isFirestoreNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5;
}
