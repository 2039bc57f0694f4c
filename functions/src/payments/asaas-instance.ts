// The process-wide Asaas client, created lazily from the environment, with a hook for tests.
import { asaasConfigFromEnv, createAsaasClient, type AsaasClient } from './asaas/index.ts';
import { readEnv } from '../config.ts';

let client: AsaasClient | null = null;

/**
 * The process's Asaas client. The key is the ASAAS_API_KEY secret (bound to the function in
 * production, functions/.secret.local under the emulator); ASAAS_BASE_URL points at the sandbox
 * locally. Created on first use so that routes without payments never need the secret.
 */
export function asaas(): AsaasClient {
  client ??= createAsaasClient(asaasConfigFromEnv(readEnv('ASAAS_API_KEY') ?? ''));
  return client;
}

/** Tests swap in a client over a fake fetch. */
export function setAsaasClientForTests(next: AsaasClient | null): void {
  client = next;
}
