import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientKey } from '../../functions/src/http/rate-limit.ts';
import {
  adminAndCustomer,
  adminDb,
  api,
  auditEntries,
  createUser,
  errorOf,
  SITE_URL,
  tokenOf,
  waitForApi,
} from '../support/functions-api.ts';

beforeAll(() => waitForApi());

const PATH = '/api/public/contact';

/**
 * Every test speaks as its own client. Locally nothing appends to X-Forwarded-For, so the test
 * stack trusts one hop (GN_TRUSTED_PROXY_HOPS=1): the last entry plays the address the platform
 * appends, and what a client writes before it is ignored.
 */
function newClient(spoofed = '203.0.113.250'): Record<string, string> {
  const bytes = randomUUID().replace(/-/g, '');
  const octet = (i: number) => parseInt(bytes.slice(i * 2, i * 2 + 2), 16);
  return { 'x-forwarded-for': `${spoofed}, 10.${octet(0)}.${octet(1)}.${octet(2)}` };
}

/** The address the limiter keys on: the entry the platform appended. */
const platformAddress = (client: Record<string, string>) => client['x-forwarded-for']!.split(', ').at(-1)!;

function message(tag = randomUUID().slice(0, 8)) {
  return {
    nome: `Maria ${tag}`,
    email: `maria-${tag}@teste.gn`,
    mensagem: `Olá! Gostaria de saber se o evento tem acessibilidade. (${tag})`,
  };
}

async function storedBy(email: string) {
  const snap = await adminDb().collection('contact_messages').where('email', '==', email).get();
  return snap.docs.map((d) => d.data());
}

