// The Asaas API v3 client. Usage (in a function that has the ASAAS_API_KEY secret bound):
//   const asaas = createAsaasClient(asaasConfigFromEnv(ASAAS_API_KEY.value()));
//   const customer = await asaas.getOrCreateCustomer({ name, cpfCnpj, email, externalReference: uid });
//   const payment = await asaas.createPaymentOnce({ customer: customer.id, billingType, valueCentavos,
//     dueDate, description, externalReference: orderId });
import { AsaasHttp } from './client.ts';
import type { AsaasClientConfig } from './config.ts';
import { customerOperations, type AsaasCustomerOperations } from './customers.ts';
import { installmentOperations, type AsaasInstallmentOperations } from './installments.ts';
import { paymentOperations, type AsaasPaymentOperations } from './payments.ts';

export type AsaasClient = AsaasCustomerOperations & AsaasPaymentOperations & AsaasInstallmentOperations;

export function createAsaasClient(config: AsaasClientConfig): AsaasClient {
  const http = new AsaasHttp(config);
  return { ...customerOperations(http), ...paymentOperations(http), ...installmentOperations(http) };
}

export { AsaasHttp } from './client.ts';
export { DEFAULT_ASAAS_RETRY } from './config.ts';
export type { AsaasClientConfig, AsaasRetryInfo, AsaasRetryOptions } from './config.ts';
export {
  ASAAS_PRODUCTION_BASE_URL,
  ASAAS_SANDBOX_BASE_URL,
  ASAAS_USER_AGENT,
  AsaasConfigError,
  asaasConfigFromEnv,
  assertSafeAsaasTarget,
  resolveAsaasBaseUrl,
} from './config.ts';
export { ASAAS_MESSAGES, AsaasError, isAsaasError } from './errors.ts';
export type { AsaasErrorDetail, AsaasErrorKind } from './errors.ts';
export { centavosToAsaasValue, isAsaasPaymentPaid, paymentValueCentavos } from './payments.ts';
export * from './types.ts';
