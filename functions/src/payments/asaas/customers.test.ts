import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest, testClient } from './fake-fetch.ts';
import type { AsaasCustomer } from './types.ts';

const ANA: AsaasCustomer = {
  object: 'customer',
  id: 'cus_000005219613',
  name: 'Ana Souza',
  cpfCnpj: '11144477735',
  email: 'ana@example.com',
  externalReference: 'uid-ana',
  deleted: false,
};

const list = (data: AsaasCustomer[]) =>
  jsonResponse(200, { object: 'list', hasMore: false, totalCount: data.length, limit: 10, offset: 0, data });

function asaasWith(customers: AsaasCustomer[]) {
  return (req: RecordedRequest) => {
    if (req.method === 'GET') {
      const ref = req.url.searchParams.get('externalReference');
      const cpf = req.url.searchParams.get('cpfCnpj');
      return list(customers.filter((c) => (ref ? c.externalReference === ref : c.cpfCnpj === cpf)));
    }
    const created = { ...(req.body as AsaasCustomer), id: 'cus_000000000099', deleted: false };
    customers.push(created);
    return jsonResponse(200, created);
  };
}

describe('customers', () => {
  it('finds by externalReference', async () => {
    const { client, calls } = testClient(asaasWith([ANA]));
    await expect(client.findCustomerByExternalReference('uid-ana')).resolves.toEqual(ANA);
    await expect(client.findCustomerByExternalReference('uid-bia')).resolves.toBeNull();
    expect(calls[0]?.url.searchParams.get('externalReference')).toBe('uid-ana');
  });

  it('skips deleted customers', async () => {
    const { client } = testClient(asaasWith([{ ...ANA, deleted: true }]));
    await expect(client.findCustomerByExternalReference('uid-ana')).resolves.toBeNull();
  });

  it('getOrCreateCustomer reuses by externalReference first, without a CPF lookup', async () => {
    const { client, calls } = testClient(asaasWith([ANA]));
    const customer = await client.getOrCreateCustomer({
      name: 'Ana',
      cpfCnpj: '11144477735',
      externalReference: 'uid-ana',
    });
    expect(customer.id).toBe(ANA.id);
    expect(calls).toHaveLength(1);
  });

  it("never by CPF: another account's customer with the same CPF is not reused", async () => {
    const { client, calls } = testClient(asaasWith([ANA]));
    const customer = await client.getOrCreateCustomer({
      name: 'Bia',
      cpfCnpj: '111.444.777-35',
      externalReference: 'uid-bia',
    });
    expect(customer.id).not.toBe(ANA.id);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(calls.some((c) => c.url.searchParams.has('cpfCnpj'))).toBe(false);
  });

  it('creates only when none matches, with the fields Asaas expects', async () => {
    const customers: AsaasCustomer[] = [];
    const { client, calls } = testClient(asaasWith(customers));
    const customer = await client.getOrCreateCustomer({
      name: '  Bia Lima ',
      cpfCnpj: '529.982.247-25',
      email: 'bia@example.com',
      mobilePhone: '(11) 98765-4321',
      externalReference: 'uid-bia',
    });
    expect(customer.id).toBe('cus_000000000099');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(calls[1]?.body).toEqual({
      name: 'Bia Lima',
      cpfCnpj: '52998224725',
      email: 'bia@example.com',
      mobilePhone: '11987654321',
      externalReference: 'uid-bia',
    });
    await client.getOrCreateCustomer({ name: 'Bia', cpfCnpj: '52998224725', externalReference: 'uid-bia' });
    expect(customers).toHaveLength(1);
  });

  it('refuses a CPF/CNPJ of the wrong length before calling Asaas', async () => {
    const { client, calls } = testClient(asaasWith([]));
    await expect(
      client.getOrCreateCustomer({ name: 'Ana', cpfCnpj: '123', externalReference: 'uid-x' }),
    ).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });

  it('updateCustomer posts the new data to /customers/{id}', async () => {
    const { client, calls } = testClient(() => jsonResponse(200, { ...ANA, name: 'Ana Lima' }));
    const updated = await client.updateCustomer(ANA.id, { name: 'Ana Lima', cpfCnpj: '111.444.777-35' });
    expect(updated.name).toBe('Ana Lima');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toMatch(/\/customers\/cus_000005219613$/);
    expect(calls[0]?.body).toEqual({ name: 'Ana Lima', cpfCnpj: '11144477735' });
  });
});
