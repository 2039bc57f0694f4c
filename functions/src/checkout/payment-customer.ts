// The buyer's Asaas customer: reused while the CPF stays the same, found by CPF or created
// otherwise, and remembered on the profile (cpf and asaas_customer_id are functions-only fields).
import { cpfDigits } from '@gn/core/cpf';
import { CHECKOUT_MESSAGES } from '@gn/core/checkout-rules';
import { phoneToStorage } from '@gn/core/phone';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';

export async function ensurePaymentCustomer(uid: string, buyer: BuyerInput): Promise<string> {
  const profileRef = db().doc(`profiles/${uid}`);
  const profile = (await profileRef.get()).data();
  const cpf = cpfDigits(buyer.cpf);
  if (typeof profile?.asaas_customer_id === 'string' && profile.cpf === cpf) return profile.asaas_customer_id;

  let customerId: string;
  try {
    const input = { name: buyer.nome, cpfCnpj: cpf, email: buyer.email, mobilePhone: buyer.telefone };
    const existing = await asaas().findCustomerByCpf(cpf);
    customerId = (existing ?? (await asaas().getOrCreateCustomer({ ...input, externalReference: uid }))).id;
  } catch (error) {
    logger.error('Asaas customer creation failed', error);
    // Asaas's own validation messages (CPF, e-mail) are pt-BR and about the buyer's data.
    const message =
      isAsaasError(error) && error.status === 400 ? error.message : CHECKOUT_MESSAGES.customerFailed;
    throw new ApiError(isAsaasError(error) && error.status === 400 ? 'bad_request' : 'bad_gateway', message);
  }
  await profileRef.set(
    {
      cpf,
      asaas_customer_id: customerId,
      nome: buyer.nome,
      telefone: phoneToStorage(buyer.telefone),
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return customerId;
}
