// stockBlocks against the in-memory Firestore of fake-stock-testing.ts: what an event's delete
// takes with it (content/delete-event.ts) is every block beside the event's pools, and no other's.
import type { CollectionReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fakeFirestore } from './fake-stock-testing.ts';
import { claimNumbered, releaseNumbered } from './numbered-claims.ts';
import { lotePlacesOf, slotsOf, stockBlocks } from './slots-ground.ts';

/** Takes a whole pool of 3 places: block 0 is made beside it. */
const take = (pool: CollectionReference, claimId: string) =>
  claimNumbered({
    pool,
    total: 3,
    quantity: 3,
    claimId,
    docFor: (indice) => ({ indice, claim_id: claimId }),
  });

describe('stockBlocks', () => {
  it("lists the blocks beside the event's slots, quota and lotes, its places and other events' left out", async () => {
    const { firestore: db } = fakeFirestore();
    await take(slotsOf(db, 'e1'), 'a');
    await take(slotsOf(db, 'e1', 'meia_slots'), 'a');
    await take(lotePlacesOf(db, 'e1', 'l1'), 'a');
    // A lote whose places all went back: only its block is left under it.
    await take(lotePlacesOf(db, 'e1', 'l2'), 'b');
    await releaseNumbered(lotePlacesOf(db, 'e1', 'l2'), 'b');
    await take(slotsOf(db, 'e2'), 'c');

    const paths = (await stockBlocks(db, 'e1')).map((ref) => ref.path);
    expect(paths.sort()).toEqual([
      'event_stock/e1/lotes/l1/vagas_blocos/0',
      'event_stock/e1/lotes/l2/vagas_blocos/0',
      'event_stock/e1/meia_slots_blocos/0',
      'event_stock/e1/slots_blocos/0',
    ]);
  });
});
