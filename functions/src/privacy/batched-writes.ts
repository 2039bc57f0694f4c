// Writes in batches of at most 500 (Firestore's limit per batch), committed one after the other
// in the order they were added: a user with thousands of orders is anonymised in as many batches
// as it takes, and what was queued first is committed first (an order's e-mail log before the
// order itself, so a retry after a failure still finds what it needs).
import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';

export const MAX_BATCH_WRITES = 500;

type Write =
  { kind: 'update'; ref: DocumentReference; data: DocumentData } | { kind: 'delete'; ref: DocumentReference };

export class BatchedWrites {
  private readonly writes: Write[] = [];

  constructor(
    private readonly db: Firestore,
    private readonly size = MAX_BATCH_WRITES,
  ) {}

  update(ref: DocumentReference, data: DocumentData): void {
    this.writes.push({ kind: 'update', ref, data });
  }

  delete(ref: DocumentReference): void {
    this.writes.push({ kind: 'delete', ref });
  }

  get count(): number {
    return this.writes.length;
  }

  /** Commits everything queued, `size` writes per batch; answers how many batches it took. */
  async commit(): Promise<number> {
    let batches = 0;
    for (let i = 0; i < this.writes.length; i += this.size) {
      const batch = this.db.batch();
      for (const write of this.writes.slice(i, i + this.size)) {
        if (write.kind === 'update') batch.update(write.ref, write.data);
        else batch.delete(write.ref);
      }
      await batch.commit();
      batches += 1;
    }
    this.writes.length = 0;
    return batches;
  }
}
