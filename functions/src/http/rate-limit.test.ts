import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { clientIp, clientKey, consume, decide, type LimiterState, type WindowRule } from './rate-limit.ts';

const MIN = 60_000;
const RULES: WindowRule[] = [
  { name: '10m', ms: 10 * MIN, max: 5 },
  { name: '1d', ms: 24 * 60 * MIN, max: 20 },
];

/** Runs `count` allowed requests at `at` from `state`; returns the state after them. */
function run(state: LimiterState | undefined, count: number, at: number): LimiterState | undefined {
  let current = state;
  for (let i = 0; i < count; i++) {
    const decision = decide(current, RULES, at);
    if (!decision.allowed) throw new Error(`request ${i + 1} refused`);
    current = decision.next;
  }
  return current;
}

describe('decide (fixed windows)', () => {
  it('lets the first request through and opens every window at that time', () => {
    const decision = decide(undefined, RULES, 1_000);
    expect(decision).toEqual({
      allowed: true,
      next: { '10m': { inicio: 1_000, contagem: 1 }, '1d': { inicio: 1_000, contagem: 1 } },
      expiresAt: 1_000 + 24 * 60 * MIN,
    });
  });

  it('refuses the 6th request inside 10 minutes, with the seconds left as Retry-After', () => {
    const state = run(undefined, 5, 0);
    const sixth = decide(state, RULES, 4 * MIN);
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
  });

  it('opens a new 10-minute window once the old one is over', () => {
    const state = run(undefined, 5, 0);
    const later = decide(state, RULES, 10 * MIN);
    expect(later.allowed).toBe(true);
    if (later.allowed) {
      expect(later.next['10m']).toEqual({ inicio: 10 * MIN, contagem: 1 });
      expect(later.next['1d']).toEqual({ inicio: 0, contagem: 6 });
    }
  });

  it('refuses the 21st request of a day even in a fresh 10-minute window', () => {
    let state: LimiterState | undefined;
    for (let block = 0; block < 4; block++) state = run(state, 5, block * 10 * MIN);
    const refused = decide(state, RULES, 40 * MIN);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBe((24 * 60 - 40) * 60);
  });

  it('counts nothing for a refused request', () => {
    const state = run(undefined, 5, 0);
    expect(decide(state, RULES, MIN).allowed).toBe(false);
    expect(decide(state, RULES, 10 * MIN).allowed).toBe(true);
  });

  it('a window that starts a few seconds after now (a concurrent request) is still counted', () => {
    const decision = decide(
      { '10m': { inicio: 5_000, contagem: 5 }, '1d': { inicio: 5_000, contagem: 5 } },
      RULES,
      0,
    );
    expect(decision.allowed).toBe(false);
  });

  it('treats a window stored far in the future (a broken clock) as over', () => {
    const decision = decide({ '10m': { inicio: 5 * MIN, contagem: 5 } }, RULES, 0);
    expect(decision.allowed).toBe(true);
  });
});

