// Webhook delivery like Asaas: POST { id, event, dateCreated, payment } with the header
// asaas-access-token; only HTTP 200 counts; failures are retried with growing intervals, in order
// per payment; after N consecutive failures the queue pauses (events are kept) until resumed.
// This file runs the queue; an attempt, the sleeps and the idle waiters are in webhook-delivery.mjs.
import { createIdleWaiters, createSleeper, newWebhookEntry, postWebhook } from './webhook-delivery.mjs';

/**
 * @typedef {import('./store.mjs').WebhookLogEntry} WebhookLogEntry
 * @typedef {{ initialDelayMs: number, maxDelayMs: number, maxConsecutiveFailures: number, timeoutMs: number }} WebhookRetry
 */

/**
 * Faster than Asaas (minutes to hours) so that tests stay quick; same shape. The cap is short so
 * that a delivery that failed a few times on a busy test machine is not then 30 s away.
 */
export const DEFAULT_WEBHOOK_RETRY = Object.freeze({
  initialDelayMs: 1000,
  maxDelayMs: 8_000,
  maxConsecutiveFailures: 15,
  timeoutMs: 10_000,
});

/**
 * Delivers the events of one payment at a time, in order, with retries; counts failures in a row
 * across payments and pauses the queue after too many.
 * @param {object} o
 * @param {{ state: import('./store.mjs').SandboxState, changed: () => void }} o.store
 * @param {() => { url: string | null, token: string | null }} o.target
 * @param {WebhookRetry} o.retry
 * @param {(msg: string) => void} o.log
 * @param {AbortSignal} o.closing
 * @param {ReturnType<typeof createSleeper>} o.sleeper
 */
function createDeliveryWorker(o) {
  const { store, retry, log, closing } = o;
  const state = store.state;
  let consecutiveFailures = 0;

  /** @param {string} paymentId */
  const nextFor = (paymentId) =>
    state.webhookLog.find((e) => e.paymentId === paymentId && !e.delivered && !e.skipped);

  /** @param {WebhookLogEntry} entry @param {string} url @param {string | null} token */
  async function attempt(entry, url, token) {
    try {
      return await postWebhook(entry, url, token, { timeoutMs: retry.timeoutMs, signal: closing });
    } finally {
      store.changed();
    }
  }

  /**
   * Counts a failed attempt; after too many in a row, pauses the queue (true: stop the worker).
   * @param {WebhookLogEntry} entry @param {string} paymentId
   */
  function failed(entry, paymentId) {
    consecutiveFailures++;
    const last = entry.attempts.at(-1);
    log(
      `webhook ${entry.event} de ${paymentId} falhou (${last?.status ?? last?.error}); tentativa ${entry.attempts.length}`,
    );
    if (consecutiveFailures < retry.maxConsecutiveFailures) return false;
    state.webhookPaused = true;
    store.changed();
    log(`fila de webhooks pausada após ${consecutiveFailures} falhas seguidas`);
    return true;
  }

  /** Delivers the payment's undelivered events until none is left, the queue pauses or it closes. @param {string} paymentId */
  async function run(paymentId) {
    while (!closing.aborted && !state.webhookPaused) {
      const entry = nextFor(paymentId);
      if (!entry) break;
      const { url, token } = o.target();
      if (!url) {
        entry.skipped = true;
        store.changed();
        continue;
      }
      if (await attempt(entry, url, token)) {
        entry.delivered = true;
        entry.deliveredAt = new Date().toISOString();
        consecutiveFailures = 0;
        store.changed();
        continue;
      }
      if (closing.aborted) break;
      if (failed(entry, paymentId)) break;
      await o.sleeper.sleep(
        Math.min(retry.initialDelayMs * 2 ** (entry.attempts.length - 1), retry.maxDelayMs),
      );
    }
  }

  return {
    run,
    resetFailures() {
      consecutiveFailures = 0;
    },
  };
}

/**
 * @param {object} o
 * @param {{ state: import('./store.mjs').SandboxState, changed: () => void }} o.store
 * @param {() => { url: string | null, token: string | null }} o.target
 * @param {Partial<WebhookRetry>} [o.retry]
 * @param {(msg: string) => void} [o.log]
 */
export function createWebhookDispatcher(o) {
  const { store } = o;
  const state = store.state;
  const retry = { ...DEFAULT_WEBHOOK_RETRY, ...o.retry };
  const log = o.log ?? (() => {});
  /** payment ids with a worker running */
  const running = new Set();
  const sleeper = createSleeper();
  const { idle, notifyIdle } = createIdleWaiters(running);
  const closing = new AbortController();
  const worker = createDeliveryWorker({
    store,
    target: o.target,
    retry,
    log,
    closing: closing.signal,
    sleeper,
  });

  /** @param {string} paymentId */
  async function work(paymentId) {
    try {
      await worker.run(paymentId);
    } finally {
      running.delete(paymentId);
      notifyIdle();
    }
  }

  /** @param {string} paymentId */
  function kick(paymentId) {
    if (closing.signal.aborted || state.webhookPaused || running.has(paymentId)) return;
    running.add(paymentId);
    void work(paymentId);
  }

  function kickAll() {
    const ids = new Set(state.webhookLog.filter((e) => !e.delivered && !e.skipped).map((e) => e.paymentId));
    for (const id of ids) kick(id);
  }

  return {
    /**
     * Records the event and starts delivering it (after the earlier ones of the same payment).
     * @param {string} event @param {Record<string, any>} payment the payment object as the API shows it
     */
    emit(event, payment) {
      const entry = newWebhookEntry(event, payment);
      state.webhookLog.push(entry);
      store.changed();
      kick(payment.id);
      return entry;
    },
    /** Starts delivering what a previous run left undelivered. */
    start: kickAll,
    /** Holds every delivery (a test playing a webhook that is late or lost). */
    pause() {
      state.webhookPaused = true;
      store.changed();
    },
    /** Unpauses the queue (like reactivating the webhook in Asaas's panel). */
    resume() {
      state.webhookPaused = false;
      worker.resetFailures();
      store.changed();
      kickAll();
    },
    /** Resolves once no delivery is running (all delivered, or waiting on a paused queue). */
    idle,
    /** Stops all deliveries (undelivered events stay in the log, and in the state file). */
    async close() {
      closing.abort();
      sleeper.wakeAll();
      await idle(5000).catch(() => undefined);
    },
  };
}
