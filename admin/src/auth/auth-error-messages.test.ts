// The sign-in error codes map to the spec's pt-BR texts, anything else to the generic one.
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-messages';

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'E-mail ou senha incorretos'],
    ['auth/wrong-password', 'E-mail ou senha incorretos'],
    ['auth/user-not-found', 'E-mail ou senha incorretos'],
    ['auth/too-many-requests', 'Muitas tentativas. Tente novamente em alguns minutos.'],
    ['auth/user-disabled', 'Esta conta está desativada.'],
  ])('%s -> %s', (code, message) => {
    expect(authErrorMessage(new FirebaseError(code, 'x'))).toBe(message);
  });

  it('has a generic text for anything else', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Não foi possível entrar. Tente novamente.');
  });
});
