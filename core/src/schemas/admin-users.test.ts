import { firstErrorMessage } from './errors.ts';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '../phone.ts';
import {
  adminSetBanSchema,
  adminSetPasswordSchema,
  adminSetRoleSchema,
  adminUpdateProfileSchema,
  adminUserFormSchema,
  isBanned,
  shouldSendPassword,
} from './admin-users.ts';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message ?? null;

describe('admin user schemas', () => {
  it('password: at least 6 characters', () => {
    expect(adminSetPasswordSchema.safeParse({ userId: 'u1', newPassword: '123456' }).success).toBe(true);
    expect(msg(adminSetPasswordSchema.safeParse({ userId: 'u1', newPassword: '12345' }))).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(msg(adminSetPasswordSchema.safeParse({ userId: ' ', newPassword: '123456' }))).toBe(
      'Usuário inválido',
    );
  });
  it("role: one of the five, the door's with events; the spec's shouldBeAdmin still taken", () => {
    const none = { eventos: [], listas: [] };
    expect(adminSetRoleSchema.parse({ userId: 'u1', shouldBeAdmin: true })).toEqual({
      userId: 'u1',
      role: 'admin',
      escopo: none,
    });
    expect(adminSetRoleSchema.parse({ userId: 'u1', shouldBeAdmin: false })).toEqual({
      userId: 'u1',
      role: 'user',
      escopo: none,
    });
    expect(adminSetRoleSchema.safeParse({ userId: 'u1', shouldBeAdmin: 'yes' }).success).toBe(false);
    expect(firstErrorMessage(adminSetRoleSchema.safeParse({ userId: 'u1' }).error!)).toBe(
      'Escolha um perfil de acesso válido',
    );
    expect(firstErrorMessage(adminSetRoleSchema.safeParse({ userId: 'u1', role: 'dono' }).error!)).toBe(
      'Escolha um perfil de acesso válido',
    );
    expect(firstErrorMessage(adminSetRoleSchema.safeParse({ userId: 'u1', role: 'porteiro' }).error!)).toBe(
      'Escolha ao menos um evento para este perfil',
    );
    const door = { userId: 'u1', role: 'porteiro', escopo: { eventos: ['ev1'], listas: ['camarote'] } };
    expect(adminSetRoleSchema.parse(door)).toEqual(door);
    // An unscoped role keeps no scope, whatever was sent.
    expect(adminSetRoleSchema.parse({ ...door, role: 'financeiro' }).escopo).toEqual(none);
    const tooMany = {
      ...door,
      escopo: { eventos: Array.from({ length: 11 }, (_, i) => `ev${i}`), listas: [] },
    };
    expect(firstErrorMessage(adminSetRoleSchema.safeParse(tooMany).error!)).toBe(
      'No máximo 10 eventos por pessoa',
    );
    expect(
      firstErrorMessage(
        adminSetRoleSchema.safeParse({ ...door, escopo: { eventos: ['ev1'], listas: ['Não Vale'] } }).error!,
      ),
    ).toBe('Identificador de lista inválido');
  });
  it('ban takes a boolean', () => {
    expect(adminSetBanSchema.safeParse({ userId: 'u1', shouldBan: false }).success).toBe(true);
    expect(firstErrorMessage(adminSetBanSchema.safeParse({ userId: 'u1', shouldBan: 1 }).error!)).toBe(
      'Informe se a conta deve ser desativada',
    );
    expect(adminSetBanSchema.safeParse({ userId: 'u1' }).success).toBe(false);
  });
  it('profile: name, e-mail and an optional masked phone', () => {
    const valid = { userId: 'u1', nome: 'Ana', email: 'ana@x.com' };
    expect(adminUpdateProfileSchema.safeParse(valid).success).toBe(true);
    expect(adminUpdateProfileSchema.safeParse({ ...valid, telefone: '' }).success).toBe(true);
    expect(msg(adminUpdateProfileSchema.safeParse({ ...valid, telefone: '(11) 98' }))).toBe(
      PHONE_INVALID_MESSAGE,
    );
    expect(msg(adminUpdateProfileSchema.safeParse({ ...valid, nome: 'A' }))).toBe(
      'Nome deve ter no mínimo 2 caracteres',
    );
    expect(msg(adminUpdateProfileSchema.safeParse({ ...valid, email: 'x' }))).toBe('E-mail inválido');
  });
  it('sends a password only with 6+ characters; banned while the date is ahead', () => {
    expect(shouldSendPassword('')).toBe(false);
    expect(shouldSendPassword('12345')).toBe(false);
    expect(shouldSendPassword('123456')).toBe(true);
    const now = new Date('2027-01-01T00:00:00Z');
    expect(isBanned(new Date('2027-01-02T00:00:00Z'), now)).toBe(true);
    expect(isBanned(new Date('2026-12-31T00:00:00Z'), now)).toBe(false);
    expect(isBanned(null, now)).toBe(false);
  });
  it('edit dialog: the new password is optional, else at least 6 characters', () => {
    const form = {
      nome: 'Ana',
      email: 'ana@x.com',
      telefone: '',
      novaSenha: '',
      role: 'user',
      escopo: { eventos: [], listas: [] },
      ativo: true,
    };
    expect(adminUserFormSchema.safeParse(form).success).toBe(true);
    expect(adminUserFormSchema.safeParse({ ...form, novaSenha: '123456' }).success).toBe(true);
    expect(msg(adminUserFormSchema.safeParse({ ...form, novaSenha: '12345' }))).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(msg(adminUserFormSchema.safeParse({ ...form, telefone: '(11) 9' }))).toBe(PHONE_INVALID_MESSAGE);
  });
});
