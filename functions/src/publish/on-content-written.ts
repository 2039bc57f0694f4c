// Publish to live, the trigger: a content write schedules one debounced rebuild of the static site.
import { logger } from 'firebase-functions';
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
    if (!affectsPublicSite(collection, before, after)) return;
    const scheduled = await schedulePublish(`${collection}/${docId}`);
    if (scheduled) logger.info(`rebuild do site agendado por ${collection}/${docId}`);
  },
);
