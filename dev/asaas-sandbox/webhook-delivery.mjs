// The pieces of webhook delivery (webhooks.mjs runs the queue): an event's log entry, one POST
// attempt recorded on it, the sleeps between retries (which close() can cut short), and the
// waiters for the moment no delivery is running.
import { newEventId, spDateTime } from './util.mjs';

/** @typedef {import('./store.mjs').WebhookLogEntry} WebhookLogEntry */

/**
 * The log entry of a new event: the body Asaas POSTs, not yet delivered.
 * @param {string} event @param {Record<string, any>} payment the payment object as the API shows it
 * @returns {WebhookLogEntry}
 */
export function newWebhookEntry(event, payment) {
  /** @type {WebhookLogEntry} */
  const entry = {
    id: newEventId(),
    event,
    paymentId: payment.id,
    body: { id: '', event, dateCreated: spDateTime(), payment: structuredClone(payment) },
    attempts: [],
    delivered: false,
    deliveredAt: null,
  };
  entry.body.id = entry.id;
  return entry;
}

/**
 * POSTs the entry's body once and records the attempt on it; true when answered 200.
 * @param {WebhookLogEntry} entry @param {string} url @param {string | null} token
 * @param {{ timeoutMs: number, signal: AbortSignal }} o
 */
export async function postWebhook(entry, url, token, o) {
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': 'application/json', 'User-Agent': 'Asaas-Sandbox-Local/1.0' };
  if (token) headers['asaas-access-token'] = token;
  const at = new Date().toISOString();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(entry.body),
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(o.timeoutMs), o.signal]),
    });
    await res.arrayBuffer().catch(() => undefined);
    entry.attempts.push({ at, status: res.status });
    return res.status === 200;
  } catch (error) {
    const err = /** @type {Error} */ (error);
    entry.attempts.push({ at, status: null, error: err.cause ? String(err.cause) : err.message });
    return false;
  }
}

/** Sleeps between retries; `wakeAll` ends every sleep at once (on close). */
export function createSleeper() {
  /** sleeping workers' wake-up functions */
  const sleepers = new Set();
  return {
    /** @param {number} ms */
    sleep(ms) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve(undefined);
        };
        const timer = setTimeout(wake, ms);
        sleepers.add(wake);
      });
    },
    wakeAll() {
      for (const wake of [...sleepers]) wake();
    },
  };
}

/**
 * Waiters for the moment no worker runs: `idle` resolves then (or rejects after its timeout),
 * `notifyIdle` is called by a worker as it stops.
 * @param {Set<string>} running payment ids with a worker running
 */
export function createIdleWaiters(running) {
  /** @type {(() => void)[]} */
  let idleWaiters = [];
  return {
    notifyIdle() {
      if (running.size > 0) return;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    },
    /** @param {number} [timeoutMs] @returns {Promise<void>} */
    idle(timeoutMs = 10_000) {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('webhooks ainda em entrega após o tempo limite')),
          timeoutMs,
        );
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
