import { describe, expect, it } from 'vitest';
import { authErrorCode, resetErrorMessage, signInErrorMessage, signUpErrorMessage } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('signInErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'E-mail ou senha incorretos'],
    ['auth/wrong-password', 'E-mail ou senha incorretos'],
    ['auth/user-not-found', 'E-mail ou senha incorretos'],
    ['auth/too-many-requests', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['auth/user-disabled', 'Esta conta está desativada. Fale com o suporte.'],
    ['auth/network-request-failed', 'Sem conexão. Verifique sua internet.'],
    ['auth/internal-error', 'Erro ao fazer login'],
  ])('%s → %s', (code, message) => {
    expect(signInErrorMessage(firebaseError(code))).toBe(message);
  });

  it("is 'Erro ao fazer login' for anything that is not a Firebase error", () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Erro ao fazer login');
    expect(signInErrorMessage(null)).toBe('Erro ao fazer login');
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Este e-mail já está cadastrado. Entre ou recupere sua senha.'],
    ['auth/weak-password', 'Senha deve ter no mínimo 6 caracteres'],
    ['auth/invalid-email', 'E-mail inválido'],
    ['auth/too-many-requests', 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'],
    ['permission-denied', 'Erro ao criar conta'],
  ])('%s → %s', (code, message) => {
    expect(signUpErrorMessage(firebaseError(code))).toBe(message);
  });
});

describe('resetErrorMessage', () => {
  it('never reveals whether the account exists', () => {
    expect(resetErrorMessage(firebaseError('auth/user-not-found'))).toMatch(/^Se houver uma conta/);
  });
});

describe('authErrorCode', () => {
  it('reads auth/ codes only', () => {
    expect(authErrorCode(firebaseError('auth/x'))).toBe('auth/x');
    expect(authErrorCode(firebaseError('permission-denied'))).toBeNull();
    expect(authErrorCode('auth/x')).toBeNull();
  });
});