describe('client identity', () => {
  const req = (headers: Record<string, string>, ip?: string) => ({
    ip,
    get: (name: string) => headers[name.toLowerCase()],
  });

  it('counts from the right of X-Forwarded-For: what the client wrote on the left is ignored', () => {
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.1' }; // spoofed, client, proxy
    expect(clientIp(req(chain, '10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientIp(req({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7, 10.0.0.1' }), 2)).toBe('203.0.113.7');
    expect(clientIp(req(chain, '10.0.0.2'), 1)).toBe('10.0.0.1');
    expect(clientIp(req(chain, '10.0.0.2'), 0)).toBe('10.0.0.2');
  });

  it('the socket address when the header has fewer entries than the proxies append', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(req({}, '198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(req({}), 2)).toBe('desconhecido');
  });

  it('keys a document by the scope and a SHA-256 of the address, never the address', () => {
    const key = clientKey('contact', '203.0.113.7');
    expect(key).toMatch(/^contact_[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(clientKey('contact', '203.0.113.7')).toBe(key);
    expect(clientKey('contact', '203.0.113.8')).not.toBe(key);
  });
});

type Data = Record<string, unknown>;

/**
 * The `rate_limits` documents of an in-memory Firestore, as strict as the real one where consume()
 * leans on it: every write gives the document a new update time; update() fails with NOT_FOUND (5)
 * on a missing document and FAILED_PRECONDITION (9) when its update time is not the precondition's;
 * create() fails with ALREADY_EXISTS (6) on an existing one. A transaction reads and writes with
 * nothing in between. `writes` logs each write by its kind, to tell the paths apart.
 */
function fakeLimits() {
  const docs = new Map<string, { data: Data; updateTime: Timestamp }>();
  const writes: string[] = [];
  let clock = 0;
  const fail = (code: number) => Object.assign(new Error(`code ${code}`), { code });
  const put = (path: string, data: Data, kind: string) => {
    docs.set(path, { data, updateTime: Timestamp.fromMillis(++clock) });
    writes.push(kind);
  };
  const create = (path: string, data: Data, kind: string) => {
    if (docs.has(path)) throw fail(6);
    put(path, data, kind);
  };
  const snapshot = (path: string) => {
    const doc = docs.get(path);
    return { exists: doc !== undefined, data: () => doc?.data, updateTime: doc?.updateTime };
  };
  const ref = (path: string) => ({
    path,
    create: async (data: Data) => create(path, data, 'create'),
    update: async (data: Data, precondition?: { lastUpdateTime?: Timestamp }) => {
      const doc = docs.get(path);
      if (!doc) throw fail(5);
      const since = precondition?.lastUpdateTime;
      if (since && !since.isEqual(doc.updateTime)) throw fail(9);
      put(path, { ...doc.data, ...data }, since ? 'update if unchanged' : 'update');
    },
  });
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    runTransaction: async <T>(fn: (tx: unknown) => Promise<T>) => {
      const staged: (() => void)[] = [];
      const result = await fn({
        get: async (r: { path: string }) => snapshot(r.path),
        set: (r: { path: string }, data: Data) => staged.push(() => put(r.path, data, 'transaction')),
        create: (r: { path: string }, data: Data) => staged.push(() => create(r.path, data, 'transaction')),
      });
      staged.forEach((write) => write());
      return result;
    },
  };
  const path = (key: string) => `rate_limits/${key}`;
  return {
    db: db as unknown as Firestore,
    writes,
    /** The document as a caller reads it before consume (the checkout, with its others). */
    read: (key: string) => snapshot(path(key)) as unknown as DocumentSnapshot,
    count: (key: string, window: string) =>
      (docs.get(path(key))?.data.janelas as LimiterState | undefined)?.[window]?.contagem,
  };
}

describe('consume with the document already read (one round trip)', () => {
  const LIMIT: WindowRule[] = [{ name: '1m', ms: MIN, max: 3 }];
  const NOW = 1_000 * MIN;
  /** Counts `n` requests through the transaction, as a caller without a read does. */
  async function counted(fake: ReturnType<typeof fakeLimits>, n: number) {
    for (let i = 0; i < n; i++) await consume(fake.db, 'k', LIMIT, NOW);
    fake.writes.length = 0;
  }

  it('creates a document that was missing when read', async () => {
    const fake = fakeLimits();
    const decision = await consume(fake.db, 'k', LIMIT, NOW, fake.read('k'));
    expect(decision.allowed).toBe(true);
    expect(fake.writes).toEqual(['create']);
    expect(fake.count('k', '1m')).toBe(1);
  });

  it('updates an existing document on the condition that it has not changed since the read', async () => {
    const fake = fakeLimits();
    await counted(fake, 1);
    const decision = await consume(fake.db, 'k', LIMIT, NOW, fake.read('k'));
    expect(decision).toMatchObject({ allowed: true, next: { '1m': { contagem: 2 } } });
    expect(fake.writes).toEqual(['update if unchanged']);
    expect(fake.count('k', '1m')).toBe(2);
  });

  it.each([
    ['wrote to it', 1, 'update if unchanged'],
    ['created it (missing at both reads)', 0, 'create'],
  ] as const)(
    'counts again in the transaction when another request %s between the read and the write',
    async (_, earlier, firstWrite) => {
      const fake = fakeLimits();
      await counted(fake, earlier);
      const [first, second] = [fake.read('k'), fake.read('k')];
      await consume(fake.db, 'k', LIMIT, NOW, first);
      const decision = await consume(fake.db, 'k', LIMIT, NOW, second);
      expect(decision).toMatchObject({ allowed: true, next: { '1m': { contagem: earlier + 2 } } });
      expect(fake.writes).toEqual([firstWrite, 'transaction']);
      expect(fake.count('k', '1m')).toBe(earlier + 2);
    },
  );

  it('refuses in the transaction when the request in between took the last place of the window', async () => {
    const fake = fakeLimits();
    await counted(fake, 2);
    const [first, second] = [fake.read('k'), fake.read('k')];
    expect((await consume(fake.db, 'k', LIMIT, NOW, first)).allowed).toBe(true);
    // Its read showed room (2 of 3); the document no longer does.
    expect(await consume(fake.db, 'k', LIMIT, NOW, second)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(fake.writes).toEqual(['update if unchanged']);
    expect(fake.count('k', '1m')).toBe(3);
  });

  it('refuses by the read alone once the limit is reached, writing nothing', async () => {
    const fake = fakeLimits();
    await counted(fake, 3);
    const decision = await consume(fake.db, 'k', LIMIT, NOW + 15_000, fake.read('k'));
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(fake.writes).toEqual([]);
    expect(fake.count('k', '1m')).toBe(3);
  });
});
