// Starts the Asaas-compatible sandbox beside a local stack and tells the functions how to reach
// it. The key and webhook token are fixed local values (not secrets: they only open this sandbox),
// shared by every local stack so that functions/.secret.local never differs between them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startAsaasSandbox, DEFAULT_SANDBOX_API_KEY } from '../asaas-sandbox/server.mjs';
import { ROOT } from './proc.mjs';
import { LOCAL_BUILD_REPORT_TOKEN } from './rebuild-server.mjs';
import { walletSecretLines } from './wallet-test-keys.mjs';

export const LOCAL_WEBHOOK_TOKEN = 'gn-local-asaas-webhook-token';
/** Signs the local tickets' QR codes (core/src/server/ticket-code.ts); the tests verify with it too. */
export const LOCAL_TICKET_SIGNING_KEY = 'gn-local-ticket-signing-key';
const LOCAL_SMTP_PASSWORD = 'gn-local-smtp-password';

/** The emulator reads defineSecret values from functions/.secret.local. */
function writeLocalSecrets() {
  const file = path.join(ROOT, 'functions/.secret.local');
  const content =
    `ASAAS_API_KEY=${DEFAULT_SANDBOX_API_KEY}\nASAAS_WEBHOOK_TOKEN=${LOCAL_WEBHOOK_TOKEN}\n` +
    `TICKET_SIGNING_KEY=${LOCAL_TICKET_SIGNING_KEY}\n` +
    // The local SMTP_URL names no user, so the mail catcher is never sent this password.
    `SMTP_PASSWORD=${LOCAL_SMTP_PASSWORD}\n` +
    // The rebuild server's reports of its builds (rebuild-server.mjs).
    `BUILD_REPORT_TOKEN=${LOCAL_BUILD_REPORT_TOKEN}\n` +
    // The wallets' TEST certificates and keys, made once in .data/wallet-teste (wallet-test-keys.mjs).
    walletSecretLines();
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) writeFileSync(file, content);
}

export async function startPaymentsSandbox({ port, siteUrl, stateFile }) {
  writeLocalSecrets();
  const sandbox = await startAsaasSandbox({
    port,
    apiKey: DEFAULT_SANDBOX_API_KEY,
    webhookUrl: `${siteUrl}/api/webhooks/asaas`,
    webhookToken: LOCAL_WEBHOOK_TOKEN,
    publicUrl: `http://127.0.0.1:${port}`,
    returnUrl: `${siteUrl}/checkout/aguardando/{externalReference}`,
    stateFile,
    log: () => {},
  });
  // Deliveries that failed while the stack was down resume with it (Asaas pauses after 15).
  sandbox.resumeWebhooks?.();
  return {
    sandbox,
    functionsEnv: { ASAAS_BASE_URL: sandbox.apiUrl },
    // Tests pay, refuse and overdue payments through the sandbox and post webhooks themselves.
    clientEnv: {
      GN_ASAAS_URL: sandbox.url,
      GN_ASAAS_API_KEY: DEFAULT_SANDBOX_API_KEY,
      GN_ASAAS_WEBHOOK_TOKEN: LOCAL_WEBHOOK_TOKEN,
    },
  };
}