describe('POST /api/public/contact', () => {
  it('201 { ok: true } and the message is stored for the admin inbox', async () => {
    const body = message();
    const answer = await api(PATH, { json: body, headers: newClient() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ok: true });

    const docs = await storedBy(body.email);
    expect(docs).toHaveLength(1);
    const doc = docs[0]!;
    expect(doc).toMatchObject({ ...body, lida: false, user_id: null });
    expect(Object.keys(doc).sort()).toEqual(['created_at', 'email', 'lida', 'mensagem', 'nome', 'user_id']);
    const created = (doc.created_at as { toMillis(): number }).toMillis();
    expect(Math.abs(created - Date.now())).toBeLessThan(60_000);
  });

  it('trims the fields as the form schema does', async () => {
    const body = message();
    const answer = await api(PATH, {
      json: { nome: `  ${body.nome}  `, email: ` ${body.email} `, mensagem: `\n${body.mensagem}\n` },
      headers: newClient(),
    });
    expect(answer.status).toBe(201);
    expect((await storedBy(body.email))[0]).toMatchObject(body);
  });

  it("records the signed-in sender's uid when an ID token comes along", async () => {
    const user = await createUser();
    const body = message();
    const answer = await api(PATH, { json: body, token: await tokenOf(user), headers: newClient() });
    expect(answer.status).toBe(201);
    expect((await storedBy(body.email))[0]?.user_id).toBe(user.uid);
  });

  it('an invalid token is ignored: the message is stored as anonymous', async () => {
    const body = message();
    const answer = await api(PATH, { json: body, token: 'nao-e-um-token', headers: newClient() });
    expect(answer.status).toBe(201);
    expect((await storedBy(body.email))[0]?.user_id).toBeNull();
  });

  describe('400 with the first pt-BR message of the form schema, and nothing stored', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['nome too short', { nome: 'A' }, 'Nome muito curto'],
      ['nome blank', { nome: '   ' }, 'Nome muito curto'],
      ['nome missing', { nome: undefined }, 'Nome muito curto'],
      ['nome too long', { nome: 'x'.repeat(101) }, 'Nome muito longo'],
      ['e-mail malformed', { email: 'maria@' }, 'E-mail inválido'],
      ['e-mail missing', { email: undefined }, 'E-mail inválido'],
      ['e-mail too long', { email: `${'a'.repeat(250)}@teste.gn` }, 'E-mail inválido'],
      ['mensagem too short', { mensagem: 'Oi' }, 'Mensagem muito curta'],
      ['mensagem missing', { mensagem: undefined }, 'Mensagem muito curta'],
      ['mensagem too long', { mensagem: 'x'.repeat(1001) }, 'Mensagem muito longa'],
      ['mensagem not a string', { mensagem: 12345678901 }, 'Mensagem muito curta'],
    ];
    for (const [name, patch, expected] of cases) {
      it(`${name} → '${expected}'`, async () => {
        const body = { ...message(), ...patch };
        const answer = await api(PATH, { json: body, headers: newClient() });
        expect(answer.status).toBe(400);
        expect(errorOf(answer)).toEqual({ code: 'bad_request', message: expected });
        if (typeof body.email === 'string') expect(await storedBy(body.email)).toHaveLength(0);
      });
    }
  });

  it('malformed JSON or a non-object body → 400 JSON "Corpo da requisição inválido"', async () => {
    const bodies: [string, string][] = [
      ['{"nome": "Maria",', 'text/plain'],
      ['nome=Maria', 'text/plain'],
      ['[1, 2, 3]', 'application/json'],
    ];
    for (const [body, type] of bodies) {
      const answer = await api(PATH, { body, headers: { 'content-type': type, ...newClient() } });
      expect(answer.status, body).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'bad_request', message: 'Corpo da requisição inválido' });
    }
    // Broken JSON sent as application/json is refused by the Functions framework's own parser
    // before our code runs: still a 400, but its HTML page rather than our envelope.
    const broken = await api(PATH, {
      body: '{"nome": "Maria",',
      headers: { 'content-type': 'application/json', ...newClient() },
    });
    expect(broken.status).toBe(400);
  });

  it('a filled honeypot → 200 { ok: true } and nothing is stored', async () => {
    const body = { ...message(), website: 'http://spam.example' };
    const answer = await api(PATH, { json: body, headers: newClient() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(await storedBy(body.email)).toHaveLength(0);
  });

  it('an empty honeypot is what a person sends: stored normally', async () => {
    const body = { ...message(), website: '' };
    const answer = await api(PATH, { json: body, headers: newClient() });
    expect(answer.status).toBe(201);
    expect(await storedBy(body.email)).toHaveLength(1);
  });

  it('the 6th message of a client within 10 minutes → 429, not stored; other clients unaffected', async () => {
    const client = newClient();
    for (let i = 1; i <= 5; i++) {
      const answer = await api(PATH, { json: message(), headers: client });
      expect(answer.status, `message ${i}`).toBe(201);
    }
    const sixth = message();
    const refused = await fetch(`${SITE_URL}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify(sixth),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Muitas mensagens enviadas. Tente novamente mais tarde.' },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedBy(sixth.email)).toHaveLength(0);

    const other = await api(PATH, { json: message(), headers: newClient() });
    expect(other.status).toBe(201);
  });

  it('a spoofed X-Forwarded-For does not reset the limit', async () => {
    const client = newClient();
    const address = platformAddress(client);
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      // A new first entry each time, as a script would write it.
      const headers = { 'x-forwarded-for': `198.51.100.${i}, ${address}` };
      statuses.push((await api(PATH, { json: message(), headers })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('the counters are keyed by a SHA-256 of the address, never the address itself', async () => {
    const client = newClient();
    const ip = platformAddress(client);
    expect((await api(PATH, { json: message(), headers: client })).status).toBe(201);
    const doc = await adminDb()
      .doc(`rate_limits/${clientKey('contact', ip)}`)
      .get();
    expect(doc.exists).toBe(true);
    expect(doc.id).toMatch(/^contact_[0-9a-f]{64}$/);
    expect(JSON.stringify(doc.data())).not.toContain(ip);
    // expira_em (the TTL field) is the end of the longest window: one day after the first message.
    const expires = (doc.get('expira_em') as { toMillis(): number }).toMillis();
    expect(Math.abs(expires - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
  });

  it('is not cached and other methods are not routes', async () => {
    const answer = await api(PATH, { method: 'GET' });
    expect(answer.status).toBe(404);
    const res = await fetch(`${SITE_URL}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newClient() },
      body: JSON.stringify(message()),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PATCH /api/admin/contact-messages/{id}: the SAC answered mark', () => {
  async function storedMessage(): Promise<string> {
    const ref = await adminDb()
      .collection('contact_messages')
      .add({ ...message(), created_at: new Date(Date.now() - 6 * 86_400_000), lida: false, user_id: null });
    return ref.id;
  }
  const pathOf = (id: string) => `/api/admin/contact-messages/${id}`;

  it('admins only; a bad body or an unknown message is refused', async () => {
    const { adminToken, customerToken } = await adminAndCustomer();
    const id = await storedMessage();
    expect((await api(pathOf(id), { method: 'PATCH', json: { respondida: true } })).status).toBe(401);
    const customer = await api(pathOf(id), {
      method: 'PATCH',
      token: customerToken,
      json: { respondida: true },
    });
    expect(customer.status).toBe(403);
    const bad = await api(pathOf(id), { method: 'PATCH', token: adminToken, json: { respondida: 'sim' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('Informe se a mensagem foi respondida');
    const unknown = await api(pathOf('nao-existe'), {
      method: 'PATCH',
      token: adminToken,
      json: { respondida: true },
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('Mensagem não encontrada');
    expect((await adminDb().doc(`contact_messages/${id}`).get()).get('respondida_em')).toBeUndefined();
  });

  it('stores who and when, marks it read, keeps the first time, audits, and can be taken back', async () => {
    const { admin, adminToken } = await adminAndCustomer();
    const id = await storedMessage();
    const mark = (respondida: boolean) =>
      api<{ respondida_em: string | null }>(pathOf(id), {
        method: 'PATCH',
        token: adminToken,
        json: { respondida },
      });
    const first = await mark(true);
    expect(first.status).toBe(200);
    const at = first.body.respondida_em!;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    const stored = (await adminDb().doc(`contact_messages/${id}`).get()).data()!;
    expect(stored).toMatchObject({ respondida_por: admin.uid, lida: true });
    expect((stored.respondida_em as { toDate(): Date }).toDate().toISOString()).toBe(at);

    // Marking again changes nothing: the deadline was met (or not) the first time.
    expect((await mark(true)).body).toEqual({ respondida_em: at });
    const entries = await auditEntries('update', `contact_messages/${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_uid: admin.uid,
      target_label: 'Mensagem de contato',
      source: 'function',
      changes: { respondida_em: { before: null, after: at } },
    });
    // The sender's name is never in the log (an account deletion erases it from the message).
    expect(JSON.stringify(entries[0])).not.toContain('Maria');

    expect((await mark(false)).body).toEqual({ respondida_em: null });
    expect((await adminDb().doc(`contact_messages/${id}`).get()).data()).toMatchObject({
      respondida_em: null,
      respondida_por: null,
    });
    expect(await auditEntries('update', `contact_messages/${id}`)).toHaveLength(2);
  });
});
