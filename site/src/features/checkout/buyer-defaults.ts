// Step Dados is prefilled from the buyer's profile (profiles/{uid}: nome, email, telefone, cpf),
// masked as the inputs show them.
import { formatCpf } from '@gn/core/cpf';
import { phoneFromStorage } from '@gn/core/phone';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { loadLiteFirestore } from '../session/firestore-client';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function buyerFromProfile(
  profile: Record<string, unknown> | undefined,
  authEmail: string | null,
): BuyerInput {
  return {
    nome: text(profile?.nome),
    email: text(profile?.email) || (authEmail ?? ''),
    cpf: formatCpf(text(profile?.cpf)),
    telefone: phoneFromStorage(text(profile?.telefone) || null),
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
