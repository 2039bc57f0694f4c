import { describe, expect, it } from 'vitest';
import {
  ASAAS_PRODUCTION_BASE_URL,
  ASAAS_SANDBOX_BASE_URL,
  AsaasConfigError,
  asaasConfigFromEnv,
  assertSafeAsaasTarget,
  resolveAsaasBaseUrl,
} from './config.ts';

describe('Asaas configuration', () => {
  it('resolves the base URL from the environment', () => {
    expect(resolveAsaasBaseUrl({})).toBe(ASAAS_PRODUCTION_BASE_URL);
    expect(resolveAsaasBaseUrl({ ASAAS_ENVIRONMENT: 'sandbox' })).toBe(ASAAS_SANDBOX_BASE_URL);
    expect(resolveAsaasBaseUrl({ ASAAS_BASE_URL: 'http://127.0.0.1:5090/v3/' })).toBe(
      'http://127.0.0.1:5090/v3',
    );
    expect(() => resolveAsaasBaseUrl({ ASAAS_ENVIRONMENT: 'staging' })).toThrow(AsaasConfigError);
  });

  it('under the emulator, never falls back to production by omission', () => {
    expect(() => resolveAsaasBaseUrl({ FUNCTIONS_EMULATOR: 'true' })).toThrow(AsaasConfigError);
    expect(resolveAsaasBaseUrl({ FUNCTIONS_EMULATOR: 'true', ASAAS_BASE_URL: 'http://127.0.0.1:1/v3' })).toBe(
      'http://127.0.0.1:1/v3',
    );
  });

  it('keeps keys where they belong', () => {
    expect(() => assertSafeAsaasTarget(ASAAS_PRODUCTION_BASE_URL, '$aact_prod_x')).not.toThrow();
    expect(() => assertSafeAsaasTarget('http://127.0.0.1:5090/v3', '$aact_prod_x')).toThrow(/produção/);
    expect(() => assertSafeAsaasTarget(ASAAS_PRODUCTION_BASE_URL, '$aact_hmlg_x')).toThrow(/sandbox/);
    expect(() => assertSafeAsaasTarget('http://example.com/v3', 'local')).toThrow(/HTTPS/);
    expect(() => assertSafeAsaasTarget('http://127.0.0.1:5090/v3', 'local')).not.toThrow();
    expect(() => assertSafeAsaasTarget(ASAAS_SANDBOX_BASE_URL, '')).toThrow(AsaasConfigError);
  });

  it('never puts the key in an error message', () => {
    try {
      assertSafeAsaasTarget('http://127.0.0.1:1/v3', '$aact_prod_SECRET');
    } catch (error) {
      expect(String(error)).not.toContain('SECRET');
    }
  });

  it('builds a client configuration', () => {
    expect(asaasConfigFromEnv('$aact_hmlg_k', { ASAAS_ENVIRONMENT: 'sandbox' })).toEqual({
      baseUrl: ASAAS_SANDBOX_BASE_URL,
      apiKey: '$aact_hmlg_k',
      userAgent: 'GN Ingressos/1.0',
    });
  });
});
