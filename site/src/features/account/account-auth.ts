// Firebase Auth calls of the settings page: the password change (Firebase asks for a recent
// sign-in, so the current password re-authenticates first) and the display name that the
// header's user menu shows.
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile,
} from 'firebase/auth';
import { auth } from '../session/firebase-client';

function signedInUser() {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Sessão expirada'), { code: 'auth/user-token-expired' });
  return user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, currentPassword));
  await updatePassword(user, newPassword);
}

/**
 * Confirms the password again (the account's deletion wants a sign-in of the last few minutes)
 * and refreshes the ID token, whose auth_time the API checks. The site signs in with e-mail and
 * password only (no Google: the CSP allows no Auth iframe), so the password is the only way.
 */
export async function confirmPassword(password: string): Promise<void> {
  const user = signedInUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, password));
  await user.getIdToken(true);
}

/** Keeps the Auth display name in step with profiles.nome (best effort: the profile is the truth). */
export async function updateDisplayName(nome: string): Promise<void> {
  const user = auth.currentUser;
  if (!user || user.displayName === nome) return;
  await updateProfile(user, { displayName: nome }).catch((error: unknown) =>
    console.error('Falha ao atualizar o nome da conta', error),
  );
}
