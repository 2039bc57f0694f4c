// Publish to live, the trigger: a content write schedules one debounced rebuild of the static site.
// An event whose meia-entrada quota changed also gets its live figures recounted (the page reads
// them live, not from the build).
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { refreshAvailability } from '../stock/availability.ts';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { affectsPublicSite, PUBLIC_COLLECTIONS } from './public-content.ts';
import { REGION, schedulePublish } from './schedule-publish.ts';

/**
 * One trigger per public content collection (publish-events, publish-news, ...), not one on every
 * top-level document: a wildcard ran for every order, profile and rate-limit write too, an
 * invocation (billed, and an instance's time) per write that a rush multiplies for nothing.
 */
function publishTrigger(collection: string) {
  return onDocumentWritten({ document: `${collection}/{docId}`, region: REGION }, async (event) => {
    const { docId } = event.params;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // Only an edit of an existing event: a new one gets its stock (and figures) from the admin's
    // stock call, which must find no stock document yet to record its creation.
    if (
      collection === 'events' &&
      before &&
      after &&
      before.cota_meia_percentual !== after.cota_meia_percentual
    ) {
      await refreshAvailability(db(), docId);
    }
    if (!affectsPublicSite(collection, before, after)) return;
    const scheduled = await schedulePublish(`${collection}/${docId}`);
    if (scheduled) logger.info(`rebuild do site agendado por ${collection}/${docId}`);
  });
}

export const publish = Object.fromEntries(PUBLIC_COLLECTIONS.map((c) => [c, publishTrigger(c)]));
