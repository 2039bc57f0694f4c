import { describe, expect, it } from 'vitest';
import { paymentsEnv } from './payments-env.ts';

describe('payments environment', () => {
  it('names the Asaas host without ever echoing the key', () => {
    expect(paymentsEnv({ ASAAS_API_KEY: '$aact_prod_secret' })).toEqual({
      environment: 'produção',
      keyConfigured: true,
    });
    expect(paymentsEnv({ ASAAS_ENVIRONMENT: 'sandbox', ASAAS_API_KEY: '$aact_hmlg_x' })).toEqual({
      environment: 'sandbox',
      keyConfigured: true,
    });
    expect(paymentsEnv({ ASAAS_BASE_URL: 'http://127.0.0.1:5090/v3', ASAAS_API_KEY: ' ' })).toEqual({
      environment: 'local',
      keyConfigured: false,
    });
    // The emulator without a base URL is a local misconfiguration, not production.
    expect(paymentsEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      environment: 'local',
      keyConfigured: false,
    });
    expect(JSON.stringify(paymentsEnv({ ASAAS_API_KEY: '$aact_prod_secret' }))).not.toContain('secret');
  });
});
