// Publish to live, the jobs: the queued rebuild of the static site (one at a time, retried) and the
// nightly one. A content write schedules the queued one (on-content-written.ts).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { buildHookConfigured, callBuildHook } from './build-hook.ts';
import { REGION, markPublishStarted, recordBuildOutcome, schedulePublish } from './schedule-publish.ts';

export const publishSite = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    const buildId = await markPublishStarted();
    if (!buildHookConfigured()) {
      await recordBuildOutcome(buildId, {
        ok: false,
        erro: 'Build hook não configurado (GN_BUILD_HOOK_URL).',
      });
      return;
    }
    // The hook only accepts the request: the builder reports the end (api/webhooks/site-build.ts).
    await callBuildHook(String(request.data?.reason ?? 'conteúdo alterado'), buildId);
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
