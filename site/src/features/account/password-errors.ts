// What the change-password form says when Firebase refuses (no SDK import: the error is read
// structurally, like the sign-in page's auth-errors.ts, whose common texts it reuses).
import { authErrorCode, NETWORK_ERROR, TOO_MANY_REQUESTS } from '../session/auth-errors';
import { PASSWORD_CHANGE_FAILED } from './messages';

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';
export const SIGN_IN_AGAIN = 'Por segurança, saia e entre novamente antes de alterar a senha.';

export interface PasswordChangeError {
  message: string;
  /** The field to mark, when the problem is one field's value. */
  field: 'currentPassword' | null;
}

const BY_CODE: Record<string, PasswordChangeError> = {
  'auth/wrong-password': { message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' },
  'auth/invalid-credential': { message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' },
  'auth/invalid-login-credentials': { message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' },
  'auth/too-many-requests': { message: TOO_MANY_REQUESTS, field: null },
  'auth/network-request-failed': { message: NETWORK_ERROR, field: null },
  'auth/requires-recent-login': { message: SIGN_IN_AGAIN, field: null },
  'auth/user-token-expired': { message: SIGN_IN_AGAIN, field: null },
};

export function passwordChangeError(error: unknown): PasswordChangeError {
  const code = authErrorCode(error);
  return (code && BY_CODE[code]) || { message: PASSWORD_CHANGE_FAILED, field: null };
}
