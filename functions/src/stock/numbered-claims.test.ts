// claimNumbered against an in-memory Firestore that behaves like the real one where it matters:
// create() fails with ALREADY_EXISTS (code 6) on a taken id and a batch with such a create applies
// none of its writes; set with merge applies increment / arrayUnion / arrayRemove; every call
// yields to the others (so claims interleave as in a rush); count() and queries see the documents
// of that moment. Reads are counted as Firestore bills them (a document each, 1 for an empty
// query, 1 per 1,000 counted), to hold the end of a sale to a handful.
import type { CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { claimNumbered, releaseNumbered } from './numbered-claims.ts';
import { BLOCK_SIZE } from './slot-blocks.ts';

type Data = Record<string, unknown>;
type Filter = [field: string, op: string, value: unknown];
interface FakeQuery {
  where(...f: Filter): FakeQuery;
  limit(n: number): FakeQuery;
  select(): FakeQuery;
  run(): unknown;
  get(): Promise<unknown>;
}
interface FakeRef {
  id: string;
  path: string;
  firestore: object;
  parent: FakeCollection;
}
interface FakeCollection extends FakeQuery {
  id: string;
  path: string;
  firestore: object;
  parent: { collection(name: string): FakeCollection };
  doc(id: string): FakeRef;
  count(): { get(): Promise<unknown> };
}

function fakeFirestore() {
  const docs = new Map<string, Data>();
  const calls = { reads: 0, counts: 0, windows: 0, blockQueries: 0, rebuilds: 0 };
  const pause = () => new Promise((r) => setTimeout(r, Math.random() * 3));
  const test = (d: Data, [field, op, value]: Filter) => {
    const v = d[field] as number;
    if (op === '==') return v === value;
    if (op === '>=') return typeof v === 'number' && v >= (value as number);
    if (op === '<') return typeof v === 'number' && v < (value as number);
    throw new Error(`op ${op}`);
  };
  const childrenOf = (path: string) =>
    [...docs].filter(([p]) => p.startsWith(`${path}/`) && !p.slice(path.length + 1).includes('/'));
  const snapshot = (list: [string, Data][]) => {
    calls.reads += Math.max(1, list.length);
    return {
      empty: list.length === 0,
      docs: list.map(([p, data]) => ({ id: p.split('/').pop()!, ref: ref(p), data: () => data })),
    };
  };
  const run = (path: string, filters: Filter[], limit: number) =>
    snapshot(
      childrenOf(path)
        .filter(([, d]) => filters.every((f) => test(d, f)))
        .sort(([, a], [, b]) => Number(a.ocupados ?? 0) - Number(b.ocupados ?? 0))
        .slice(0, limit),
    );
  const query = (path: string, filters: Filter[], limit = Infinity): FakeQuery => ({
    where: (...f: Filter) => query(path, [...filters, f], limit),
    limit: (n: number) => query(path, filters, n),
    select: () => query(path, filters, limit),
    run: () => {
      if (path.endsWith('_blocos')) calls.blockQueries++;
      return run(path, filters, limit);
    },
    get: async () => {
      await pause();
      if (!path.endsWith('_blocos') && filters.some(([f]) => f === 'indice')) calls.windows++;
      return query(path, filters, limit).run();
    },
  });
  const apply = (old: Data | undefined, data: Data): Data => {
    const next: Data = { ...old };
    for (const [key, value] of Object.entries(data)) {
      const v = value as { constructor: { name: string }; operand?: number; elements?: unknown[] };
      const name = v?.constructor?.name;
      if (name === 'NumericIncrementTransform') next[key] = Number(next[key] ?? 0) + v.operand!;
      else if (name === 'ArrayUnionTransform')
        next[key] = [...new Set([...((next[key] as unknown[]) ?? []), ...v.elements!])];
      else if (name === 'ArrayRemoveTransform')
        next[key] = ((next[key] as unknown[]) ?? []).filter((e) => !v.elements!.includes(e));
      else next[key] = value;
    }
    return next;
  };
  type Write = () => void;
  /** Checks every create first, then applies all: a batch is all or nothing. */
  const commit = (creates: string[], writes: Write[]) => {
    if (creates.some((p) => docs.has(p))) throw Object.assign(new Error('exists'), { code: 6 });
    writes.forEach((w) => w());
  };
  const writer = () => {
    const creates: string[] = [];
    const writes: Write[] = [];
    return {
      creates,
      writes,
      create: (r: { path: string }, data: Data) => {
        creates.push(r.path);
        writes.push(() => docs.set(r.path, data));
      },
      set: (r: { path: string }, data: Data, options?: { merge?: boolean }) =>
        writes.push(() => docs.set(r.path, options?.merge ? apply(docs.get(r.path), data) : data)),
      delete: (r: { path: string }) => writes.push(() => docs.delete(r.path)),
    };
  };
  const firestore = {
    batch: () => {
      const w = writer();
      return { ...w, commit: async () => (await pause(), commit(w.creates, w.writes)) };
    },
    // Reads and writes with no pause between: nothing else runs inside it, as a transaction's locks.
    runTransaction: async <T>(fn: (tx: unknown) => Promise<T>) => {
      calls.rebuilds++;
      await pause();
      const w = writer();
      const result = await fn({ ...w, get: async (q: { run: () => unknown }) => q.run() });
      commit(w.creates, w.writes);
      return result;
    },
    collection: (path: string) => collection(path),
  };
  function ref(path: string): FakeRef {
    const parentPath = path.slice(0, path.lastIndexOf('/'));
    return {
      id: path.split('/').pop()!,
      path,
      firestore,
      get parent() {
        return collection(parentPath);
      },
    };
  }
  function collection(path: string): FakeCollection {
    const parentPath = path.slice(0, path.lastIndexOf('/'));
    return {
      ...query(path, []),
      id: path.split('/').pop()!,
      path,
      firestore,
      parent: { collection: (name: string) => collection(`${parentPath}/${name}`) },
      doc: (id: string) => ref(`${path}/${id}`),
      count: () => ({
        get: async () => {
          await pause();
          calls.counts++;
          const count = childrenOf(path).length;
          calls.reads += Math.max(1, Math.ceil(count / 1000));
          return { data: () => ({ count }) };
        },
      }),
    };
  }
  const POOL = 'event_stock/e1/slots';
  const BLOCKS = `${POOL}_blocos`;
  const places = () => childrenOf(POOL).map(([p, d]) => [Number(p.split('/').pop()), d] as const);
  return {
    pool: collection(POOL) as unknown as CollectionReference,
    calls,
    places,
    block: (n: number) => docs.get(`${BLOCKS}/${n}`) as { tomados: number[]; ocupados: number } | undefined,
    /** Places taken by an earlier sale; `blocks`: with exact hints (else the pool is older than its blocks). */
    fill(indices: Iterable<number>, { blocks }: { blocks: boolean }) {
      for (const i of indices) docs.set(`${POOL}/${i}`, { indice: i, claim_id: 'old' });
      if (blocks) this.exactBlocks();
    },
    /** The blocks as the places say, the indices at or above `total` counting as not free. */
    exactBlocks(total = Infinity) {
      const all = new Set(places().map(([i]) => i));
      const last = Math.max(0, ...all);
      for (let n = 0; n * BLOCK_SIZE <= Math.max(last, total === Infinity ? last : total - 1); n++) {
        const tomados = [...all].filter((i) => Math.floor(i / BLOCK_SIZE) === n).sort((a, b) => a - b);
        const beyond = Math.max(0, (n + 1) * BLOCK_SIZE - Math.max(total, n * BLOCK_SIZE));
        docs.set(`${BLOCKS}/${n}`, { inicio: n * BLOCK_SIZE, tomados, ocupados: tomados.length + beyond });
      }
    },
    setBlock: (n: number, data: Data) => docs.set(`${BLOCKS}/${n}`, data),
  };
}

const claim = (pool: CollectionReference, total: number, quantity: number, claimId: string) =>
  claimNumbered({ pool, total, quantity, claimId, docFor: (indice) => ({ indice, claim_id: claimId }) });

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const except = (total: number, free: number[]) => range(0, total).filter((i) => !free.includes(i));

/** What the places say each block should hold (taken indices), for the blocks that exist. */
function expectBlocksTrue(fake: ReturnType<typeof fakeFirestore>, total: number) {
  const taken = fake.places().map(([i]) => i);
  for (let n = 0; n * BLOCK_SIZE < total; n++) {
    const block = fake.block(n);
    if (!block) continue;
    const mine = taken.filter((i) => Math.floor(i / BLOCK_SIZE) === n).sort((a, b) => a - b);
    expect([...block.tomados].sort((a, b) => a - b)).toEqual(mine);
  }
}

describe('claimNumbered', () => {
  it('sells exactly the places to a rush of single buyers, never one twice', async () => {
    const fake = fakeFirestore();
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => claim(fake.pool, 100, 1, `c${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(100);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.available === 0)).toBe(true);
    expect(fake.places()).toHaveLength(100);
    expect(fake.places().every(([i]) => i < 100)).toBe(true);
  });

  it('never hands one index to two claims of several places at once, and the blocks end true', async () => {
    const fake = fakeFirestore();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => claim(fake.pool, 300, 1 + (i % 3), `c${i}`)),
    );
    const handed = results.flatMap((r) => (r.ok ? r.indices : []));
    expect(new Set(handed).size).toBe(handed.length);
    // Each place held is the one its claim was told it got.
    const owner = new Map(fake.places().map(([i, d]) => [i, d.claim_id]));
    results.forEach((r, n) => r.ok && r.indices.forEach((i) => expect(owner.get(i)).toBe(`c${n}`)));
    expect(fake.places()).toHaveLength(handed.length);
    // A refusal only ever for want of places (others' holds of that moment count as taken).
    expect(results.every((r, n) => r.ok || r.available < 1 + (n % 3))).toBe(true);
    // A lost create changed no block: the hints are exactly what the places say.
    expectBlocksTrue(fake, 300);
    // And nothing was lost: single buyers after the rush take exactly what is left.
    const rest = 300 - handed.length;
    const late = await Promise.all(range(0, rest + 5).map((i) => claim(fake.pool, 300, 1, `late${i}`)));
    expect(late.filter((r) => r.ok)).toHaveLength(rest);
    expect(fake.places()).toHaveLength(300);
  });

  it('guesses a single place without counting while places are plentiful', async () => {
    const fake = fakeFirestore();
    expect(await claim(fake.pool, 20_000, 1, 'solo')).toMatchObject({ ok: true });
    expect(fake.calls.counts).toBe(0);
    expect(fake.calls.reads).toBe(0);
  });

  it('finds the last free places of 1,000 by the blocks, in a handful of reads', async () => {
    const fake = fakeFirestore();
    fake.fill(except(1000, [17, 640]), { blocks: true });
    const [a, b] = await Promise.all([claim(fake.pool, 1000, 1, 'a'), claim(fake.pool, 1000, 1, 'b')]);
    expect(a.ok && b.ok).toBe(true);
    expect(fake.places()).toHaveLength(1000);
    expect(fake.calls.windows).toBe(0);
    expect(fake.calls.rebuilds).toBe(0);
    // Two claims: each a count and a query of at most two blocks, with one more round when they collide.
    expect(fake.calls.reads).toBeLessThanOrEqual(12);
    expect(await claim(fake.pool, 1000, 1, 'late')).toEqual({ ok: false, available: 0 });
  });

  it('reads the same few documents at the end of a sale of 20,000 as of 1,000', async () => {
    const fake = fakeFirestore();
    fake.fill(except(20_000, [3, 9_999, 19_998]), { blocks: true });
    expect(await claim(fake.pool, 20_000, 2, 'pair')).toMatchObject({ ok: true });
    // A count of 20 index pages (billed 20 reads), then three blocks.
    expect(fake.calls.reads).toBeLessThanOrEqual(20 + 3 + 1);
    expect(fake.calls.windows).toBe(0);
  });

  it('refuses several places when fewer are left, tells how many, and holds none', async () => {
    const fake = fakeFirestore();
    fake.fill([0, 1, 2], { blocks: true });
    expect(await claim(fake.pool, 5, 3, 'big')).toEqual({ ok: false, available: 2 });
    expect(fake.places().some(([, d]) => d.claim_id === 'big')).toBe(false);
    expect(await claim(fake.pool, 5, 2, 'fits')).toMatchObject({ ok: true });
    expectBlocksTrue(fake, 5);
  });

  it('frees the places of a release in their blocks', async () => {
    const fake = fakeFirestore();
    fake.fill(range(0, 60), { blocks: true });
    expect(await claim(fake.pool, 100, 3, 'three')).toMatchObject({ ok: true });
    await releaseNumbered(fake.pool, 'three');
    expectBlocksTrue(fake, 100);
    expect(fake.block(0)!.ocupados + fake.block(1)!.ocupados).toBe(60);
  });
});

describe('claimNumbered with wrong hints', () => {
  it('finds a place its block shows taken (a release that missed its block) and repairs the block', async () => {
    const fake = fakeFirestore();
    fake.fill(except(1000, [17]), { blocks: true });
    fake.setBlock(0, { inicio: 0, tomados: range(0, 50), ocupados: 50 });
    expect(await claim(fake.pool, 1000, 1, 'a')).toEqual({ ok: true, indices: [17] });
    expect(fake.calls.windows).toBeGreaterThan(0);
    expectBlocksTrue(fake, 1000);
  });

  it('gives up a place its block shows free but that is taken, and finds the free one', async () => {
    const fake = fakeFirestore();
    fake.fill(except(1000, [17]), { blocks: true });
    // Block 12 says 640 is free (its create was never noted); block 0 hides 17.
    fake.setBlock(12, { inicio: 600, tomados: except(650, [640]).slice(600), ocupados: 49 });
    fake.setBlock(0, { inicio: 0, tomados: range(0, 50), ocupados: 50 });
    expect(await claim(fake.pool, 1000, 1, 'a')).toEqual({ ok: true, indices: [17] });
    expectBlocksTrue(fake, 1000);
    expect(fake.block(12)!.ocupados).toBe(50);
  });

  it('drops a block that shows free places only above a lowered total', async () => {
    const fake = fakeFirestore();
    fake.fill(except(80, [10]), { blocks: true });
    // The total went from 100 to 80: block 1 (50..99) still counts 80..99 as free places.
    expect(fake.block(1)!.ocupados).toBe(30);
    expect(await claim(fake.pool, 80, 1, 'a')).toEqual({ ok: true, indices: [10] });
    expect(fake.block(1)!.ocupados).toBe(50);
  });

  it('sells a pool older than its blocks to the last place, building them on the way', async () => {
    const fake = fakeFirestore();
    fake.fill(
      range(0, 400).filter((i) => i % 5 !== 0),
      { blocks: false },
    );
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => claim(fake.pool, 400, 1, `c${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(80);
    expect(fake.places()).toHaveLength(400);
    expectBlocksTrue(fake, 400);
  });

  it('sells every place whatever the hints say, never one twice', async () => {
    const fake = fakeFirestore();
    fake.fill(
      range(0, 300).filter((i) => i % 3 === 0),
      { blocks: true },
    );
    // Hints gone wrong both ways: one block claims everything is taken, another that all is free.
    fake.setBlock(2, { inicio: 100, tomados: range(100, 150), ocupados: 50 });
    fake.setBlock(4, { inicio: 200, tomados: [], ocupados: 0 });
    const results = await Promise.all(
      Array.from({ length: 260 }, (_, i) => claim(fake.pool, 300, 1, `c${i}`)),
    );
    const handed = results.flatMap((r) => (r.ok ? r.indices : []));
    expect(new Set(handed).size).toBe(handed.length);
    expect(fake.places()).toHaveLength(300);
    expect(handed).toHaveLength(200);
  });
});

describe('claimNumbered positions', () => {
  it('gives every position of the attempt to exactly one place, even when candidates are lost', async () => {
    const fake = fakeFirestore();
    // 40 of 50 taken, 9 asked by 3 rivals at once: guesses collide, lost positions move on.
    fake.fill(
      range(0, 40).map((i) => i + (i >> 2)),
      { blocks: true },
    );
    const results = await Promise.all(
      Array.from({ length: 3 }, (_, n) =>
        claimNumbered({
          pool: fake.pool,
          total: 50,
          quantity: 3,
          claimId: `r${n}`,
          docFor: (indice, position) => ({ indice, claim_id: `r${n}`, position }),
        }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const id of ['r0', 'r1', 'r2']) {
      const mine = fake.places().filter(([, d]) => d.claim_id === id);
      expect(mine.map(([, d]) => d.position).sort()).toEqual([0, 1, 2]);
    }
  });
});
