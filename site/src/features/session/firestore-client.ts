// Firestore for the checkout screens, loaded on demand with the Auth client, so that the user's
// ID token reaches the security rules. One-off reads use the session's Firestore Lite instance
// (a fraction of the size); the waiting page needs a live listener (onSnapshot), so the full SDK.
import type { Firestore } from 'firebase/firestore';
import { publicConfig } from '../../lib/public-config';
import { loadAuthClient } from './session';

export function loadLiteFirestore() {
  return Promise.all([import('./firestore-lite'), import('firebase/firestore/lite')]).then(
    ([{ db }, sdk]) => ({ db, sdk }),
  );
}

let full: Promise<{ db: Firestore; sdk: typeof import('firebase/firestore') }> | null = null;

export function loadLiveFirestore() {
  full ??= Promise.all([loadAuthClient(), import('firebase/firestore')]).then(([{ firebaseApp }, sdk]) => {
    const db = sdk.getFirestore(firebaseApp);
    const host = publicConfig.firestoreEmulatorHost;
    if (host) {
      const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
      try {
        sdk.connectFirestoreEmulator(db, hostname, Number(port));
      } catch {
        /* another island of the page connected this instance already */
      }
    }
    return { db, sdk };
  });
  full.catch(() => (full = null));
  return full;
}
