// Publish to live, the trigger: a content write schedules one debounced rebuild of the static site.
// An event whose meia-entrada quota changed also gets its live figures recounted (the page reads
// them live, not from the build).
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { refreshAvailability } from '../stock/stock-slots.ts';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { affectsPublicSite } from './public-content.ts';
import { REGION, schedulePublish } from './schedule-publish.ts';

/** Any top-level document; public-content.ts decides which writes matter. */
export const onContentWritten = onDocumentWritten(
  { document: '{collection}/{docId}', region: REGION },
  async (event) => {
    const { collection, docId } = event.params;
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
  },
);
