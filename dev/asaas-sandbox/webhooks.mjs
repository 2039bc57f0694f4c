// Webhook delivery like Asaas: POST { id, event, dateCreated, payment } with the header
// asaas-access-token; only HTTP 200 counts; failures are retried with growing intervals, in order
// per payment; after N consecutive failures the queue pauses (events are kept) until resumed.
import { spDateTime, newEventId } from './util.mjs';

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
  /** sleeping workers' wake-up functions (close() wakes them so they can stop) */
  const sleepers = new Set();
  const closing = new AbortController();
  let consecutiveFailures = 0;
  /** @type {(() => void)[]} */
  let idleWaiters = [];

  /** @param {string} paymentId */
  const nextFor = (paymentId) =>
    state.webhookLog.find((e) => e.paymentId === paymentId && !e.delivered && !e.skipped);

  /** @param {number} ms */
  function sleep(ms) {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve(undefined);
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }

  function notifyIdle() {
    if (running.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  }

  /** @param {WebhookLogEntry} entry @param {string} url @param {string | null} token */
  async function attempt(entry, url, token) {
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
        signal: AbortSignal.any([AbortSignal.timeout(retry.timeoutMs), closing.signal]),
      });
      await res.arrayBuffer().catch(() => undefined);
      entry.attempts.push({ at, status: res.status });
      return res.status === 200;
    } catch (error) {
      const err = /** @type {Error} */ (error);
      entry.attempts.push({ at, status: null, error: err.cause ? String(err.cause) : err.message });
      return false;
    } finally {
      store.changed();
    }
  }

  /** @param {string} paymentId */
  async function work(paymentId) {
    try {
      while (!closing.signal.aborted && !state.webhookPaused) {
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
        if (closing.signal.aborted) break;
        consecutiveFailures++;
        const last = entry.attempts.at(-1);
        log(
          `webhook ${entry.event} de ${paymentId} falhou (${last?.status ?? last?.error}); tentativa ${entry.attempts.length}`,
        );
        if (consecutiveFailures >= retry.maxConsecutiveFailures) {
          state.webhookPaused = true;
          store.changed();
          log(`fila de webhooks pausada após ${consecutiveFailures} falhas seguidas`);
          break;
        }
        await sleep(Math.min(retry.initialDelayMs * 2 ** (entry.attempts.length - 1), retry.maxDelayMs));
      }
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

  /** @param {number} [timeoutMs] @returns {Promise<void>} */
  function idle(timeoutMs = 10_000) {
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
  }

  return {
    /**
     * Records the event and starts delivering it (after the earlier ones of the same payment).
     * @param {string} event @param {Record<string, any>} payment the payment object as the API shows it
     */
    emit(event, payment) {
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
      consecutiveFailures = 0;
      store.changed();
      kickAll();
    },
    /** Resolves once no delivery is running (all delivered, or waiting on a paused queue). */
    idle,
    /** Stops all deliveries (undelivered events stay in the log, and in the state file). */
    async close() {
      closing.abort();
      for (const wake of [...sleepers]) wake();
      await idle(5000).catch(() => undefined);
    },
  };
}
