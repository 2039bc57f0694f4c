// What one checkout attempt holds until its order is stored, and how it gives it all back. Each
// claim registers its own undo as it succeeds (stock slots and lote places, the queue
// admission's use, the coupon's use), so a failure anywhere before the order exists releases
// exactly what was taken so far, by construction: withReservation runs the steps and, should
// any of them throw, releases before passing the error on. Once the order is stored it holds
// the claims (orders/transitions.ts gives them back when it fails, expires or is cancelled).
import type { FaultPoint } from '../http/fault-injection.ts';

/** Gives back one claim; safe to run when part of it is already gone. */
export type Undo = () => Promise<unknown>;

export class Reservation {
  #undos: Undo[] = [];
  readonly #fault: FaultPoint | null;

  /** fault: test stack only (http/fault-injection.ts), the point at which to fail. */
  constructor(fault: FaultPoint | null = null) {
    this.#fault = fault;
  }

  /**
   * Takes one claim and keeps its undo once the claim has succeeded (undoOf the outcome; null:
   * nothing was taken, e.g. a refused claim, which gives back its own part).
   */
  async claim<T>(take: () => Promise<T>, undoOf: (taken: T) => Undo | null): Promise<T> {
    const taken = await take();
    const undo = undoOf(taken);
    if (undo) this.#undos.push(undo);
    return taken;
  }

  /**
   * Takes a claim named by the attempt (its undo finds whatever the attempt holds, or nothing):
   * the undo is registered first, so a claim that fails halfway is given back too.
   */
  async claimNamed<T>(take: () => Promise<T>, undo: Undo): Promise<T> {
    this.#undos.push(undo);
    return take();
  }

  /** Test stack only: fails here when the request asked for a failure at this point. */
  passed(point: FaultPoint): void {
    if (this.#fault === point) throw new Error(`Falha injetada em ${point} (teste)`);
  }

  /** How many claims are held (tests). */
  get held(): number {
    return this.#undos.length;
  }

  /**
   * Gives back everything held, side by side (the claims are independent documents), the latest
   * first to start; every undo runs even when another fails, and the first failure is thrown.
   * Releasing twice releases once.
   */
  async release(): Promise<void> {
    const undos = this.#undos.reverse();
    this.#undos = [];
    const outcomes = await Promise.allSettled(undos.map(async (undo) => undo()));
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Runs the steps of a reservation; when one throws, whatever was claimed is released before the
 * error goes on (a lost idempotency race, a refusal, a crash of ours alike).
 */
export async function withReservation<T>(
  fault: FaultPoint | null,
  steps: (reservation: Reservation) => Promise<T>,
): Promise<T> {
  const reservation = new Reservation(fault);
  try {
    return await steps(reservation);
  } catch (error) {
    await reservation.release();
    throw error;
  }
}
