// The buyer's Asaas customer: one per account, found or created by our own reference (the uid),
// never by CPF (the CPF is typed by the buyer: finding by it attached B's charge to A's customer).
// The typed buyer data goes to that customer, so the invoice carries it; the profile changes only
// when the buyer ticks 'Salvar estes dados no meu perfil'.
import { ACCOUNT_DELETED_CODE, DELETION_MESSAGES } from '@gn/core/account-deletion';
import { cpfDigits } from '@gn/core/cpf';
import { phoneToStorage } from '@gn/core/phone';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { isFirestoreNotFound } from '../http/firebase-errors.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import { checkoutError } from './checkout-errors.ts';
import { ACCOUNT_TOMBSTONES } from '../privacy/account-tombstone.ts';

/** What the customer was last given, so that unchanged data costs no call to Asaas. */
function fingerprint(input: object): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

async function upsertCustomer(
  uid: string,
  storedId: string | null,
  storedFingerprint: unknown,
  input: { name: string; cpfCnpj: string; email: string; mobilePhone: string },
): Promise<string> {
  const current = fingerprint(input);
  try {
    if (storedId && storedFingerprint === current) return storedId;
    if (storedId) return (await asaas().updateCustomer(storedId, input)).id;
    const customer = await asaas().getOrCreateCustomer({ ...input, externalReference: uid });
    const same =
      customer.name === input.name && customer.cpfCnpj === input.cpfCnpj && customer.email === input.email;
    return same ? customer.id : (await asaas().updateCustomer(customer.id, input)).id;
  } catch (error) {
    logger.error('Asaas customer creation failed', error);
    // Asaas's own validation messages (CPF, e-mail) are pt-BR and about the buyer's data.
    if (isAsaasError(error) && error.status === 400) throw new ApiError('bad_request', error.message);
    throw checkoutError('customerFailed');
  }
}

/** `profileSnap`: the profile as the checkout already read it (checkout-reads.ts). */
export async function ensurePaymentCustomer(
  uid: string,
  buyer: BuyerInput,
  profileSnap: DocumentSnapshot | null = null,
): Promise<string> {
  const profile = (profileSnap ?? (await db().doc(`profiles/${uid}`).get())).data();
  const cpf = cpfDigits(buyer.cpf);
  const input = { name: buyer.nome, cpfCnpj: cpf, email: buyer.email, mobilePhone: buyer.telefone };
  // A customer remembered before this rule (no fingerprint beside it) may have been found by CPF,
  // i.e. someone else's: it is looked up again by our reference instead of being trusted.
  const storedId =
    typeof profile?.asaas_customer_id === 'string' && typeof profile.asaas_customer_dados === 'string'
      ? profile.asaas_customer_id
      : null;
  const customerId = await upsertCustomer(uid, storedId, profile?.asaas_customer_dados, input);
  const dados = fingerprint(input);
  // A repeat buyer with the same data writes nothing.
  if (customerId === storedId && dados === profile?.asaas_customer_dados && !buyer.salvarNoPerfil) {
    return customerId;
  }
  const fields = {
    asaas_customer_id: customerId,
    asaas_customer_dados: dados,
    ...(buyer.salvarNoPerfil ? { nome: buyer.nome, cpf, telefone: phoneToStorage(buyer.telefone) } : {}),
    updated_at: FieldValue.serverTimestamp(),
  };
  await saveToProfile(uid, profile !== undefined, fields);
  return customerId;
}

/**
 * Writes the checkout's fields on the profile without ever bringing back one that an account
 * deletion removed meanwhile (with the buyer's name and CPF in it): an existing profile is only
 * updated (gone since, the update fails); a missing one is created in a transaction that first
 * looks for the deletion's mark (privacy/account-tombstone.ts).
 */
async function saveToProfile(uid: string, existed: boolean, fields: Record<string, unknown>): Promise<void> {
  const profileRef = db().doc(`profiles/${uid}`);
  const gone = () => new ApiError('forbidden', DELETION_MESSAGES.deleting, ACCOUNT_DELETED_CODE);
  if (existed) {
    await profileRef.update(fields).catch((error: unknown) => {
      throw isFirestoreNotFound(error) ? gone() : error;
    });
    return;
  }
  await db().runTransaction(async (tx) => {
    if ((await tx.get(db().doc(`${ACCOUNT_TOMBSTONES}/${uid}`))).exists) throw gone();
    tx.set(profileRef, fields, { merge: true });
  });
}
