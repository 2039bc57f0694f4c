// Firestore Lite (REST, a fraction of the full SDK) on the site's Firebase app, connected to the
// emulator when the build says so. For one-off reads and writes under the rules (profile, the
// account's orders and tickets); live listeners need the full SDK instead. Load it with a dynamic
// import from code that runs on anonymous pages.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { publicConfig } from '../../lib/public-config';
import { firebaseApp } from './firebase-client';

function createFirestore(): Firestore {
  const db = getFirestore(firebaseApp);
  const host = publicConfig.firestoreEmulatorHost;
  if (host) {
    const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
    connectFirestoreEmulator(db, hostname, Number(port));
  }
  return db;
}

export const db: Firestore = createFirestore();
