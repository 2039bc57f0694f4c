import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, signupSchema } from './auth.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('loginSchema', () => {
  it('validates e-mail and a 6-character password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.com', password: '123456' }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: 'x', password: '12345' }))).toEqual([
      'email: E-mail inválido',
      'password: Senha deve ter no mínimo 6 caracteres',
    ]);
  });
});

describe('signupSchema', () => {
  const valid = { nome: 'Jo', email: 'jo@b.com', password: 'segredo', confirmPassword: 'segredo' };
  it('accepts a valid sign-up', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it('reports each rule', () => {
    expect(messages(signupSchema.safeParse({ ...valid, nome: 'J' }))).toEqual([
      'nome: Nome deve ter no mínimo 2 caracteres',
    ]);
    expect(messages(signupSchema.safeParse({ ...valid, password: '123', confirmPassword: '123' }))).toEqual([
      'password: Senha deve ter no mínimo 6 caracteres',
    ]);
    expect(messages(signupSchema.safeParse({ ...valid, confirmPassword: 'outra' }))).toEqual([
      'confirmPassword: As senhas não coincidem',
    ]);
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'antiga', newPassword: 'NovaSenha1', confirmPassword: 'NovaSenha1' };
  it('accepts a strong new password', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
  it('reports the new-password rules in the spec order', () => {
    expect(
      messages(changePasswordSchema.safeParse({ ...valid, newPassword: 'abc', confirmPassword: 'abc' })),
    ).toEqual([
      'newPassword: Mínimo de 8 caracteres',
      'newPassword: Deve conter pelo menos uma letra maiúscula',
      'newPassword: Deve conter pelo menos um número',
    ]);
    expect(
      messages(
        changePasswordSchema.safeParse({ ...valid, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' }),
      ),
    ).toEqual(['newPassword: Deve conter pelo menos uma letra maiúscula']);
    expect(
      messages(
        changePasswordSchema.safeParse({ ...valid, newPassword: 'Abcdefghi', confirmPassword: 'Abcdefghi' }),
      ),
    ).toEqual(['newPassword: Deve conter pelo menos um número']);
    expect(messages(changePasswordSchema.safeParse({ ...valid, confirmPassword: 'NovaSenha2' }))).toEqual([
      'confirmPassword: As senhas não coincidem',
    ]);
    expect(messages(changePasswordSchema.safeParse({ ...valid, currentPassword: '' }))).toEqual([
      'currentPassword: Informe a senha atual',
    ]);
  });
});
