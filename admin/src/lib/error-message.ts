/**
 * docs/spec/backoffice.md §8's "the error message or 'Erro ao salvar tabela'": our own errors carry
 * a pt-BR message meant for people (e.g. the in-use block); the SDK's FirebaseError messages are
 * English and technical, so those show the fallback (the cause is logged to the console by the
 * caller).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  if (error.name === 'FirebaseError') return fallback;
  return error.message;
}
