// Debounced publication: many content writes in a burst (an admin saving a form, a bulk import)
// cause one rebuild. The first write after the last dispatch marks the state pending and enqueues
// one delayed task; later writes see it pending and do nothing. The task clears the flag before
// calling the build hook, so a write that lands during a build schedules the next one. The build's
// end comes from its builder, not from the hook's answer (which only accepts the request).
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { adminApp, db } from '../firebase.ts';
import { readEnv } from '../config.ts';

export const REGION = 'southamerica-east1';
export const PUBLISH_TASK = 'publishSite';
const STATE_DOC = 'site_builds/state';
/** A pending flag older than this is assumed lost (task dropped) and is scheduled again. */
const STALE_AFTER_MS = 10 * 60_000;

export function debounceSeconds(): number {
  const configured = Number(readEnv('GN_PUBLISH_DEBOUNCE_SECONDS') ?? Number.NaN);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30;
}

/** Marks a rebuild as wanted; enqueues the delayed task unless one is already pending. */
export async function schedulePublish(reason: string): Promise<boolean> {
  const ref = db().doc(STATE_DOC);
  const now = Date.now();
  const shouldEnqueue = await db().runTransaction(async (tx) => {
    const state = (await tx.get(ref)).data();
    const requestedAt = state?.requested_at instanceof Timestamp ? state.requested_at.toMillis() : 0;
    if (state?.pending === true && now - requestedAt < STALE_AFTER_MS) return false;
    tx.set(ref, { pending: true, requested_at: Timestamp.fromMillis(now), reason }, { merge: true });
    return true;
  });
  if (shouldEnqueue) {
    const queue = getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${PUBLISH_TASK}`);
    await queue.enqueue({ reason }, { scheduleDelaySeconds: debounceSeconds() });
  }
  return shouldEnqueue;
}

/** The builds' vocabulary in `site_builds/state.estado` (the admin's header reads it). */
export type BuildState = 'publicando' | 'publicado' | 'falhou';

/**
 * Called by the task before it calls the build hook: clears the pending flag and names the build,
 * so that only its own report can end it (a late report of an older build changes nothing).
 */
export async function markPublishStarted(): Promise<string> {
  const buildId = randomUUID();
  await db()
    .doc(STATE_DOC)
    .set(
      {
        pending: false,
        estado: 'publicando' satisfies BuildState,
        build_id: buildId,
        last_started_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  return buildId;
}

/**
 * The build's real end, as its builder reports it (api/webhooks/site-build.ts), or a dispatch
 * that could not start one. Answers false when `buildId` is not the latest build: its outcome is
 * stale, a newer build is running or done.
 */
export async function recordBuildOutcome(
  buildId: string,
  outcome: { ok: boolean; erro: string | null },
): Promise<boolean> {
  const ref = db().doc(STATE_DOC);
  return db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).get('build_id') !== buildId) return false;
    tx.set(
      ref,
      {
        estado: (outcome.ok ? 'publicado' : 'falhou') satisfies BuildState,
        last_finished_at: FieldValue.serverTimestamp(),
        last_error: outcome.ok ? null : (outcome.erro ?? 'O build do site falhou.'),
        ...(outcome.ok ? { last_published_at: FieldValue.serverTimestamp() } : {}),
      },
      { merge: true },
    );
    return true;
  });
}
