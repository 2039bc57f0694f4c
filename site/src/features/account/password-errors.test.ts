import { describe, expect, it } from 'vitest';
import { passwordChangeError, WRONG_CURRENT_PASSWORD } from './password-errors';

describe('passwordChangeError', () => {
  it('marks the current password when Firebase refuses it', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(passwordChangeError({ code })).toEqual({
        message: WRONG_CURRENT_PASSWORD,
        field: 'currentPassword',
      });
    }
  });

  it('explains throttling and falls back to the spec message', () => {
    expect(passwordChangeError({ code: 'auth/too-many-requests' }).message).toMatch(/Muitas tentativas/);
    expect(passwordChangeError(new Error('boom'))).toEqual({ message: 'Erro ao alterar senha', field: null });
    expect(passwordChangeError({ code: 'auth/unknown' }).message).toBe('Erro ao alterar senha');
  });
});
