// The sandbox's state, in memory, optionally persisted as JSON (written atomically, debounced)
// so that restarts of the local stack keep customers, payments and undelivered webhooks.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {Record<string, any>} AsaasObject
 * @typedef {{ at: string, status: number | null, error?: string }} DeliveryAttempt
 * @typedef {{ id: string, event: string, paymentId: string, body: AsaasObject,
 *   attempts: DeliveryAttempt[], delivered: boolean, deliveredAt: string | null, skipped?: boolean }} WebhookLogEntry
 * @typedef {{ valueCentavos: number, refundedCentavos: number,
 *   pix: { key: string, payload: string, expirationDate: string } | null,
 *   boleto: { barCode: string, identificationField: string, nossoNumero: string } | null,
 *   successUrl: string | null,
 *   bankSlipRefund?: { requestedAt: string, completedAt: string | null } | null }} PaymentExtras
 * @typedef {{ version: 1, nextCustomer: number, nextInvoice: number,
 *   customers: Record<string, AsaasObject>, payments: Record<string, AsaasObject>,
 *   extras: Record<string, PaymentExtras>, webhookLog: WebhookLogEntry[], webhookPaused: boolean }} SandboxState
 */

/** @returns {SandboxState} */
export function emptyState() {
  return {
    version: 1,
    nextCustomer: 5_219_613,
    nextInvoice: 1,
    customers: {},
    payments: {},
    extras: {},
    webhookLog: [],
    webhookPaused: false,
  };
}

/** Delivered webhook entries kept in the file (the undelivered ones are always kept). */
const KEEP_DELIVERED = 500;

/**
 * @param {{ stateFile?: string | null, log?: (msg: string) => void }} o
 */
export function createStore(o) {
  const file = o.stateFile ? path.resolve(o.stateFile) : null;
  const log = o.log ?? (() => {});
  let state = emptyState();
  if (file && existsSync(file)) {
    try {
      const loaded = JSON.parse(readFileSync(file, 'utf8'));
      if (loaded?.version !== 1) throw new Error(`versão ${loaded?.version} desconhecida`);
      state = { ...emptyState(), ...loaded };
    } catch (error) {
      const aside = `${file}.corrompido-${Date.now()}`;
      renameSync(file, aside);
      log(`estado ilegível (${/** @type {Error} */ (error).message}); guardado em ${aside}, começando vazio`);
    }
  }

  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  /** @type {Promise<void>} */
  let writing = Promise.resolve();

  function snapshot() {
    const delivered = state.webhookLog.filter((e) => e.delivered || e.skipped);
    const cut = new Set(delivered.slice(0, Math.max(0, delivered.length - KEEP_DELIVERED)));
    return JSON.stringify({ ...state, webhookLog: state.webhookLog.filter((e) => !cut.has(e)) }, null, 1);
  }

  async function writeNow() {
    if (!file) return;
    const text = snapshot();
    const tmp = `${file}.${process.pid}.tmp`;
    mkdirSync(path.dirname(file), { recursive: true });
    await writeFile(tmp, text);
    await rename(tmp, file);
  }

  return {
    state,
    file,
    /** Schedules a write (debounced); call after every change. */
    changed() {
      if (!file || timer) return;
      timer = setTimeout(() => {
        timer = null;
        writing = writing.then(writeNow).catch((error) => log(`falha ao salvar o estado: ${error.message}`));
      }, 25);
    },
    /** Writes pending changes now (on close). */
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await writing;
      if (file) {
        mkdirSync(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, snapshot());
        renameSync(tmp, file);
      }
    },
  };
}
