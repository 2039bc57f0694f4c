// Settings documents (site_settings/*) read by functions on hot paths (every checkout, every
// e-mail): kept in memory for a short while so that a rush of buyers costs one read, not one
// per request. An admin change therefore reaches the checkout within the cache's lifetime.
import type { Firestore } from 'firebase-admin/firestore';
import { processEnv, readEnv, type EnvVars } from '../config.ts';

/** 30 s; GN_SETTINGS_CACHE_SECONDS overrides it (the test stack sets 0 to see changes at once). */
export function settingsCacheMs(env: EnvVars = processEnv()): number {
  const raw = readEnv('GN_SETTINGS_CACHE_SECONDS', env);
  const seconds = raw ? Number(raw) : Number.NaN;
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 30) * 1000;
}

/**
 * A reader of `site_settings/{docId}` that parses the stored data (undefined when missing) and
 * caches the result per process. A failed read is not cached: it throws to the caller.
 */
export function cachedSettings<T>(docId: string, parse: (data: unknown) => T) {
  let cached: { value: T; at: number } | null = null;
  const read = async (db: Firestore, now: number = Date.now()): Promise<T> => {
    if (cached && now - cached.at < settingsCacheMs()) return cached.value;
    const snap = await db.doc(`site_settings/${docId}`).get();
    const value = parse(snap.exists ? snap.data() : undefined);
    cached = { value, at: now };
    return value;
  };
  /** Tests: forget the cached value. */
  read.clear = () => {
    cached = null;
  };
  return read;
}
