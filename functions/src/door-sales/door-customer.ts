// The Asaas customer a door PIX is charged to (door-sale.ts): the buyer's own when the operator
// typed a name and CPF (found again by a reference made from the CPF's digest, never from the
// CPF itself), else the shop's customer for the door, named and documented as the company
// (site_settings/company), which the admin must have filled in before PIX is sold at the door.
import { DOOR_ANONYMOUS_CUSTOMER_REF } from '@gn/core/door-sale';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { ApiError } from '../http/errors.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import { companySettings } from '../settings/company-settings.ts';
import { personKey } from '../stock/slots-ground.ts';
import { checkoutError } from '../checkout/checkout-errors.ts';
import { doorSaleError } from './door-errors.ts';

export async function doorCustomerId(
  db: Firestore,
  buyer: { nome: string | null; cpf: string | null; email: string | null },
): Promise<string> {
  let input: { name: string; cpfCnpj: string; email?: string; externalReference: string };
  if (buyer.nome && buyer.cpf) {
    input = {
      name: buyer.nome,
      cpfCnpj: buyer.cpf,
      ...(buyer.email ? { email: buyer.email } : {}),
      externalReference: `porta-cpf:${personKey(buyer.cpf)}`,
    };
  } else {
    const seller = await companySettings(db);
    if (!seller) throw doorSaleError('noSeller');
    input = {
      name: `${seller.razao_social} (bilheteria)`,
      cpfCnpj: seller.cnpj,
      externalReference: DOOR_ANONYMOUS_CUSTOMER_REF,
    };
  }
  try {
    return (await asaas().getOrCreateCustomer(input)).id;
  } catch (error) {
    logger.error('Asaas customer for a door sale failed', error);
    if (isAsaasError(error) && error.status === 400) throw new ApiError('bad_request', error.message);
    throw checkoutError('customerFailed');
  }
}
