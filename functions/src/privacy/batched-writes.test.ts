import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BatchedWrites, MAX_BATCH_WRITES } from './batched-writes.ts';

/** A Firestore stand-in that records each committed batch's writes. */
function recordingDb() {
  const committed: string[][] = [];
  const db = {
    batch() {
      const writes: string[] = [];
      return {
        update: (ref: DocumentReference) => writes.push(`update ${ref.path}`),
        delete: (ref: DocumentReference) => writes.push(`delete ${ref.path}`),
        commit: async () => {
          committed.push(writes);
        },
      };
    },
  } as unknown as Firestore;
  return { db, committed };
}

const ref = (path: string) => ({ path }) as DocumentReference;

describe('BatchedWrites', () => {
  it('commits at most 500 writes per batch, in the order they were queued', async () => {
    const { db, committed } = recordingDb();
    const writes = new BatchedWrites(db);
    for (let i = 0; i < 1_201; i++) writes.update(ref(`orders/${i}`), { x: 1 });
    writes.delete(ref('profiles/u1'));
    expect(writes.count).toBe(1_202);
    expect(await writes.commit()).toBe(3);
    expect(committed.map((batch) => batch.length)).toEqual([MAX_BATCH_WRITES, MAX_BATCH_WRITES, 202]);
    expect(committed[0]![0]).toBe('update orders/0');
    expect(committed[2]!.at(-1)).toBe('delete profiles/u1');
    expect(writes.count).toBe(0);
  });

  it('nothing queued: no batch', async () => {
    const { db, committed } = recordingDb();
    expect(await new BatchedWrites(db).commit()).toBe(0);
    expect(committed).toEqual([]);
  });
});
