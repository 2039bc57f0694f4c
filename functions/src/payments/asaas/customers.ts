// Customers: one per account, found by our uid in externalReference and never by CPF (a CPF is
// typed by the buyer: finding by it would attach a charge to someone else's customer).
import type { AsaasHttp } from './client.ts';
import type { AsaasCustomer, AsaasList, CreateCustomerInput } from './types.ts';

function digits(cpfCnpj: string): string {
  const d = cpfCnpj.replace(/\D/g, '');
  if (d.length !== 11 && d.length !== 14) throw new RangeError('CPF/CNPJ deve ter 11 ou 14 dígitos');
  return d;
}

function firstActive(list: AsaasList<AsaasCustomer>): AsaasCustomer | null {
  return list.data.find((c) => c.deleted !== true) ?? null;
}

export interface AsaasCustomerOperations {
  findCustomerByExternalReference(externalReference: string): Promise<AsaasCustomer | null>;
  /** Plain create: retried only on 429. Prefer getOrCreateCustomer. */
  createCustomer(input: CreateCustomerInput): Promise<AsaasCustomer>;
  /**
   * The customer whose externalReference is our uid, else a new one. Safe to retry: a create
   * that timed out is found by the next lookup instead of duplicated.
   */
  getOrCreateCustomer(input: CreateCustomerInput & { externalReference: string }): Promise<AsaasCustomer>;
  /** POST /customers/{id}: the buyer's current name, CPF, e-mail and phone on the invoice. */
  updateCustomer(id: string, input: CreateCustomerInput): Promise<AsaasCustomer>;
}

export function customerOperations(http: AsaasHttp): AsaasCustomerOperations {
  const list = (query: Record<string, string>) =>
    http.request<AsaasList<AsaasCustomer>>({
      method: 'GET',
      path: '/customers',
      query: { ...query, limit: 10 },
      retry: 'idempotent',
      resource: 'customer',
    });

  const findCustomerByExternalReference = async (externalReference: string) => {
    if (!externalReference) throw new RangeError('externalReference vazio');
    return firstActive(await list({ externalReference }));
  };

  const post = async (
    input: CreateCustomerInput,
    retry: 'rate-limit-only' | 'none' | 'idempotent',
    path = '/customers',
  ) => {
    const name = input.name.trim();
    if (!name) throw new RangeError('Nome do cliente vazio');
    return http.request<AsaasCustomer>({
      method: 'POST',
      path,
      body: {
        name,
        cpfCnpj: digits(input.cpfCnpj),
        ...(input.email ? { email: input.email } : {}),
        ...(input.mobilePhone ? { mobilePhone: input.mobilePhone.replace(/\D/g, '') } : {}),
        ...(input.externalReference ? { externalReference: input.externalReference } : {}),
      },
      retry,
      resource: 'customer',
    });
  };

  return {
    findCustomerByExternalReference,
    createCustomer: async (input) => post(input, 'rate-limit-only'),
    getOrCreateCustomer: async (input) => {
      digits(input.cpfCnpj); // a malformed CPF never reaches Asaas, not even as a lookup
      return http.createOnce(
        () => findCustomerByExternalReference(input.externalReference),
        () => post(input, 'none'),
        { method: 'POST', path: '/customers' },
      );
    },
    // Setting the same fields twice is harmless: safe to retry.
    updateCustomer: async (id, input) => post(input, 'idempotent', `/customers/${encodeURIComponent(id)}`),
  };
}
