// Publish to live: a content write schedules one debounced rebuild of the static site.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { callBuildHook } from './build-hook.ts';
import { affectsPublicSite } from './public-content.ts';
import { REGION, markPublishDone, markPublishStarted, schedulePublish } from './schedule-publish.ts';

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

export const publishSite = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    await markPublishStarted();
    await callBuildHook(String(request.data?.reason ?? 'conteúdo alterado'));
    await markPublishDone();
  },
);

/**
 * The static pages list "upcoming" events as of their build: rebuild every night (São Paulo
 * time) so that past events leave the home page even on days without content changes.
 */
export const nightlyPublish = onSchedule(
  { schedule: '5 0 * * *', timeZone: 'America/Sao_Paulo', region: REGION },
  async () => {
    await schedulePublish('agenda diária');
  },
);
