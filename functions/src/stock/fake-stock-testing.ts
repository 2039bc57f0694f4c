// Test-only (never imported by the functions' entry point): an in-memory Firestore that behaves
// like the real one where the stock's claims and releases lean on it: create() fails with
// ALREADY_EXISTS (code 6) on a taken id and a batch with such a create applies none of its writes;
// update() of a missing document fails with NOT_FOUND (5); set with merge applies increment /
// arrayUnion / arrayRemove; every call yields to the others (so claims interleave as in a rush),
// except inside a transaction, which runs as under its locks; count() and queries see the documents
// of that moment. Reads are counted as Firestore bills them (a document each, 1 for an empty
// query, 1 per 1,000 counted), to hold the end of a sale to a handful. fakeStock() adds one
// numbered pool, `event_stock/e1/slots`, and its blocks (slot-blocks.ts).
import type { Firestore } from 'firebase-admin/firestore';
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
  listDocuments(): Promise<FakeRef[]>;
  count(): { get(): Promise<unknown> };
}

const fail = (code: number) => Object.assign(new Error(`code ${code}`), { code });
const pause = () => new Promise((r) => setTimeout(r, Math.random() * 3));

function matches(d: Data, [field, op, value]: Filter): boolean {
  const v = d[field] as number;
  if (op === '==') return v === value;
  if (op === '>=') return typeof v === 'number' && v >= (value as number);
  if (op === '<') return typeof v === 'number' && v < (value as number);
  throw new Error(`op ${op}`);
}

/** A document after a merge or an update: the field transforms applied, the rest replaced. */
function merged(old: Data | undefined, data: Data): Data {
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
}

/** A batch's or a transaction's writes, all or nothing: every create and update is checked first. */
function writer(docs: Map<string, Data>) {
  const creates: string[] = [];
  const updates: string[] = [];
  const writes: (() => void)[] = [];
  return {
    create: (r: { path: string }, data: Data) => {
      creates.push(r.path);
      writes.push(() => docs.set(r.path, data));
    },
    update: (r: { path: string }, data: Data) => {
      updates.push(r.path);
      writes.push(() => docs.set(r.path, merged(docs.get(r.path), data)));
    },
    set: (r: { path: string }, data: Data, options?: { merge?: boolean }) =>
      writes.push(() => docs.set(r.path, options?.merge ? merged(docs.get(r.path), data) : data)),
    delete: (r: { path: string }) => writes.push(() => docs.delete(r.path)),
    apply() {
      if (creates.some((p) => docs.has(p))) throw fail(6);
      if (updates.some((p) => !docs.has(p))) throw fail(5);
      writes.forEach((w) => w());
    },
  };
}

export function fakeFirestore() {
  const docs = new Map<string, Data>();
  const calls = { reads: 0, counts: 0, windows: 0, blockQueries: 0, transactions: 0 };
  const childrenOf = (path: string) =>
    [...docs].filter(([p]) => p.startsWith(`${path}/`) && !p.slice(path.length + 1).includes('/'));
  const snapshot = (list: [string, Data][]) => {
    calls.reads += Math.max(1, list.length);
    return {
      empty: list.length === 0,
      docs: list.map(([p, data]) => ({ id: p.split('/').pop()!, ref: ref(p), data: () => data })),
    };
  };
  // The emptiest first: what a query of the blocks by `ocupados` gets.
  const run = (path: string, filters: Filter[], limit: number) =>
    snapshot(
      childrenOf(path)
        .filter(([, d]) => filters.every((f) => matches(d, f)))
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
  const firestore = {
    batch: () => {
      const w = writer(docs);
      return { ...w, commit: async () => (await pause(), w.apply()) };
    },
    // Reads and writes with no pause between: nothing else runs inside it, as a transaction's locks.
    runTransaction: async <T>(fn: (tx: unknown) => Promise<T>) => {
      calls.transactions++;
      await pause();
      const w = writer(docs);
      const result = await fn({ ...w, get: async (q: { run: () => unknown }) => q.run() });
      w.apply();
      return result;
    },
    collection: (path: string) => collection(path),
  };
  function ref(path: string): FakeRef {
    return {
      id: path.split('/').pop()!,
      path,
      firestore,
      get parent() {
        return collection(path.slice(0, path.lastIndexOf('/')));
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
      // Its documents, and the missing ones with documents below them, as Firestore lists them.
      listDocuments: async () => {
        const ids = [...docs.keys()].filter((p) => p.startsWith(`${path}/`));
        return [...new Set(ids.map((p) => p.slice(path.length + 1).split('/')[0]!))].map((id) =>
          ref(`${path}/${id}`),
        );
      },
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
  return { firestore: firestore as unknown as Firestore, docs, calls, childrenOf };
}

const POOL = 'event_stock/e1/slots';
const BLOCKS = `${POOL}_blocos`;

/** The fake with the pool `event_stock/e1/slots` (slotsOf(db, 'e1')) and its blocks. */
export function fakeStock() {
  const { firestore, docs, calls, childrenOf } = fakeFirestore();
  const places = () => childrenOf(POOL).map(([p, d]) => [Number(p.split('/').pop()), d] as const);
  return {
    firestore,
    pool: firestore.collection(POOL),
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

/**
 * The blocks whose taken indices are not what the places say (of the blocks that exist), each with
 * both lists: `{}` when every hint is true.
 */
export function wrongBlocks(fake: ReturnType<typeof fakeStock>, total: number) {
  const taken = fake.places().map(([i]) => i);
  const wrong: Record<number, { tomados: number[]; places: number[] }> = {};
  for (let n = 0; n * BLOCK_SIZE < total; n++) {
    const block = fake.block(n);
    if (!block) continue;
    const tomados = [...block.tomados].sort((a, b) => a - b);
    const places = taken.filter((i) => Math.floor(i / BLOCK_SIZE) === n).sort((a, b) => a - b);
    if (tomados.join() !== places.join()) wrong[n] = { tomados, places };
  }
  return wrong;
}
