// The session API of the public site. Safe to import from any page: it does not load Firebase
// until one of the async functions is called (dynamic import of firebase-client.ts).
//
//   hasSessionHint()      sync; true when a session may exist (cheap gate before loading Firebase)
//   currentUser()         the signed-in user once Firebase knows the initial state, or null
//   getIdToken()          the user's ID token for `Authorization: Bearer` calls to /api, or null
//   onUserChange(cb)      follow sign-in / sign-out (also in other tabs); returns unsubscribe
//   signOutEverywhere()   sign out, clear the hint, go to '/'
//   redirectToSignIn()    remember the current page (and a flash message) and go to /entrar
import type { User } from 'firebase/auth';
import { clearSessionHint, hasSessionHint } from './hint';
import { setFlash, type Flash } from './flash';
import { rememberReturnPath, signInHref } from './return-path';

export { hasSessionHint };

export interface SessionUser {
  uid: string;
  email: string | null;
  /** The Auth display name (set from 'nome' at sign-up), or null. */
  displayName: string | null;
  /** The ID token's custom claim `admin === true`. */
  isAdmin: boolean;
}

type Client = typeof import('./firebase-client');

let clientPromise: Promise<Client> | null = null;

/** Loads (once) the Firebase app and Auth instance. Exported for the sign-in and account code. */
export function loadAuthClient(): Promise<Client> {
  clientPromise ??= import('./firebase-client').catch((error: unknown) => {
    clientPromise = null; // a failed chunk download may succeed on the next call
    throw error;
  });
  return clientPromise;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  let isAdmin = false;
  try {
    const token = await user.getIdTokenResult();
    isAdmin = token.claims.admin === true;
  } catch (error) {
    // No readable token (offline at expiry, revoked): the user is still known, but not as admin.
    console.error('Falha ao ler o token de autenticação', error);
  }
  return { uid: user.uid, email: user.email, displayName: user.displayName, isAdmin };
}

/**
 * The signed-in user, once Firebase has restored the session (resolves after the initial auth
 * state is known), or null. Loads the Auth SDK: on pages anonymous visitors see, call it only
 * after `hasSessionHint()` or a user action.
 */
export async function currentUser(): Promise<SessionUser | null> {
  const { auth } = await loadAuthClient();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    clearSessionHint();
    return null;
  }
  return toSessionUser(user);
}

/** The current user's Firebase ID token (refreshed when near expiry), or null when anonymous. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const { auth } = await loadAuthClient();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}

/** Calls `callback` with the user now and at every sign-in, sign-out or token refresh. */
export function onUserChange(callback: (user: SessionUser | null) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  let latest = 0;
  void loadAuthClient().then(async ({ auth }) => {
    if (cancelled) return;
    const { onIdTokenChanged } = await import('firebase/auth');
    if (cancelled) return;
    unsubscribe = onIdTokenChanged(auth, (user) => {
      const read = ++latest;
      if (!user) {
        callback(null);
        return;
      }
      void toSessionUser(user).then((value) => {
        if (read === latest) callback(value); // only the newest token read wins
      });
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** Signs out, clears the hint and goes to the home page. */
export async function signOutEverywhere(): Promise<void> {
  try {
    const { signOutUser } = await loadAuthClient();
    await signOutUser();
  } catch (error) {
    console.error('Falha ao sair', error);
  } finally {
    clearSessionHint();
    window.location.assign('/');
  }
}

/**
 * Sends an anonymous visitor to /entrar and brings them back afterwards: remembers `returnTo`
 * (default: the current page) and shows `flash` there, e.g.
 * `redirectToSignIn({ flash: { type: 'error', message: 'Você precisa estar logado para comprar ingressos' } })`.
 */
export function redirectToSignIn(options: { returnTo?: string; flash?: Flash } = {}): void {
  const returnTo = options.returnTo ?? window.location.pathname + window.location.search;
  rememberReturnPath(returnTo);
  if (options.flash) setFlash(options.flash);
  window.location.assign(signInHref(returnTo));
}
