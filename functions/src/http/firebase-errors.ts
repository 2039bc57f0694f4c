/** The `code` of a Firebase Admin SDK error (e.g. 'auth/user-not-found'), if it is one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
