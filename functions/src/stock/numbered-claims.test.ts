// claimNumbered against an in-memory pool that behaves like Firestore where it matters: create()
// fails with ALREADY_EXISTS (code 6) on a taken id, every call yields to the others (so claims
// interleave as in a rush), count() and the range query see the documents of that moment.
import type { CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { claimNumbered } from './numbered-claims.ts';

type Doc = { indice: number; claim_id: string };

function fakePool() {
  const docs = new Map<string, Doc>();
  const calls = { count: 0, windows: 0 };
  const pause = () => new Promise((r) => setTimeout(r, Math.random() * 3));
  const snapshot = (list: [string, Doc][]) => ({
    empty: list.length === 0,
    docs: list.map(([id, data]) => ({ id, ref: { id }, data: () => data })),
  });
  const query = (filter: (d: Doc) => boolean) => ({
    select: () => ({ get: async () => (await pause(), snapshot([...docs].filter(([, d]) => filter(d)))) }),
    get: async () => (await pause(), snapshot([...docs].filter(([, d]) => filter(d)))),
  });
  const pool = {
    count: () => ({
      get: async () => (await pause(), calls.count++, { data: () => ({ count: docs.size }) }),
    }),
    doc: (id: string) => ({
      create: async (data: Doc) => {
        await pause();
        if (docs.has(id)) throw Object.assign(new Error('exists'), { code: 6 });
        docs.set(id, data);
      },
    }),
    where: (field: string, op: string, value: unknown) => {
      if (field === 'claim_id') return query((d) => d.claim_id === value);
      // indice >= start, then < end: the window of freeIndicesNear
      return {
        where: (_f: string, _op: string, end: number) => {
          calls.windows++;
          return query((d) => d.indice >= (value as number) && d.indice < end);
        },
      };
    },
    firestore: {
      batch: () => {
        const ids: string[] = [];
        return {
          delete: (ref: { id: string }) => ids.push(ref.id),
          commit: async () => ids.forEach((i) => docs.delete(i)),
        };
      },
    },
  };
  return { pool: pool as unknown as CollectionReference, docs, calls };
}

const claim = (pool: CollectionReference, total: number, quantity: number, claimId: string) =>
  claimNumbered({ pool, total, quantity, claimId, docFor: (indice) => ({ indice, claim_id: claimId }) });

describe('claimNumbered', () => {
  it('sells exactly the places to a rush of single buyers, never one twice', async () => {
    const { pool, docs } = fakePool();
    const results = await Promise.all(Array.from({ length: 150 }, (_, i) => claim(pool, 100, 1, `c${i}`)));
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.available === 0)).toBe(true);
    expect(docs.size).toBe(100);
    expect([...docs.keys()].every((id) => Number(id) < 100)).toBe(true);
  });

  it('guesses a single place without counting while places are plentiful', async () => {
    const { pool, calls } = fakePool();
    expect(await claim(pool, 20_000, 1, 'solo')).toMatchObject({ ok: true });
    expect(calls.count).toBe(0);
  });

  it('finds the last free places through a window, not a listing of every place taken', async () => {
    const { pool, docs, calls } = fakePool();
    for (let i = 0; i < 1000; i++)
      if (i !== 17 && i !== 640) docs.set(String(i), { indice: i, claim_id: 'old' });
    const [a, b] = await Promise.all([claim(pool, 1000, 1, 'a'), claim(pool, 1000, 1, 'b')]);
    expect(a.ok && b.ok).toBe(true);
    expect(docs.has('17') && docs.has('640')).toBe(true);
    expect(calls.windows).toBeGreaterThan(0);
  });

  it('refuses several places when fewer are left, tells how many, and holds none', async () => {
    const { pool, docs } = fakePool();
    for (let i = 0; i < 3; i++) docs.set(String(i), { indice: i, claim_id: 'old' });
    expect(await claim(pool, 5, 3, 'big')).toEqual({ ok: false, available: 2 });
    expect([...docs.values()].some((d) => d.claim_id === 'big')).toBe(false);
    expect(await claim(pool, 5, 2, 'fits')).toMatchObject({ ok: true });
  });
});

describe('claimNumbered positions', () => {
  it('gives every position of the attempt to exactly one place, even when candidates are lost', async () => {
    const { pool, docs } = fakePool();
    // 40 of 50 taken, 9 asked by 3 rivals at once: guesses collide, lost positions move on.
    for (let i = 0; i < 40; i++) docs.set(String(i + (i >> 2)), { indice: i + (i >> 2), claim_id: 'old' });
    const results = await Promise.all(
      Array.from({ length: 3 }, (_, n) =>
        claimNumbered({
          pool,
          total: 50,
          quantity: 3,
          claimId: `r${n}`,
          docFor: (indice, position) => ({ indice, claim_id: `r${n}`, position }),
        }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const id of ['r0', 'r1', 'r2']) {
      const mine = [...docs.values()].filter((d) => d.claim_id === id) as (Doc & { position: number })[];
      expect(mine.map((d) => d.position).sort()).toEqual([0, 1, 2]);
    }
  });
});
