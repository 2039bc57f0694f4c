// Hints beside a numbered pool (numbered-claims.ts), so the end of a sale does not list what is
// taken: the pool's indices in blocks of BLOCK_SIZE, block n (indices n·B .. n·B+B-1) a document
// `<pool>_blocos/{n}` beside the pool (`event_stock/{eventId}/slots_blocos/3` for `.../slots`),
// holding which of its indices are taken (`tomados`) and how many places it has not free
// (`ocupados`, the indices at or above the pool's total counting as not free once it is rebuilt).
// A claim asks for the blocks with `ocupados < BLOCK_SIZE`: a few documents, however much is sold.
//
// The places stay the truth; a block is only a hint. A place's create and its block's update go in
// one batch (a lost create changes no block), and its deletion updates the block in the same batch
// or transaction. A path that misses its block, a pool older than its blocks or a total that
// changed leave a block wrong: the claim then rebuilds it from the places (rebuildBlock), and falls
// back to listing a window of the pool when the hints show fewer free places than the count.
import {
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type SetOptions,
} from 'firebase-admin/firestore';

export const BLOCK_SIZE = 50;

/** A batch or a transaction: a block's update joins the write that takes or frees its places. */
export interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

export function blocksOf(pool: CollectionReference): CollectionReference {
  return (pool.parent ?? pool.firestore).collection(`${pool.id}_blocos`);
}

const blockNumber = (indice: number) => Math.floor(indice / BLOCK_SIZE);

/** A place's index from its id; null for a document that is no numbered place (an unlimited coupon's use). */
function indexOf(ref: DocumentReference): number | null {
  return /^\d+$/.test(ref.id) ? Number(ref.id) : null;
}

/**
 * Adds `sign` × the places to their blocks: taken (+1) or freed (-1). A merge, so a block that does
 * not exist yet is made by its first place (exact for a new pool; for an older pool it shows too
 * few taken until a claim rebuilds it).
 */
function noteBlocks(writer: Writer, pool: CollectionReference, indices: readonly number[], sign: 1 | -1) {
  const byBlock = new Map<number, number[]>();
  for (const i of indices) byBlock.set(blockNumber(i), [...(byBlock.get(blockNumber(i)) ?? []), i]);
  for (const [n, list] of byBlock) {
    writer.set(
      blocksOf(pool).doc(String(n)),
      {
        inicio: n * BLOCK_SIZE,
        tomados: sign > 0 ? FieldValue.arrayUnion(...list) : FieldValue.arrayRemove(...list),
        ocupados: FieldValue.increment(sign * list.length),
      },
      { merge: true },
    );
  }
}

export function noteTaken(writer: Writer, pool: CollectionReference, indices: readonly number[]): void {
  noteBlocks(writer, pool, indices, 1);
}

/** The places deleted by the same write, of any pools. */
export function noteFreed(writer: Writer, places: readonly DocumentReference[]): void {
  const byPool = new Map<string, { pool: CollectionReference; indices: number[] }>();
  for (const ref of places) {
    const indice = indexOf(ref);
    if (indice === null) continue;
    const entry = byPool.get(ref.parent.path) ?? { pool: ref.parent, indices: [] };
    entry.indices.push(indice);
    byPool.set(ref.parent.path, entry);
  }
  for (const { pool, indices } of byPool.values()) noteBlocks(writer, pool, indices, -1);
}

/** Deletes places (of any pools) in a batch or a transaction, and frees them in their blocks by the same write. */
export function deletePlacesIn(
  writer: Writer & { delete(ref: DocumentReference): unknown },
  places: readonly DocumentReference[],
): void {
  for (const ref of places) writer.delete(ref);
  noteFreed(writer, places);
}

/** Deletes places (of any pools) and frees them in their blocks, in one batch. */
export async function deletePlaces(places: readonly DocumentReference[]): Promise<void> {
  if (places.length === 0) return;
  const batch = places[0]!.firestore.batch();
  deletePlacesIn(batch, places);
  await batch.commit();
}

/** The free indices of block n below the pool's total, by what the block says is taken. */
function freeIn(n: number, total: number, taken: ReadonlySet<number>): number[] {
  const free: number[] = [];
  for (let i = n * BLOCK_SIZE; i < Math.min(total, (n + 1) * BLOCK_SIZE); i++)
    if (!taken.has(i)) free.push(i);
  return free;
}

export interface OpenBlock {
  number: number;
  /** its free indices below the total, as the block says */
  free: number[];
}

/** Up to `limit` blocks with free places by their hints (the emptiest first: one query, `limit` reads). */
export async function openBlocks(
  pool: CollectionReference,
  total: number,
  limit: number,
): Promise<OpenBlock[]> {
  const snap = await blocksOf(pool).where('ocupados', '<', BLOCK_SIZE).limit(limit).get();
  return snap.docs.map((doc) => {
    const number = Number(doc.id);
    const taken = new Set((doc.data().tomados as number[] | undefined) ?? []);
    return { number, free: freeIn(number, total, taken) };
  });
}

/** Rebuilds under way in this instance: claims that meet the same wrong block at once share one. */
const rebuilding = new Map<string, Promise<number[]>>();

/**
 * Makes block n exact from the places themselves, in a transaction (a claim racing it waits or
 * retries), and answers its free indices. Costs the block's taken places in reads (at most
 * BLOCK_SIZE): done once for a block found wrong, never per claim.
 */
export function rebuildBlock(pool: CollectionReference, n: number, total: number): Promise<number[]> {
  const ref = blocksOf(pool).doc(String(n));
  const key = `${ref.path}@${total}`;
  const running = rebuilding.get(key);
  if (running) return running;
  const start = n * BLOCK_SIZE;
  const range = pool
    .where('indice', '>=', start)
    .where('indice', '<', start + BLOCK_SIZE)
    .select();
  const done = pool.firestore
    .runTransaction(async (tx) => {
      const tomados = (await tx.get(range)).docs.map((d) => Number(d.id)).sort((a, b) => a - b);
      const free = freeIn(n, total, new Set(tomados));
      tx.set(ref, { inicio: start, tomados, ocupados: BLOCK_SIZE - free.length });
      return free;
    })
    .finally(() => rebuilding.delete(key));
  rebuilding.set(key, done);
  return done;
}

export { blockNumber };
