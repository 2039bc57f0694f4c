// Firebase Auth errors a request can cause (unknown user, e-mail in use, invalid password...) as
// pt-BR ApiErrors for the admin user routes; any other Auth failure stays a 500.
import { ADMIN_PASSWORD_MIN_MESSAGE } from '@gn/core/schemas/admin-users';
import { EMAIL_INVALID_MESSAGE } from '@gn/core/schemas/fields';
import { ApiError } from '../../../http/errors.ts';
import { firebaseErrorCode } from '../../../http/firebase-errors.ts';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado';

// Auth errors a request can cause, as the client should hear them. Anything else is ours (500).
const CLIENT_ERRORS: Record<string, ApiError> = {
  'auth/user-not-found': new ApiError('not_found', USER_NOT_FOUND_MESSAGE),
  'auth/invalid-uid': new ApiError('not_found', USER_NOT_FOUND_MESSAGE),
  'auth/email-already-exists': new ApiError('conflict', 'Este e-mail já está em uso por outro usuário'),
  'auth/invalid-email': new ApiError('bad_request', EMAIL_INVALID_MESSAGE),
  'auth/invalid-password': new ApiError('bad_request', ADMIN_PASSWORD_MIN_MESSAGE),
  'auth/invalid-display-name': new ApiError('bad_request', 'Nome inválido'),
};

/** Awaits an Admin SDK Auth call, turning the errors a client can cause into ApiErrors. */
export async function authCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const known = CLIENT_ERRORS[firebaseErrorCode(error) ?? ''];
    throw known ?? error;
  }
}
