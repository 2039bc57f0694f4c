// A Firestore transaction that contention may end, run again after a growing, jittered pause.
// For idempotent moves only (an order's status change, a webhook's record): running them twice
// changes nothing the first run did not.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

/**
 * Whether a transaction was lost to contention (a rush's payments confirmed at once, several
 * deliveries of one webhook): the emulator ends a transaction that waited too long on a lock with
 * ABORTED 'Transaction lock timeout' from a read, or INVALID_ARGUMENT 'Transaction is invalid or
 * closed', neither of which the SDK retries (production answers ABORTED on commit, which it does).
 */
function lostToContention(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 10 || (code === 3 && /Transaction is invalid or closed/.test(String(message)));
}

/** Attempts of one move lost to contention before the error goes up (the SDK's own count). */
const CONTENTION_ATTEMPTS = 6;

/**
 * runTransaction, run again when contention ended it, after a growing and jittered pause so that
 * the moves that collided do not collide again: the move is idempotent. Without the pause, a
 * burst of confirmations failed together, their webhooks answered 500 fifteen times in a row and
 * the payment provider paused the whole webhook queue (Asaas does; the local sandbox too).
 */
export async function runContendedTransaction<T>(
  firestore: Firestore,
  body: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await firestore.runTransaction(body);
    } catch (error) {
      if (attempt >= CONTENTION_ATTEMPTS || !lostToContention(error)) throw error;
      logger.warn(`Transaction lost to contention (attempt ${attempt}); running it again`);
      const pause = Math.min(2_000, 100 * 2 ** attempt) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
