// Claims of numbered documents without a hot document: a pool of `total` places is a collection
// whose document ids are the indices 0..total-1, and holding a place means having created its
// document (create() fails when another request got there first). The ticket stock and the
// meia-entrada quota (slots-ground.ts) and a coupon's limited uses (coupons/coupon-uses.ts) are
// such pools: a rush costs retries on a few ids instead of lock waits on one document.
import { randomInt } from 'node:crypto';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';

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
 * Free indices in a random window of the pool, in random order. The window is sized to hold about
 * twice the places needed at the pool's free ratio, so a claim reads the taken places of that
 * window only (by their `indice` field, a range on one field), not every place sold: the cost
 * follows how scarce the places are, not how many the event has.
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

export type ClaimResult = { ok: true; indices: number[] } | { ok: false; available: number };

const MAX_ROUNDS = 12;

/**
 * Claims `quantity` places of `pool` (indices below `total`) for one attempt, all or nothing.
 * Each round counts the taken places (an aggregation, cheap) to tell "none left" at once, picks
 * candidates and tries to create them; a lost race only means another round. On failure the
 * places this attempt got are deleted again (found by the `claim_id` every document carries).
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
  // Positions not yet held: a lost candidate's position goes to the next round's candidates.
  let open = Array.from({ length: input.quantity }, (_, position) => position);
  let available = 0;
  for (let round = 0; round < MAX_ROUNDS && mine.length < input.quantity; round++) {
    const needed = input.quantity - mine.length;
    // A single place is guessed before counting: while places are plentiful the guess wins and
    // the claim costs no aggregation (whose price grows with the places taken, 1 read per 1,000);
    // a lost guess counts, which also tells "none left". Several places are counted first, so a
    // claim that cannot be met never holds some of them for a moment (a rival would be refused).
    if (round > 0 || input.quantity > 1 || total < 1) {
      const taken = (await pool.count().get()).data().count;
      // Free places (this attempt's own are among the taken).
      available = Math.max(0, total - taken);
      if (available < needed) break;
    } else available = total;
    // While at least half is free a random guess usually wins and costs no listing (reads are
    // billed per document); past that the free indices of a window are listed.
    const candidates =
      available * 2 > total && round < 3
        ? randomIndices(total, needed, mine)
        : (await freeIndicesNear(pool, total, available, needed))
            .filter((i) => !mine.includes(i))
            .slice(0, needed);
    const results = await Promise.all(
      candidates.map(async (indice, n) => {
        try {
          await pool.doc(String(indice)).create(input.docFor(indice, open[n]!));
          return indice;
        } catch (error) {
          if (isAlreadyExists(error)) return null;
          throw error;
        }
      }),
    );
    open = open.filter((_, n) => n >= results.length || results[n] === null);
    for (const indice of results) if (indice !== null) mine.push(indice);
  }
  if (mine.length === input.quantity) return { ok: true, indices: mine };
  await releaseNumbered(pool, input.claimId);
  // The count took this attempt's own places too: they are free again for the next one.
  return { ok: false, available: Math.min(total, available + mine.length) };
}

/** Deletes the places one attempt holds in a pool. */
export async function releaseNumbered(pool: CollectionReference, claimId: string): Promise<void> {
  const held = await pool.where('claim_id', '==', claimId).get();
  if (held.empty) return;
  const batch = pool.firestore.batch();
  for (const doc of held.docs) batch.delete(doc.ref);
  await batch.commit();
}
