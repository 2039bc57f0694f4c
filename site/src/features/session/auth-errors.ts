// Friendly pt-BR texts for the Firebase Auth errors of the sign-in page (no SDK import: the code
// is read structurally, so this module stays out of the Firebase chunk and is unit-testable).

export const SIGN_IN_SUCCESS = 'Login realizado com sucesso!';
export const SIGN_UP_SUCCESS = 'Conta criada com sucesso!';
export const SIGN_IN_FALLBACK = 'Erro ao fazer login';
export const SIGN_UP_FALLBACK = 'Erro ao criar conta';
export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos';
export const EMAIL_IN_USE = 'Este e-mail já está cadastrado. Entre ou recupere sua senha.';
export const TOO_MANY_REQUESTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
export const USER_DISABLED = 'Esta conta está desativada. Fale com o suporte.';
export const NETWORK_ERROR = 'Sem conexão. Verifique sua internet.';
export const WEAK_PASSWORD = 'Senha deve ter no mínimo 6 caracteres';
export const INVALID_EMAIL = 'E-mail inválido';
export const RESET_SENT =
  'Se houver uma conta com este e-mail, você receberá um link para redefinir sua senha em instantes.';
export const RESET_FALLBACK = 'Não foi possível enviar o e-mail de redefinição. Tente novamente.';

/** The `auth/...` code of a FirebaseError (or of anything shaped like one), else null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

const COMMON: Record<string, string> = {
  'auth/too-many-requests': TOO_MANY_REQUESTS,
  'auth/user-disabled': USER_DISABLED,
  'auth/network-request-failed': NETWORK_ERROR,
  'auth/invalid-email': INVALID_EMAIL,
};

const SIGN_IN: Record<string, string> = {
  ...COMMON,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
};

const SIGN_UP: Record<string, string> = {
  ...COMMON,
  'auth/email-already-in-use': EMAIL_IN_USE,
  'auth/weak-password': WEAK_PASSWORD,
  'auth/password-does-not-meet-requirements': WEAK_PASSWORD,
};

const RESET: Record<string, string> = {
  ...COMMON,
  // Never tell whether an account exists.
  'auth/user-not-found': RESET_SENT,
};

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function pick(table: Record<string, string>, error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  if (code && table[code]) return table[code];
  // A chunk that failed to download while offline is not a FirebaseError.
  if (isOffline()) return NETWORK_ERROR;
  return fallback;
}

export function signInErrorMessage(error: unknown): string {
  return pick(SIGN_IN, error, SIGN_IN_FALLBACK);
}

export function signUpErrorMessage(error: unknown): string {
  return pick(SIGN_UP, error, SIGN_UP_FALLBACK);
}

export function resetErrorMessage(error: unknown): string {
  return pick(RESET, error, RESET_FALLBACK);
}
