// Firestore is only imported through dynamic import() (see routes/dashboard), so its SDK
// lands in a lazily loaded chunk instead of the entry bundle.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { config } from '../config';
import { firebaseApp } from './firebase';

let db: Firestore | null = null;

export function getDb(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp);
  if (config.firestoreEmulator) {
    connectFirestoreEmulator(db, config.firestoreEmulator.host, config.firestoreEmulator.port);
  }
  return db;
}
