// The admin's user operations (password, role, ban, profile) and the users list, against the
// live stack: who may call them, what each changes in Auth, the profile and the audit log, the
// refusals (own role, own ban, e-mail taken) and pt-BR messages for bad input.
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  listThroughRules,
  signIn,
  tokenOf,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

/** A route that only needs a signed-in user: tells a live token (400, no file) from a dead one (401). */
async function tokenIsAccepted(token: string): Promise<boolean> {
  const answer = await api('/api/me/avatar', { method: 'POST', token });
  return answer.status !== 401;
}

/**
 * pt-BR, never zod's English default ('Invalid input: expected boolean…'). The core schemas give
 * these booleans no message yet, so the API falls back to 'Dados inválidos'.
 */
function expectPortugueseMessage(message: string): void {
  expect(message).not.toMatch(/invalid input|expected|required/i);
  expect(message.length).toBeGreaterThan(3);
}

const OPERATIONS = [
  {
    path: '/api/admin/users/set-password',
    body: (uid: string) => ({ userId: uid, newPassword: 'nova-senha-1' }),
  },
  { path: '/api/admin/users/set-role', body: (uid: string) => ({ userId: uid, shouldBeAdmin: true }) },
  { path: '/api/admin/users/set-ban', body: (uid: string) => ({ userId: uid, shouldBan: true }) },
  {
    path: '/api/admin/users/update-profile',
    body: (uid: string) => ({ userId: uid, nome: 'Nome Novo', email: `novo-${uid.slice(0, 6)}@teste.gn` }),
  },
];

describe('who may call the admin user operations', () => {
  for (const op of OPERATIONS) {
    describe(op.path, () => {
      it('401 without a token, or with a bad one', async () => {
        const target = await createUser();
        for (const token of [undefined, 'not-a-token']) {
          const answer = await api(op.path, { json: op.body(target.uid), token });
          expect(answer.status).toBe(401);
          expect(errorOf(answer)).toEqual({ code: 'unauthenticated', message: 'Faça login para continuar' });
        }
      });

      it('403 for a customer, and nothing changes', async () => {
        const target = await createUser();
        const answer = await api(op.path, { json: op.body(target.uid), token: users.customerToken });
        expect(answer.status).toBe(403);
        expect(errorOf(answer)).toEqual({ code: 'forbidden', message: 'Acesso restrito a administradores' });
        const user = await adminAuth().getUser(target.uid);
        expect(user.disabled).toBe(false);
        expect(user.customClaims?.admin).toBeUndefined();
        expect(user.email).toBe(target.email);
        await expect(signIn(target.email, target.password)).resolves.toBeTruthy();
      });

      it('404 "Usuário não encontrado" for an unknown user', async () => {
        const answer = await api(op.path, {
          json: op.body('nao-existe-' + Date.now()),
          token: users.adminToken,
        });
        expect(answer.status).toBe(404);
        expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Usuário não encontrado' });
      });

      it('400 with a pt-BR message for a malformed JSON body, never 500', async () => {
        // Sent as text/plain the body reaches our code, which answers with its own envelope.
        const plain = await api(op.path, {
          body: '{"userId": "abc",',
          headers: { 'content-type': 'text/plain' },
          token: users.adminToken,
        });
        expect(plain.status).toBe(400);
        expect(errorOf(plain)).toEqual({ code: 'bad_request', message: 'Corpo da requisição inválido' });
        // Sent as application/json the Functions framework's own parser refuses it before our code
        // runs (see the report): still a 400, but not our JSON envelope.
        const json = await api(op.path, {
          body: '{"userId": "abc",',
          headers: { 'content-type': 'application/json' },
          token: users.adminToken,
        });
        expect(json.status).toBe(400);
      });

      it('400 "Usuário inválido" without a userId, and for a JSON array', async () => {
        const { userId: _omit, ...rest } = op.body('x');
        const missing = await api(op.path, { json: rest, token: users.adminToken });
        expect(missing.status).toBe(400);
        expect(errorOf(missing)).toEqual({ code: 'bad_request', message: 'Usuário inválido' });
        const array = await api(op.path, { json: [op.body('x')], token: users.adminToken });
        expect(array.status).toBe(400);
        expect(errorOf(array).message).toBe('Corpo da requisição inválido');
      });
    });
  }

  it('GET /api/admin/users: 401 anonymous, 403 customer', async () => {
    const anonymous = await api('/api/admin/users');
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).message).toBe('Faça login para continuar');
    const customer = await api('/api/admin/users', { token: users.customerToken });
    expect(customer.status).toBe(403);
    expect(errorOf(customer).message).toBe('Acesso restrito a administradores');
  });
});

