// The profile document a new account creates for itself (firestore.rules: the owner may create
// profiles/{uid} with only user_id, nome, email = token e-mail, telefone, preferencias, created_at).

export const PROFILE_NOME_MAX = 100;

export interface NewProfile {
  user_id: string;
  nome: string;
  email: string;
  telefone: null;
  preferencias: { tema: 'gn-dark' | 'gn-light' | null; notificacoes_email: boolean };
}

export function newProfile(
  uid: string,
  nome: string,
  email: string,
  tema: 'gn-dark' | 'gn-light' | null,
): NewProfile {
  return {
    user_id: uid,
    // The rules accept 1 to 100 characters.
    nome: nome.trim().slice(0, PROFILE_NOME_MAX),
    email,
    telefone: null,
    preferencias: { tema, notificacoes_email: true },
  };
}
