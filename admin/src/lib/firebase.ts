// The Firebase app and its Auth instance (e-mail/password only, so the popup code stays out of the
// bundle), pointed at the emulator when configured.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { config } from '../config';

export const firebaseApp = initializeApp(config.firebase);

// initializeAuth instead of getAuth: e-mail/password only, so the popup/redirect resolver
// (a large part of the Auth SDK) is left out of the bundle.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}