describe('POST /api/admin/users/set-password', () => {
  it('sets the password: the user signs in with the new one only; the audit omits it', async () => {
    const target = await createUser();
    const answer = await api('/api/admin/users/set-password', {
      json: { userId: target.uid, newPassword: 'Nova-Senha-9' },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    await expect(signIn(target.email, 'Nova-Senha-9')).resolves.toBeTruthy();
    await expect(signIn(target.email, target.password)).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
    const [entry] = await auditEntries('user.set_password', target.uid);
    expect(entry).toMatchObject({
      actor_uid: users.admin.uid,
      actor_email: users.admin.email,
      target: target.uid,
    });
    expect(JSON.stringify(entry)).not.toContain('Nova-Senha-9');
  });

  it('400 "A senha deve ter no mínimo 6 caracteres" for a missing, short or non-text password', async () => {
    const target = await createUser();
    for (const newPassword of [undefined, '12345', 123456, null]) {
      const answer = await api('/api/admin/users/set-password', {
        json: { userId: target.uid, newPassword },
        token: users.adminToken,
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({
        code: 'bad_request',
        message: 'A senha deve ter no mínimo 6 caracteres',
      });
    }
    await expect(signIn(target.email, target.password)).resolves.toBeTruthy();
  });
});

describe('POST /api/admin/users/set-role', () => {
  it('grants admin: claim merged with the others, user_roles mirrored, old tokens revoked', async () => {
    const target = await createUser();
    await adminAuth().setCustomUserClaims(target.uid, { parceiro: 'x' });
    const oldToken = await tokenOf(target);
    // Revocation has a one-second granularity: keep the old token strictly older.
    await new Promise((r) => setTimeout(r, 1100));

    const answer = await api('/api/admin/users/set-role', {
      json: { userId: target.uid, shouldBeAdmin: true },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      userId: target.uid,
      admin: true,
      role: 'admin',
      escopo: { eventos: [], listas: [] },
    });
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({
      parceiro: 'x',
      role: 'admin',
      admin: true,
    });
    expect((await adminDb().doc(`user_roles/${target.uid}`).get()).data()).toMatchObject({
      user_id: target.uid,
      role: 'admin',
    });
    expect(await tokenIsAccepted(oldToken)).toBe(false);
    const fresh = await tokenOf(target);
    expect((await api('/api/admin/users', { token: fresh })).status).toBe(200);
    expect(await auditEntries('user.set_role', target.uid)).toHaveLength(1);
  });

  it('removes admin: claim gone, user_roles says user, the fresh token gets 403', async () => {
    const target = await createUser({ admin: true });
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: target.uid, shouldBeAdmin: false },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBeUndefined();
    expect((await adminDb().doc(`user_roles/${target.uid}`).get()).data()?.role).toBe('user');
    const fresh = await tokenOf(target);
    expect((await api('/api/admin/users', { token: fresh })).status).toBe(403);
  });

  it('removes admin: an ID token minted before the demotion no longer passes the Firestore rules', async () => {
    const target = await createUser({ admin: true });
    const oldToken = await tokenOf(target);
    for (const collection of ['orders', 'audit_log', 'contact_messages']) {
      expect(await listThroughRules(collection, oldToken), collection).toBe(200);
    }
    const answer = await api('/api/admin/users/set-role', {
      json: { userId: target.uid, shouldBeAdmin: false },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    // The old token still carries admin: true (it lives up to an hour); the rules read user_roles.
    for (const collection of ['orders', 'audit_log', 'contact_messages']) {
      expect(await listThroughRules(collection, oldToken), collection).toBe(403);
    }
  });

  it('409 when an admin removes their own admin role; keeping it is a harmless no-op', async () => {
    const self = await createUser({ admin: true });
    const token = await tokenOf(self);
    const refused = await api('/api/admin/users/set-role', {
      json: { userId: self.uid, shouldBeAdmin: false },
      token,
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'conflict',
      message: 'Você não pode remover seu próprio acesso de administrador',
    });
    expect((await adminAuth().getUser(self.uid)).customClaims?.admin).toBe(true);

    const kept = await api('/api/admin/users/set-role', {
      json: { userId: self.uid, shouldBeAdmin: true },
      token,
    });
    expect(kept.status).toBe(200);
    // No claim change, so no revocation: the admin's session still works.
    expect((await api('/api/admin/users', { token })).status).toBe(200);
  });

  it('400 with a pt-BR message when shouldBeAdmin is missing or not a boolean', async () => {
    const target = await createUser();
    for (const shouldBeAdmin of [undefined, 'sim', 1]) {
      const answer = await api('/api/admin/users/set-role', {
        json: { userId: target.uid, shouldBeAdmin },
        token: users.adminToken,
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).code).toBe('bad_request');
      expectPortugueseMessage(errorOf(answer).message);
    }
    expect((await adminAuth().getUser(target.uid)).customClaims?.admin).toBeUndefined();
  });
});

describe('POST /api/admin/users/set-ban', () => {
  it('bans: account disabled, sign-in refused, the current token refused at once; unban restores', async () => {
    const target = await createUser();
    const oldToken = await tokenOf(target);
    expect(await tokenIsAccepted(oldToken)).toBe(true);

    const banned = await api('/api/admin/users/set-ban', {
      json: { userId: target.uid, shouldBan: true },
      token: users.adminToken,
    });
    expect(banned.status).toBe(200);
    expect(banned.body).toEqual({ userId: target.uid, disabled: true });
    expect((await adminAuth().getUser(target.uid)).disabled).toBe(true);
    await expect(signIn(target.email, target.password)).rejects.toThrow(/USER_DISABLED/);
    expect(await tokenIsAccepted(oldToken)).toBe(false);

    const unbanned = await api('/api/admin/users/set-ban', {
      json: { userId: target.uid, shouldBan: false },
      token: users.adminToken,
    });
    expect(unbanned.status).toBe(200);
    expect((await adminAuth().getUser(target.uid)).disabled).toBe(false);
    expect(await tokenIsAccepted(await tokenOf(target))).toBe(true);

    const entries = await auditEntries('user.set_ban', target.uid);
    expect(entries.map((e) => e.details.banned).sort()).toEqual([false, true]);
  });

  it('409 when an admin bans themselves', async () => {
    const answer = await api('/api/admin/users/set-ban', {
      json: { userId: users.admin.uid, shouldBan: true },
      token: users.adminToken,
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({
      code: 'conflict',
      message: 'Você não pode desativar sua própria conta',
    });
    expect((await adminAuth().getUser(users.admin.uid)).disabled).toBe(false);
  });

  it('400 with a pt-BR message when shouldBan is missing or not a boolean', async () => {
    const target = await createUser();
    for (const shouldBan of [undefined, 'true']) {
      const answer = await api('/api/admin/users/set-ban', {
        json: { userId: target.uid, shouldBan },
        token: users.adminToken,
      });
      expect(answer.status).toBe(400);
      expectPortugueseMessage(errorOf(answer).message);
    }
    expect((await adminAuth().getUser(target.uid)).disabled).toBe(false);
  });
});

describe('POST /api/admin/users/update-profile', () => {
  it('updates Auth (e-mail, name) and the profile (nome, email, telefone as +55 digits)', async () => {
    const target = await createUser();
    const email = `Renomeado-${target.uid.slice(0, 6)}@Teste.gn`;
    const answer = await api('/api/admin/users/update-profile', {
      json: { userId: target.uid, nome: '  Maria da Silva ', email, telefone: '(11) 98765-4321' },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    const user = await adminAuth().getUser(target.uid);
    expect(user.email).toBe(email.toLowerCase());
    expect(user.displayName).toBe('Maria da Silva');
    const profile = (await adminDb().doc(`profiles/${target.uid}`).get()).data();
    expect(profile).toMatchObject({
      user_id: target.uid,
      nome: 'Maria da Silva',
      email: email.toLowerCase(),
      telefone: '+5511987654321',
    });
    await expect(signIn(email.toLowerCase(), target.password)).resolves.toBeTruthy();
    const [entry] = await auditEntries('user.update_profile', target.uid);
    expect(entry?.actor_uid).toBe(users.admin.uid);
  });

  it('an empty phone clears it', async () => {
    const target = await createUser();
    await adminDb().doc(`profiles/${target.uid}`).update({ telefone: '+5511912345678' });
    const answer = await api('/api/admin/users/update-profile', {
      json: { userId: target.uid, nome: 'Sem Telefone', email: target.email, telefone: '' },
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    expect((await adminDb().doc(`profiles/${target.uid}`).get()).data()?.telefone).toBeNull();
  });

  it('409 when the e-mail belongs to another user', async () => {
    const target = await createUser();
    const other = await createUser();
    const answer = await api('/api/admin/users/update-profile', {
      json: { userId: target.uid, nome: 'Qualquer', email: other.email },
      token: users.adminToken,
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).code).toBe('conflict');
    expect(errorOf(answer).message).toBe('Este e-mail já está em uso por outro usuário');
    expect((await adminAuth().getUser(target.uid)).email).toBe(target.email);
  });

  it('400 with the schema message for a short name, a bad e-mail or a bad phone', async () => {
    const target = await createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: 'A', email: target.email }, 'Nome deve ter no mínimo 2 caracteres'],
      [{ email: target.email }, 'Nome deve ter no mínimo 2 caracteres'],
      [{ nome: 'Nome Bom', email: 'sem-arroba' }, 'E-mail inválido'],
      [{ nome: 'Nome Bom', email: 42 }, 'E-mail inválido'],
      [
        { nome: 'Nome Bom', email: target.email, telefone: '1234' },
        'Telefone inválido. Use o formato (XX) XXXXX-XXXX',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await api('/api/admin/users/update-profile', {
        json: { userId: target.uid, ...fields },
        token: users.adminToken,
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'bad_request', message });
    }
    expect((await adminAuth().getUser(target.uid)).email).toBe(target.email);
  });
});

describe('GET /api/admin/users', () => {
  it('lists Auth users merged with their profiles, newest first', async () => {
    const banned = await createUser({ nome: 'Usuária Banida' });
    await adminDb().doc(`profiles/${banned.uid}`).update({ telefone: '+5521999990000' });
    await adminAuth().updateUser(banned.uid, { disabled: true });

    const answer = await api<{ users: Record<string, unknown>[] }>('/api/admin/users', {
      token: users.adminToken,
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.users;
    const row = rows.find((r) => r.uid === banned.uid);
    expect(row).toMatchObject({
      uid: banned.uid,
      email: banned.email,
      nome: 'Usuária Banida',
      telefone: '+5521999990000',
      disabled: true,
      admin: false,
    });
    expect(new Date(row?.createdAt as string).toString()).not.toBe('Invalid Date');
    expect(rows.find((r) => r.uid === users.admin.uid)?.admin).toBe(true);
    const created = rows.map((r) => r.createdAt as string);
    expect([...created].sort().reverse()).toEqual(created);
  });
});

describe('GET /api/admin/users?search=&limit=', () => {
  it('keeps users whose name or e-mail contains the text, ignoring case and accents', async () => {
    const tag = Date.now().toString(36);
    const byName = await createUser({ nome: `Joana Brandão ${tag}` });
    const byEmail = await createUser();
    const other = await createUser();
    const search = async (text: string) => {
      const answer = await api<{ users: { uid: string }[] }>(
        `/api/admin/users?search=${encodeURIComponent(text)}`,
        { token: users.adminToken },
      );
      expect(answer.status).toBe(200);
      return answer.body.users.map((u) => u.uid);
    };
    expect(await search(`BRANDAO ${tag}`)).toEqual([byName.uid]);
    expect(await search(byEmail.email.toUpperCase())).toEqual([byEmail.uid]);
    const all = await search('');
    expect(all).toEqual(expect.arrayContaining([byName.uid, byEmail.uid, other.uid]));
  });

  it('limit cuts the newest-first list; a bad limit is ignored', async () => {
    await createUser();
    await createUser();
    const full = await api<{ users: { uid: string }[] }>('/api/admin/users', { token: users.adminToken });
    const two = await api<{ users: { uid: string }[] }>('/api/admin/users?limit=2', {
      token: users.adminToken,
    });
    expect(two.body.users.map((u) => u.uid)).toEqual(full.body.users.slice(0, 2).map((u) => u.uid));
    const bad = await api<{ users: unknown[] }>('/api/admin/users?limit=abc', { token: users.adminToken });
    expect(bad.status).toBe(200);
    expect(bad.body.users.length).toBe(full.body.users.length);
  });
});
