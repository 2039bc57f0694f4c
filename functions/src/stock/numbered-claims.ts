// Claims of numbered documents without a hot document: a pool of `total` places is a collection
// whose document ids are the indices 0..total-1, and holding a place means having created its
// document (create() fails when another request got there first). The ticket stock and the
// meia-entrada quota (slots-ground.ts) and a coupon's limited uses (coupons/coupon-uses.ts) are
// such pools: a rush costs retries on a few ids instead of lock waits on one document. Beside each
// pool, blocks of hints (slot-blocks.ts) tell where the free places are once most are taken.
import { randomInt } from 'node:crypto';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { blockNumber, deletePlaces, noteTaken, openBlocks, rebuildBlock } from './slot-blocks.ts';

export function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

function shuffled(values: number[]): number[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values;
}

/** Random distinct indices below total, avoiding `exclude`: enough when most places are free. */
function randomIndices(total: number, count: number, exclude: readonly number[]): number[] {
  const picked = new Set<number>();
  while (picked.size < count) {
    const i = randomInt(total);
    if (!exclude.includes(i)) picked.add(i);
  }
  return [...picked];
}

/**
 * Free indices in a random window of the pool, in random order: the fallback when the blocks' hints
 * show fewer free places than the count (a block left wrong). The window is sized to hold about
 * twice the places needed at the pool's free ratio, so it reads the taken places of that window
 * only (by their `indice` field, a range on one field), not every place sold.
 */
async function freeIndicesNear(
  pool: CollectionReference,
  total: number,
  available: number,
  needed: number,
): Promise<number[]> {
  const size = Math.min(total, Math.ceil((2 * needed * total) / Math.max(1, available)));
  const start = randomInt(total - size + 1);
  const window = await pool
    .where('indice', '>=', start)
    .where('indice', '<', start + size)
    .select()
    .get();
  const taken = new Set(window.docs.map((d) => Number(d.id)));
  const free: number[] = [];
  for (let i = start; i < start + size; i++) if (!taken.has(i)) free.push(i);
  return shuffled(free);
}

/** A rebuild that fails (contention) leaves the hint as it was: the claim goes on without it. */
async function rebuilt(pool: CollectionReference, n: number, total: number): Promise<number[]> {
  try {
    return await rebuildBlock(pool, n, total);
  } catch (error) {
    logger.warn(`Could not rebuild block ${n} of ${pool.path}`, error);
    return [];
  }
}

interface Attempt {
  pool: CollectionReference;
  total: number;
  /** indices this attempt holds or lost a race for: not candidates again from a hint */
  avoid: ReadonlySet<number>;
  lost: ReadonlySet<number>;
}

/**
 * Candidates from the blocks read this round. A block the query took for open but that shows
 * nothing free, or that still shows free an index this attempt lost a race for, is wrong (a missed
 * path, an older pool, a changed total): it is rebuilt from its places, and its true free indices
 * join the candidates.
 */
async function fromBlocks(attempt: Attempt, blocks: Awaited<ReturnType<typeof openBlocks>>) {
  const wrong = blocks.filter((b) => b.free.length === 0 || b.free.some((i) => attempt.lost.has(i)));
  const repaired = await Promise.all(wrong.map((b) => rebuilt(attempt.pool, b.number, attempt.total)));
  const hinted = blocks.filter((b) => !wrong.includes(b)).flatMap((b) => b.free);
  return [...hinted, ...repaired.flat()].filter((i) => !attempt.avoid.has(i));
}

/**
 * The window listing, when the hints showed too few places twice running while the count says
 * there are enough; the blocks of what it finds are rebuilt, so the next claims see them.
 */
async function fromWindow(attempt: Attempt, available: number, needed: number): Promise<number[]> {
  const found = (await freeIndicesNear(attempt.pool, attempt.total, available, needed)).filter(
    (i) => !attempt.avoid.has(i),
  );
  const wrong = [...new Set(found.slice(0, needed).map(blockNumber))];
  await Promise.all(wrong.map((n) => rebuilt(attempt.pool, n, attempt.total)));
  return found;
}

