// pt-BR texts for the Firebase Auth errors a sign-in can produce; anything else gets a generic one.
import { FirebaseError } from 'firebase/app';

// Friendly pt-BR texts for the Firebase Auth error codes a sign-in can produce.
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'E-mail ou senha incorretos',
  'auth/wrong-password': 'E-mail ou senha incorretos',
  'auth/user-not-found': 'E-mail ou senha incorretos',
  'auth/invalid-email': 'E-mail inválido',
  'auth/too-many-requests': 'Muitas tentativas. Tente novamente em alguns minutos.',
  'auth/user-disabled': 'Esta conta está desativada.',
  'auth/network-request-failed': 'Falha de conexão. Verifique sua internet e tente novamente.',
};

const FALLBACK = 'Não foi possível entrar. Tente novamente.';

export function authErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) return MESSAGES[error.code] ?? FALLBACK;
  return FALLBACK;
}
