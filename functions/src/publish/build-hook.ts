// The build hook: an HTTPS endpoint that rebuilds and publishes the static site. In production a
// CI workflow (build the site from Firestore, deploy Hosting); under the emulators the local
// runner (dev/lib/rebuild-server.mjs). Configured by environment, never hard-coded:
// GN_BUILD_HOOK_URL and GN_BUILD_HOOK_TOKEN (functions/.env.<project> in production).
import { logger } from 'firebase-functions';
import { readEnv } from '../config.ts';

export function buildHookConfigured(): boolean {
  return Boolean(readEnv('GN_BUILD_HOOK_URL'));
}

/**
 * Asks the builder for a build. It answers at once (202) and later reports how the build `buildId`
 * ended to POST /api/webhooks/site-build with the BUILD_REPORT_TOKEN secret (README, "Publish state").
 */
export async function callBuildHook(reason: string, buildId: string): Promise<void> {
  const url = readEnv('GN_BUILD_HOOK_URL');
  if (!url) {
    logger.warn('GN_BUILD_HOOK_URL não configurada: o site estático não será reconstruído.');
    return;
  }
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${readEnv('GN_BUILD_HOOK_TOKEN') ?? ''}`,
    },
    body: JSON.stringify({ reason, buildId }),
    signal: AbortSignal.timeout(15_000),
  });
  // Throwing makes Cloud Tasks retry the dispatch with back-off.
  if (!res.ok) throw new Error(`build hook answered ${res.status}`);
}
