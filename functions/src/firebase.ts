// The Firebase Admin SDK for the functions: one app per process and its Auth and Firestore.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// One Admin SDK app per process. Under the emulator the SDK finds the Auth and Firestore
// emulators through FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST; in production
// FIREBASE_CONFIG supplies the project and the default bucket.
function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function auth(): Auth {
  return getAuth(adminApp());
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export { adminApp };
