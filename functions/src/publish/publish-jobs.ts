// Publish to live, the jobs: the queued rebuild of the static site (one at a time, retried) and the
// nightly one. A content write schedules the queued one (on-content-written.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { callBuildHook } from './build-hook.ts';
import { REGION, markPublishDone, markPublishStarted, schedulePublish } from './schedule-publish.ts';

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
