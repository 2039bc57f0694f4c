// The users list filters, initials, and which admin calls a save makes for each change.
import { describe, expect, it } from 'vitest';
import { filterUsers, initials, planUserChanges, userFormDefaults, type AdminUser } from './user-model';
import { adminUserFormSchema as userFormSchema } from '@gn/core/schemas/admin-users';

const ANA: AdminUser = {
  uid: 'u1',
  email: 'ana@teste.gn',
  displayName: 'Ana',
  disabled: false,
  admin: true,
  role: 'admin',
  escopo: { eventos: [], listas: [] },
  createdAt: '2026-01-02T10:00:00.000Z',
  nome: 'Ana Conceição',
  telefone: '+5511987654321',
  avatar_url: null,
};
const BRUNO: AdminUser = {
  ...ANA,
  uid: 'u2',
  email: 'bruno@x.gn',
  displayName: 'Bruno',
  nome: 'Bruno',
  admin: false,
  role: 'user',
  disabled: true,
};

function values(user: AdminUser, patch: Partial<ReturnType<typeof userFormDefaults>> = {}) {
  return userFormSchema.parse({ ...userFormDefaults(user), ...patch });
}

describe('filterUsers', () => {
  it('searches name or e-mail ignoring case and accents, and filters by role', () => {
    expect(filterUsers([ANA, BRUNO], { search: 'CONCEICAO', role: 'todos' })).toEqual([ANA]);
    expect(filterUsers([ANA, BRUNO], { search: 'x.gn', role: 'todos' })).toEqual([BRUNO]);
    expect(filterUsers([ANA, BRUNO], { search: '', role: 'admin' })).toEqual([ANA]);
    expect(filterUsers([ANA, BRUNO], { search: '', role: 'user' })).toEqual([BRUNO]);
    expect(filterUsers([ANA, BRUNO], { search: 'ana', role: 'user' })).toEqual([]);
    const carla: AdminUser = {
      ...BRUNO,
      uid: 'u3',
      role: 'porteiro',
      escopo: { eventos: ['ev1'], listas: [] },
    };
    expect(filterUsers([ANA, BRUNO, carla], { search: '', role: 'porteiro' })).toEqual([carla]);
  });
});

describe('initials', () => {
  it('first and last word, or the first letter', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('bruno')).toBe('B');
    expect(initials('')).toBe('?');
  });
});

describe('userFormDefaults', () => {
  it('fills the form from the row, with the phone masked and the password empty', () => {
    expect(userFormDefaults(BRUNO)).toEqual({
      nome: 'Bruno',
      email: 'bruno@x.gn',
      telefone: '(11) 98765-4321',
      novaSenha: '',
      role: 'user',
      escopo: { eventos: [], listas: [] },
      ativo: false,
    });
  });
});

describe('planUserChanges', () => {
  it('sends nothing when nothing changed (the phone is compared as stored)', () => {
    expect(planUserChanges(ANA, values(ANA))).toEqual({});
    expect(planUserChanges(ANA, values(ANA, { email: 'ANA@teste.gn ' }))).toEqual({});
  });

  it('sends only the changed parts', () => {
    expect(planUserChanges(ANA, values(ANA, { telefone: '(21) 3333-4444' }))).toEqual({
      profile: { nome: 'Ana Conceição', email: 'ana@teste.gn', telefone: '(21) 3333-4444' },
    });
    expect(planUserChanges(ANA, values(ANA, { novaSenha: 'segredo1' }))).toEqual({ password: 'segredo1' });
    expect(planUserChanges(ANA, values(ANA, { role: 'user' }))).toEqual({
      role: { role: 'user', escopo: { eventos: [], listas: [] } },
    });
    const door = { role: 'porteiro' as const, escopo: { eventos: ['ev1'], listas: ['camarote'] } };
    expect(planUserChanges(BRUNO, values(BRUNO, door))).toEqual({ role: door });
    expect(planUserChanges(BRUNO, values(BRUNO, { ativo: true }))).toEqual({ shouldBan: false });
    expect(planUserChanges(ANA, values(ANA, { ativo: false, nome: 'Ana C.' }))).toEqual({
      profile: { nome: 'Ana C.', email: 'ana@teste.gn', telefone: '(11) 98765-4321' },
      shouldBan: true,
    });
  });
});

describe('the form refuses a door role without an event', () => {
  it('asks for at least one event for porteiro and bilheteria', () => {
    const form = { ...userFormDefaults(BRUNO), role: 'porteiro' as const };
    const result = userFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Escolha ao menos um evento para este perfil');
    expect(userFormSchema.safeParse({ ...form, escopo: { eventos: ['ev1'], listas: [] } }).success).toBe(
      true,
    );
  });
});
