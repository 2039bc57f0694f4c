// An Asaas-compatible sandbox for local runs and tests (dev only, never deployed).
// This file starts the server; its parts are wired in sandbox-services.mjs, a request is routed in
// request-router.mjs, the /v3 routes are in api-routes.mjs, the invoice and boleto refund pages
// in page-routes.mjs, the behaviour in api.mjs, bank-slip-refund.mjs, pages.mjs, refund-page.mjs
// and webhooks.mjs.
//   import { startAsaasSandbox } from './dev/asaas-sandbox/server.mjs';
//   const sandbox = await startAsaasSandbox({ port: 0, apiKey, webhookUrl, webhookToken });
//   // client baseUrl: sandbox.apiUrl (= `${sandbox.url}/v3`); invoice pages at `${sandbox.url}/i/{id}`,
//   // a boleto refund's page (its requestUrl) at `${sandbox.url}/estorno-boleto/{id}`
// CLI: node dev/asaas-sandbox/server.mjs [--port 5090] (see README.md for the options).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequestHandler } from './request-router.mjs';
import { createSandboxServices } from './sandbox-services.mjs';
import { DEFAULT_WEBHOOK_RETRY } from './webhooks.mjs';

export const DEFAULT_SANDBOX_API_KEY = '$aact_hmlg_local_sandbox';
export const DEFAULT_SANDBOX_PORT = 5090;
const HOST = '127.0.0.1';

/**
 * @typedef {object} SandboxOptions
 * @property {number} [port] 0 (default) picks a free port
 * @property {string} [apiKey] the `access_token` the API accepts (default `$aact_hmlg_local_sandbox`)
 * @property {string | null} [webhookUrl] where events are POSTed (none: events are only logged)
 * @property {string | null} [webhookToken] sent as `asaas-access-token`
 * @property {string} [publicUrl] base of invoiceUrl / bankSlipUrl (default: the address it listens on)
 * @property {string | null} [returnUrl] 'Voltar à loja' target; `{externalReference}` and `{id}` are replaced
 * @property {string | null} [stateFile] JSON file that keeps the state across restarts
 * @property {Partial<import('./webhooks.mjs').WebhookRetry>} [webhookRetry]
 * @property {(msg: string) => void} [log]
 */

/**
 * Listens on 127.0.0.1 (port 0: any free port).
 * @param {http.Server} server @param {number} port
 */
async function listen(server, port) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  return /** @type {import('node:net').AddressInfo} */ (server.address());
}

/**
 * Starts the sandbox on 127.0.0.1.
 * @param {SandboxOptions} [options]
 */
export async function startAsaasSandbox(options = {}) {
  const log = options.log ?? (() => {});
  const apiKey = options.apiKey ?? DEFAULT_SANDBOX_API_KEY;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const services = createSandboxServices(options, log, () => publicUrl);
  const { store, state, webhook, dispatcher } = services;
  const handle = createRequestHandler({ services, apiKey, log });

  const server = http.createServer((req, res) => void handle(req, res));
  const address = await listen(server, options.port ?? 0);
  const url = `http://${HOST}:${address.port}`;
  if (!publicUrl) publicUrl = url;
  dispatcher.start();
  log(`sandbox Asaas em ${url} (API ${url}/v3)`);

  let closed = false;
  return {
    /** root, e.g. http://127.0.0.1:5090 (invoice pages at /i/{id}) */
    url,
    /** the client's baseUrl */
    apiUrl: `${url}/v3`,
    port: address.port,
    apiKey,
    /** the live state: customers, payments, extras, webhookLog, webhookPaused */
    state,
    /** Resolves when no webhook delivery is in progress (all delivered or the queue paused). */
    waitForWebhooks: (timeoutMs = 10_000) => dispatcher.idle(timeoutMs),
    resumeWebhooks: () => dispatcher.resume(),
    /** Changes where later events go (e.g. when the functions emulator port is known only later). */
    /** @param {{ url: string | null, token?: string | null }} target */
    setWebhook(target) {
      webhook.url = target.url;
      if (target.token !== undefined) webhook.token = target.token;
      dispatcher.start();
    },
    async close() {
      if (closed) return;
      closed = true;
      await dispatcher.close();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await store.flush();
    },
  };
}

/** CLI: flags override the environment. */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'api-key': { type: 'string' },
      'webhook-url': { type: 'string' },
      'webhook-token': { type: 'string' },
      'public-url': { type: 'string' },
      'return-url': { type: 'string' },
      'state-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'node dev/asaas-sandbox/server.mjs [--port N] [--api-key K] [--webhook-url U] [--webhook-token T]\n' +
        '  [--public-url U] [--return-url U] [--state-file F]   (ou variáveis ASAAS_SANDBOX_*, veja README.md)',
    );
    return;
  }
  const env = process.env;
  const sandbox = await startAsaasSandbox({
    port: Number(values.port ?? env.ASAAS_SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT),
    apiKey: values['api-key'] ?? env.ASAAS_SANDBOX_API_KEY ?? DEFAULT_SANDBOX_API_KEY,
    webhookUrl: values['webhook-url'] ?? env.ASAAS_SANDBOX_WEBHOOK_URL ?? null,
    webhookToken: values['webhook-token'] ?? env.ASAAS_SANDBOX_WEBHOOK_TOKEN ?? null,
    publicUrl: values['public-url'] ?? env.ASAAS_SANDBOX_PUBLIC_URL,
    returnUrl: values['return-url'] ?? env.ASAAS_SANDBOX_RETURN_URL ?? null,
    stateFile: values['state-file'] ?? env.ASAAS_SANDBOX_STATE_FILE ?? null,
    log: (msg) => console.log(`[asaas-sandbox] ${msg}`),
  });
  console.log(`[asaas-sandbox] API: ${sandbox.apiUrl}  ·  cobranças: ${sandbox.url}/`);
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[asaas-sandbox] ${error.message}`);
    process.exit(1);
  });
}

export { DEFAULT_WEBHOOK_RETRY };