export type ClaimResult = { ok: true; indices: number[] } | { ok: false; available: number };

const MAX_ROUNDS = 12;

/**
 * Claims `quantity` places of `pool` (indices below `total`) for one attempt, all or nothing.
 * Each round counts the taken places (an aggregation, cheap) to tell "none left" at once, picks
 * candidates and tries to create them, each with its block's update in one batch; a lost race
 * only means another round. On failure the places this attempt got are deleted again (found by
 * the `claim_id` every document carries).
 */
export async function claimNumbered(input: {
  pool: CollectionReference;
  total: number;
  quantity: number;
  claimId: string;
  /** `position`: which of the attempt's places this is (0..quantity-1), each given once */
  docFor: (indice: number, position: number) => DocumentData & { claim_id: string };
}): Promise<ClaimResult> {
  const { pool, total } = input;
  const mine: number[] = [];
  const lost = new Set<number>();
  const attempt: Attempt = { pool, total, avoid: new Set<number>(), lost };
  // Positions not yet held: a lost candidate's position goes to the next round's candidates.
  let open = Array.from({ length: input.quantity }, (_, position) => position);
  let available = 0;
  // While at least half is free a random guess usually wins and reads nothing (reads are billed
  // per document); past that the blocks say where the free places are.
  const guessing = (round: number) => available * 2 > total && round < 3;
  let short = 0;
  for (let round = 0; round < MAX_ROUNDS && mine.length < input.quantity; round++) {
    const needed = input.quantity - mine.length;
    // Past the guesses the blocks are read beside the count, in the same round trip.
    const blocksRead = round > 0 && !guessing(round) ? openBlocks(pool, total, needed + 1) : null;
    // A single place is guessed before counting: while places are plentiful the guess wins and
    // the claim costs no aggregation (whose price grows with the places taken, 1 read per 1,000);
    // a lost guess counts, which also tells "none left". Several places are counted first, so a
    // claim that cannot be met never holds some of them for a moment (a rival would be refused).
    if (round > 0 || input.quantity > 1 || total < 1) {
      const taken = (await pool.count().get()).data().count;
      // Free places (this attempt's own are among the taken).
      available = Math.max(0, total - taken);
      if (available < needed) {
        await blocksRead?.catch(() => null);
        break;
      }
    } else available = total;
    let candidates: number[];
    if (guessing(round)) {
      await blocksRead?.catch(() => null);
      candidates = randomIndices(total, needed, mine);
    } else {
      candidates = await fromBlocks(attempt, await (blocksRead ?? openBlocks(pool, total, needed + 1)));
      // Too few by the hints while the count says enough: a race between the two reads, or a
      // block left wrong. Once is taken for a race (the next round reads again); twice, the window.
      short = candidates.length < needed ? short + 1 : 0;
      if (short >= 2) candidates = await fromWindow(attempt, available, needed);
      candidates = shuffled([...new Set(candidates)]).slice(0, needed);
    }
    const results = await Promise.all(
      candidates.map(async (indice, n) => {
        const batch = pool.firestore.batch();
        batch.create(pool.doc(String(indice)), input.docFor(indice, open[n]!));
        noteTaken(batch, pool, [indice]);
        try {
          await batch.commit();
          return indice;
        } catch (error) {
          if (isAlreadyExists(error)) {
            lost.add(indice);
            return null;
          }
          throw error;
        }
      }),
    );
    open = open.filter((_, n) => n >= results.length || results[n] === null);
    for (const indice of results) if (indice !== null) mine.push(indice);
    attempt.avoid = new Set([...mine, ...lost]);
  }
  if (mine.length === input.quantity) return { ok: true, indices: mine };
  await releaseNumbered(pool, input.claimId);
  // The count took this attempt's own places too: they are free again for the next one.
  return { ok: false, available: Math.min(total, available + mine.length) };
}

/** Deletes the places one attempt holds in a pool, and frees them in their blocks. */
export async function releaseNumbered(pool: CollectionReference, claimId: string): Promise<void> {
  const held = await pool.where('claim_id', '==', claimId).get();
  await deletePlaces(held.docs.map((d) => d.ref));
}
