// The Firebase app and Auth instance of the public site. NEVER import this module statically from
// code that runs on every page: it pulls in the Auth SDK. session.ts loads it with a dynamic
// import, only when a session hint exists or the user acts (sign-in, checkout, account pages).
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type Auth,
} from 'firebase/auth';
import { publicConfig } from '../../lib/public-config';
import { clearSessionHint, setSessionHint } from './hint';
import { clearSavedTickets } from './saved-tickets-key';

function createApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp({
    apiKey: publicConfig.apiKey,
    projectId: publicConfig.projectId,
    ...(publicConfig.authDomain ? { authDomain: publicConfig.authDomain } : {}),
  });
}

export const firebaseApp = createApp();

// initializeAuth rather than getAuth: e-mail and password only, so the popup/redirect resolver
// (a large part of the Auth SDK) stays out of the bundle.
export const auth: Auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (publicConfig.authEmulatorUrl) {
  connectAuthEmulator(auth, publicConfig.authEmulatorUrl, { disableWarnings: true });
}

// The hint follows Firebase: set while a user is signed in, cleared when Firebase reports none
// (signed out here or in another tab, expired or revoked session), and with it the tickets the
// account kept for offline use.
onIdTokenChanged(auth, (user) => {
  if (user) setSessionHint();
  else {
    clearSessionHint();
    clearSavedTickets();
  }
});

export async function signOutUser(): Promise<void> {
  await signOut(auth);
}
