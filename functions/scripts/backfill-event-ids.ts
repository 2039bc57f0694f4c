// One-off maintenance, idempotent: gives orders stored before `event_ids` existed the ids of their
// events (the admin's event filter queries that field). Reads every order in pages by document id
// and updates only those whose `event_ids` is missing or differs from their items, so a second run
// writes nothing. Only `event_ids` is written: the order-paid trigger ignores such updates.
//
// Run with Node 22 from the repository root (npx picks node_modules' Node 22):
//   emulator:   FIRESTORE_EMULATOR_HOST=127.0.0.1:5080 GCLOUD_PROJECT=demo-gn npx node functions/scripts/backfill-event-ids.ts
//   production: GCLOUD_PROJECT=<project id> npx node functions/scripts/backfill-event-ids.ts
//               (Application Default Credentials of an account that may write Firestore)
import { eventIdsToWrite } from '@gn/core/order-events';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { db } from '../src/firebase.ts';

const PAGE = 400;

export async function backfillOrderEventIds(
  firestore: Firestore,
): Promise<{ scanned: number; updated: number }> {
  let scanned = 0;
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    let page = firestore.collection('orders').orderBy(FieldPath.documentId()).select('items', 'event_ids');
    if (after) page = page.startAfter(after);
    const snap = await page.limit(PAGE).get();
    const batch = firestore.batch();
    let writes = 0;
    for (const doc of snap.docs) {
      const eventIds = eventIdsToWrite(doc.data());
      if (!eventIds) continue;
      batch.update(doc.ref, { event_ids: eventIds });
      writes++;
    }
    if (writes > 0) await batch.commit();
    scanned += snap.size;
    updated += writes;
    if (snap.size < PAGE) return { scanned, updated };
    after = snap.docs.at(-1)!.id;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await backfillOrderEventIds(db());
  console.log(`orders: ${report.scanned} read, ${report.updated} given event_ids`);
}
