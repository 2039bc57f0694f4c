// Firebase calls of the sign-in page. Loaded with a dynamic import on the first interaction with
// the form (or when a session hint exists), never with the page itself.
import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth } from '../session/firebase-client';
import { setSessionHint } from '../session/hint';
import { newProfile } from '../session/profile';

export async function signIn(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  setSessionHint();
  // A theme saved in Preferências follows the user to a new device (waits at most 1.5 s).
  await import('../session/saved-theme')
    .then((m) => m.applySavedTheme(user.uid))
    .catch((error: unknown) => console.error('Falha ao aplicar o tema salvo', error));
}

async function writeProfile(user: User, nome: string): Promise<void> {
  // Firestore Lite: one REST write, a fraction of the full SDK; loaded only for sign-ups.
  const [{ doc, serverTimestamp, setDoc }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../session/firestore-lite'),
  ]);
  // The rules accept exactly these keys, with the e-mail of the token (see firestore.rules).
  await setDoc(doc(db, 'profiles', user.uid), {
    ...newProfile(user.uid, nome, user.email ?? '', currentTheme()),
    created_at: serverTimestamp(),
  });
}

function currentTheme(): 'gn-dark' | 'gn-light' | null {
  const theme = document.documentElement.dataset.theme;
  return theme === 'gn-dark' || theme === 'gn-light' ? theme : null;
}

/**
 * Creates the account, its display name and its `profiles/{uid}` document, then has the
 * verification link mailed. The account exists once
 * Firebase answers; a failed profile write is retried, then left for the account area to repair
 * (the user is signed in either way, so the error is logged rather than shown as a failed sign-up).
 */
export async function signUp(nome: string, email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  setSessionHint();
  await updateProfile(user, { displayName: nome }).catch((error: unknown) =>
    console.error('Falha ao salvar o nome na conta', error),
  );
  await writeProfileWithRetries(user, nome);
  await sendVerificationLink(user);
}

async function writeProfileWithRetries(user: User, nome: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await writeProfile(user, nome);
      return;
    } catch (error) {
      if (attempt >= 3) {
        console.error('Falha ao criar o perfil', error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Asks our API to mail the new account's verification link (so it reads like every e-mail of the
 * shop). Not awaited: `keepalive` lets the request finish while the page moves on. A failure is
 * logged only: /conta shows the state and a "Reenviar" button.
 */
async function sendVerificationLink(user: User): Promise<void> {
  try {
    const token = await user.getIdToken();
    void fetch('/api/me/verify-email', {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    }).catch((error: unknown) => console.error('Falha ao enviar o link de verificação', error));
  } catch (error) {
    console.error('Falha ao enviar o link de verificação', error);
  }
}

export async function sendPasswordReset(email: string): Promise<void> {
  auth.languageCode = 'pt-BR';
  await sendPasswordResetEmail(auth, email);
}
