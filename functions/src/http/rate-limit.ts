// Fixed-window abuse limits kept in Firestore, `rate_limits/{key}` (functions only; see the data
// model). One document per client and scope holds one counter per window; each request runs one
// transaction on its own document, so contention is per client (a single client racing itself),
// never on a shared document.
//
// Documents carry `expira_em` (the end of their longest window). In production a Firestore TTL
// policy on `rate_limits.expira_em` deletes them once expired (gcloud firestore fields ttls update
// expira_em --collection-group=rate_limits --enable-ttl); nothing reads an expired window anyway.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { readEnv } from '../config.ts';

export interface WindowRule {
  /** Stable name of the window inside the document, e.g. '10m'. */
  name: string;
  /** Window length in milliseconds. */
  ms: number;
  /** Requests allowed per window. */
  max: number;
}

/** What one window holds: when it started (ms since epoch) and how many requests it counted. */
export interface WindowState {
  inicio: number;
  contagem: number;
}

export type LimiterState = Record<string, WindowState>;

export type Decision =
  { allowed: true; next: LimiterState; expiresAt: number } | { allowed: false; retryAfterSeconds: number };

/**
 * A window that starts this little after `now` is still the current one: concurrent requests
 * take their time before their transactions run, and instances' clocks differ by a few seconds.
 * (Read as "over", it restarted the count: 6 of 7 simultaneous orders passed a limit of 5.)
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * The pure part: given the stored windows and the time, may one more request pass, and what is
 * stored then? A window whose time is over starts again at `now` with a count of 0. A refused
 * request counts nothing (the client waits for the window to end).
 */
export function decide(
  stored: LimiterState | undefined,
  rules: readonly WindowRule[],
  now: number,
): Decision {
  const next: LimiterState = {};
  let retryAt = 0;
  for (const rule of rules) {
    const previous = stored?.[rule.name];
    const live = previous && now >= previous.inicio - CLOCK_SKEW_MS && now < previous.inicio + rule.ms;
    const window = live ? previous : { inicio: now, contagem: 0 };
    if (window.contagem >= rule.max) retryAt = Math.max(retryAt, window.inicio + rule.ms);
    next[rule.name] = { inicio: window.inicio, contagem: window.contagem + 1 };
  }
  if (retryAt > 0)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
  const expiresAt = Math.max(...rules.map((rule) => next[rule.name]!.inicio + rule.ms));
  return { allowed: true, next, expiresAt };
}

/**
 * How many X-Forwarded-For entries our own infrastructure appends after the client's address
 * (GN_TRUSTED_PROXY_HOPS; see the README, "Rate limits"). Google's front ends append the address
 * they saw and their own, so the client is the second entry from the right in production.
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 2;

function trustedHops(): number {
  const value = Number(readEnv('GN_TRUSTED_PROXY_HOPS') ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_TRUSTED_PROXY_HOPS;
}

/**
 * The client's address, as the platform saw it: counted from the RIGHT of X-Forwarded-For, past
 * the entries our proxies append. Everything to the left was written by the client and is never
 * trusted (a spoofed first entry used to give a fresh limit per request). A request with fewer
 * entries than expected did not come through the proxies: the socket's address. Only ever used
 * hashed (see clientKey).
 */
export function clientIp(
  req: Pick<Request, 'ip'> & { get(name: string): string | undefined },
  hops = trustedHops(),
): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const appended = hops > 0 ? entries[entries.length - hops] : undefined;
  return appended || req.ip || 'desconhecido';
}

/** The document id for a scope and client: SHA-256 of the address, never the address itself. */
export function clientKey(scope: string, ip: string): string {
  const digest = createHash('sha256').update(`gn-rate-limit:${ip}`).digest('hex');
  return `${scope}_${digest}`;
}

interface StoredDoc {
  janelas?: LimiterState;
}

/** The document that holds one client's windows in one scope. */
export function rateLimitRef(db: Firestore, key: string): DocumentReference {
  return db.collection('rate_limits').doc(key);
}

function storedDoc(decision: Decision & { allowed: true }, now: number) {
  return {
    janelas: decision.next,
    expira_em: Timestamp.fromMillis(decision.expiresAt),
    updated_at: Timestamp.fromMillis(now),
  };
}

/**
 * Counts one request of `key` against `rules` in a transaction. Resolves with the decision; the
 * caller answers 429 when it is not allowed. `known`: the document as the caller already read it
 * (the checkout reads it with its other documents): the count is then written in one round trip,
 * on the condition that the document has not changed since that read (or, missing then, that it
 * still is); a request of the same client in between makes it count again in a transaction.
 */
export async function consume(
  db: Firestore,
  key: string,
  rules: readonly WindowRule[],
  now: number = Date.now(),
  known: DocumentSnapshot | null = null,
): Promise<Decision> {
  const ref = rateLimitRef(db, key);
  if (known) {
    const decision = decide((known.data() as StoredDoc | undefined)?.janelas, rules, now);
    if (!decision.allowed) return decision;
    try {
      if (known.exists) await ref.update(storedDoc(decision, now), { lastUpdateTime: known.updateTime! });
      else await ref.create(storedDoc(decision, now));
      return decision;
    } catch (error) {
      // 9 FAILED_PRECONDITION: changed since the read; 6 ALREADY_EXISTS: created since.
      const code = (error as { code?: unknown }).code;
      if (code !== 9 && code !== 6) throw error;
    }
  }
  const attempt = () =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const decision = decide((snap.data() as StoredDoc | undefined)?.janelas, rules, now);
      if (decision.allowed) {
        // create() for a first request: two first requests at once must not both count from 0
        // (a read of a missing document does not hold it on the emulator).
        if (snap.exists) tx.set(ref, storedDoc(decision, now));
        else tx.create(ref, storedDoc(decision, now));
      }
      return decision;
    });
  try {
    return await attempt();
  } catch (error) {
    // Another first request created the document: count again, on the now existing one.
    if ((error as { code?: unknown }).code === 6) return attempt();
    throw error;
  }
}
