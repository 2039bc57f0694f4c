import { describe, expect, it } from 'vitest';
import {
  can,
  canAt,
  CAPABILITIES,
  EMPTY_SCOPE,
  isStaff,
  ROLE_CAPABILITIES,
  roleClaims,
  roleFromClaims,
  ROLES,
  roleOf,
  scopeFromClaims,
} from './roles';

describe('staff roles', () => {
  it('gives the admin every capability and the customer none', () => {
    for (const capability of CAPABILITIES) expect(can('admin', capability)).toBe(true);
    expect(ROLE_CAPABILITIES.user).toEqual([]);
    expect(isStaff('user')).toBe(false);
    expect(isStaff('porteiro')).toBe(true);
  });

  it('keeps each staff role to its own work (least privilege)', () => {
    expect(can('porteiro', 'fazer_checkin')).toBe(true);
    expect(can('porteiro', 'ver_pedidos')).toBe(false);
    expect(can('porteiro', 'vender_na_porta')).toBe(false);
    expect(can('bilheteria', 'vender_na_porta')).toBe(true);
    expect(can('bilheteria', 'ver_pedidos')).toBe(false);
    expect(can('financeiro', 'reembolsar')).toBe(true);
    expect(can('financeiro', 'gerir_conteudo')).toBe(false);
    expect(can('financeiro', 'gerir_configuracoes')).toBe(false);
    expect(can('financeiro', 'fazer_checkin')).toBe(false);
  });

  it('reads an unknown or missing role as a customer, never as more', () => {
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf('Admin')).toBe('user');
    expect(roleOf(undefined)).toBe('user');
    expect(roleOf({ role: 'admin' })).toBe('user');
    expect(ROLES).toContain(roleOf('porteiro'));
  });

  it('holds a porteiro to the events and lists assigned', () => {
    const scope = { eventos: ['ev-a'], listas: ['portao-a'] };
    expect(canAt('porteiro', scope, 'fazer_checkin', { eventId: 'ev-a', listId: 'portao-a' })).toBe(true);
    expect(canAt('porteiro', scope, 'fazer_checkin', { eventId: 'ev-a', listId: 'camarote' })).toBe(false);
    expect(canAt('porteiro', scope, 'fazer_checkin', { eventId: 'ev-b', listId: 'portao-a' })).toBe(false);
    // No lists named: every list of the assigned events.
    const anyList = { eventos: ['ev-a'], listas: [] };
    expect(canAt('porteiro', anyList, 'fazer_checkin', { eventId: 'ev-a', listId: 'camarote' })).toBe(true);
    expect(canAt('porteiro', EMPTY_SCOPE, 'fazer_checkin', { eventId: 'ev-a' })).toBe(false);
    // The capability comes first, whatever the scope.
    expect(canAt('porteiro', anyList, 'ver_pedidos', { eventId: 'ev-a' })).toBe(false);
  });

  it('lets unscoped roles work at every event', () => {
    expect(canAt('admin', EMPTY_SCOPE, 'fazer_checkin', { eventId: 'ev-z', listId: 'x' })).toBe(true);
    expect(canAt('financeiro', EMPTY_SCOPE, 'reembolsar', { eventId: 'ev-z' })).toBe(true);
  });
});

describe('claims', () => {
  it('reads the role from `role`, or from the older `admin: true`', () => {
    expect(roleFromClaims({ role: 'porteiro' })).toBe('porteiro');
    expect(roleFromClaims({ admin: true })).toBe('admin');
    expect(roleFromClaims({ role: 'dono', admin: true })).toBe('user');
    expect(roleFromClaims(undefined)).toBe('user');
  });
  it('reads the scope, ignoring what is not a list of ids', () => {
    expect(scopeFromClaims({ escopo: { eventos: ['a', 1], listas: 'x' } })).toEqual({
      eventos: ['a'],
      listas: [],
    });
    expect(scopeFromClaims({})).toEqual({ eventos: [], listas: [] });
  });
  it('writes the claims of a role beside the others, dropping a stale admin flag and scope', () => {
    const scope = { eventos: ['ev1'], listas: [] };
    expect(roleClaims('porteiro', scope, { admin: true, beta: 1 })).toEqual({
      beta: 1,
      role: 'porteiro',
      escopo: scope,
    });
    expect(roleClaims('admin', scope, { role: 'porteiro', escopo: scope })).toEqual({
      role: 'admin',
      admin: true,
    });
    expect(roleClaims('user', scope, { role: 'financeiro', beta: 1 })).toEqual({ beta: 1 });
  });
});
