// Staff roles with least privilege (issue #30), against the live stack: set-role with a role and a
// scope (claims, user_roles, audit, sessions revoked), and what each role may and may not call in
// the API and read through the Firestore rules. The door's scope at check-in is in
// checkin-lists.test.ts.
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  api,
  auditEntries,
  createStaff,
  createUser,
  errorOf,
  listThroughRules,
  tokenOf,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

const FORBIDDEN = { code: 'forbidden', message: 'Seu perfil de acesso não permite esta ação' };

/** A call each area of /api/admin answers (a bad body is fine: the role is checked before it). */
const AREAS = {
  users: { path: '/api/admin/users', method: 'GET' },
  content: { path: '/api/admin/news/x/delete', method: 'POST' },
  settings: { path: '/api/admin/settings/payments-env', method: 'GET' },
  refunds: { path: '/api/admin/orders/nao-existe/refund/retry', method: 'POST' },
  meiaReport: { path: '/api/admin/events/nao-existe/meia-entrada', method: 'GET' },
} as const;

async function call(area: keyof typeof AREAS, token: string) {
  const { path, method } = AREAS[area];
  return api(path, { method, token, ...(method === 'POST' ? { json: {} } : {}) });
}

describe('POST /api/admin/users/set-role with a role and a scope', () => {
  it('makes a porteiro of chosen events: claims, user_roles and audit; old sessions revoked', async () => {
    const target = await createUser();
    const oldToken = await tokenOf(target);
    // Revocation has a one-second granularity: keep the old token strictly older.
    await new Promise((r) => setTimeout(r, 1100));
    const escopo = { eventos: ['evento-a'], listas: ['camarote'] };
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: target.uid, role: 'porteiro', escopo },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ userId: target.uid, admin: false, role: 'porteiro', escopo });
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({ role: 'porteiro', escopo });
    expect((await adminDb().doc(`user_roles/${target.uid}`).get()).data()).toMatchObject({
      role: 'porteiro',
      escopo,
    });
    const [entry] = await auditEntries('user.set_role', target.uid);
    expect(entry?.details).toMatchObject({
      de: { role: 'user' },
      para: { role: 'porteiro', escopo },
      changed: true,
    });
    // The old customer token is refused at once; the new one opens the back office's door.
    expect((await api('/api/admin/users', { token: oldToken })).status).toBe(401);
  });

  it('400 in pt-BR for a porteiro without an event, or an unknown role; nothing changes', async () => {
    const target = await createUser();
    for (const [json, message] of [
      [{ role: 'porteiro' }, 'Escolha ao menos um evento para este perfil'],
      [{ role: 'dono' }, 'Escolha um perfil de acesso válido'],
      [
        { role: 'bilheteria', escopo: { eventos: ['a'], listas: ['Portão A'] } },
        'Identificador de lista inválido',
      ],
    ] as const) {
      const answer = await api('/api/admin/users/set-role', {
        json: { userId: target.uid, ...json },
        token: users.adminToken,
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'bad_request', message });
    }
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
  });

  it('a member of staff demoted to customer loses the back office at once', async () => {
    const staff = await createStaff('financeiro');
    const token = await tokenOf(staff);
    expect((await call('meiaReport', token)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 1100));
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: staff.uid, role: 'user' },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect((await call('meiaReport', token)).status).toBe(401);
    expect(await listThroughRules('orders', token)).toBe(403);
    const fresh = await tokenOf(staff);
    expect(errorOf(await call('meiaReport', fresh))).toEqual({
      code: 'forbidden',
      message: 'Acesso restrito a administradores',
    });
  });

  it('the door, which skips the Auth lookup per scan, still refuses a demoted porteiro at once', async () => {
    const staff = await createStaff('porteiro', { eventos: ['evento-a'], listas: [] });
    const token = await tokenOf(staff);
    const scan = (t: string) => api('/api/admin/checkin/scan', { json: {}, token: t });
    // Past the door's gate: the empty scan is refused by its schema, not by the sign-in.
    expect((await scan(token)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 1100));
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: staff.uid, role: 'user' },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect((await scan(token)).status).toBe(401);
    expect(errorOf(await scan(await tokenOf(staff)))).toEqual({
      code: 'forbidden',
      message: 'Acesso restrito a administradores',
    });
  });

  it('only the admin assigns roles: a financeiro is refused', async () => {
    const staff = await createStaff('financeiro');
    const target = await createUser();
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: target.uid, role: 'admin' },
      token: await tokenOf(staff),
    });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toEqual(FORBIDDEN);
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
  });
});

describe('each role reaches only its own work', () => {
  it('a porteiro: no users, content, settings, refunds nor reports (403 in pt-BR)', async () => {
    const token = await tokenOf(await createStaff('porteiro', { eventos: ['evento-a'], listas: [] }));
    for (const area of Object.keys(AREAS) as (keyof typeof AREAS)[]) {
      const answer = await call(area, token);
      expect(answer.status, area).toBe(403);
      expect(errorOf(answer), area).toEqual(FORBIDDEN);
    }
    // Nor the orders, tickets and payments through the Firestore rules.
    for (const collection of ['orders', 'tickets', 'payment_events', 'audit_log']) {
      expect(await listThroughRules(collection, token), collection).toBe(403);
    }
  });

  it('a financeiro: refunds and reports, but no users, content nor settings', async () => {
    const token = await tokenOf(await createStaff('financeiro'));
    // Past the role check: the order and the event do not exist.
    expect((await call('refunds', token)).status).toBe(404);
    expect((await call('meiaReport', token)).status).toBe(404);
    for (const area of ['users', 'content', 'settings'] as const) {
      expect(errorOf(await call(area, token)), area).toEqual(FORBIDDEN);
    }
    for (const collection of ['orders', 'tickets', 'payment_events']) {
      expect(await listThroughRules(collection, token), collection).toBe(200);
    }
    expect(await listThroughRules('audit_log', token)).toBe(403);
  });

  it('a bilheteria: neither orders nor settings', async () => {
    const token = await tokenOf(await createStaff('bilheteria', { eventos: ['evento-a'], listas: [] }));
    for (const area of ['users', 'settings', 'refunds', 'meiaReport'] as const) {
      expect(errorOf(await call(area, token)), area).toEqual(FORBIDDEN);
    }
    expect(await listThroughRules('orders', token)).toBe(403);
  });
});
