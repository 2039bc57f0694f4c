// GET /api/admin/settings/payments-env: which Asaas the functions talk to, for the read-only line
// of the Pagamentos tab. The API key is a secret: the answer only says whether one is set.
import type { AsaasEnvironment, PaymentsEnvAnswer } from '@gn/core/schemas/settings';
import { Router } from 'express';
import {
  ASAAS_PRODUCTION_BASE_URL,
  ASAAS_SANDBOX_BASE_URL,
  resolveAsaasBaseUrl,
} from '../../../payments/asaas/config.ts';
import { processEnv, readEnv, type EnvVars } from '../../../config.ts';

/** Asaas's production or sandbox host, or anything else (the local sandbox, a misconfiguration). */
export function asaasEnvironment(env: EnvVars = processEnv()): AsaasEnvironment {
  let baseUrl: string;
  try {
    baseUrl = resolveAsaasBaseUrl(env);
  } catch {
    return 'local';
  }
  if (baseUrl === ASAAS_PRODUCTION_BASE_URL) return 'produção';
  if (baseUrl === ASAAS_SANDBOX_BASE_URL) return 'sandbox';
  return 'local';
}

export function paymentsEnv(env: EnvVars = processEnv()): PaymentsEnvAnswer {
  return { environment: asaasEnvironment(env), keyConfigured: Boolean(readEnv('ASAAS_API_KEY', env)) };
}

/** Mounted under /api/admin/settings (admin only, see admin/router.ts). */
export const settingsAdminRouter = Router();

settingsAdminRouter.get('/payments-env', (_req, res) => {
  res.set('Cache-Control', 'no-store').json(paymentsEnv());
});
