// GET /api/admin/settings/payments-env: which Asaas the functions talk to, for the read-only line
// of the Pagamentos tab. The API key is a secret: the answer only says whether one is set.
import type { AsaasEnvironment, PaymentsEnvAnswer } from '@gn/core/schemas/settings';
import { Router } from 'express';
import {
  ASAAS_PRODUCTION_BASE_URL,
  ASAAS_SANDBOX_BASE_URL,
  resolveAsaasBaseUrl,
} from '../../payments/asaas/config.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Asaas's production or sandbox host, or anything else (the local sandbox, a misconfiguration). */
export function asaasEnvironment(env: Env = process.env): AsaasEnvironment {
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

export function paymentsEnv(env: Env = process.env): PaymentsEnvAnswer {
  return { environment: asaasEnvironment(env), keyConfigured: Boolean(env.ASAAS_API_KEY?.trim()) };
}

/** Mounted under /api/admin/settings (admin only, see admin/router.ts). */
export const settingsAdminRouter = Router();

settingsAdminRouter.get('/payments-env', (_req, res) => {
  res.set('Cache-Control', 'no-store').json(paymentsEnv());
});
