// Step Dados is prefilled from the buyer's profile (profiles/{uid}: nome, email, telefone, cpf),
// masked as the inputs show them.
import { formatCpf } from '@gn/core/cpf';
import { phoneFromStorage } from '@gn/core/phone';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { readProfile } from '@gn/core/stored/profile';
import { loadLiteFirestore } from '../session/firestore-client';

export function buyerFromProfile(data: unknown, authEmail: string | null): BuyerInput {
  const profile = readProfile(data);
  return {
    nome: profile.nome,
    email: profile.email || (authEmail ?? ''),
    cpf: formatCpf(profile.cpf ?? ''),
    telefone: phoneFromStorage(profile.telefone),
    // The profile changes only when the buyer asks, purchase by purchase.
    salvarNoPerfil: false,
  };
}

/** The prefill; an unreadable profile gives the account e-mail only (the buyer types the rest). */
export async function loadBuyerDefaults(uid: string, authEmail: string | null): Promise<BuyerInput> {
  try {
    const { db, sdk } = await loadLiteFirestore();
    const snap = await sdk.getDoc(sdk.doc(db, 'profiles', uid));
    return buyerFromProfile(snap.data(), authEmail);
  } catch (error) {
    console.error('Falha ao ler o perfil', error);
    return buyerFromProfile(undefined, authEmail);
  }
}
