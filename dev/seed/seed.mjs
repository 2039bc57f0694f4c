// Seeds the local emulators with the pt-BR demo data: Firestore documents, Auth users and the
// decorative cover images in the local file store.
//
//   import { seed } from './dev/seed/seed.mjs';
//   await seed({ projectId: 'demo-gn', fileStoreDir: '.data/files' });
//
//   # or as a CLI (inside `firebase emulators:exec`, which sets the emulator hosts):
//   GN_FILE_STORE_DIR=/tmp/gn-files node dev/seed/seed.mjs
//
// Environment: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set (the seed
// refuses to run against a real project). CLI only: GCLOUD_PROJECT (or GOOGLE_CLOUD_PROJECT),
// GN_FILE_STORE_DIR, and optionally GN_SEED_NOW (an ISO date to seed "as of" another moment).
//
// Idempotent: every document has a fixed id and is overwritten with set(); users that already
// exist are updated instead of created; images are deterministic and only re-rendered when
// missing or changed (see images.mjs).

import { pathToFileURL } from 'node:url';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { EMPTY_SCOPE, roleClaims } from '@gn/core/roles';
import { buildSeedData } from './build.mjs';
import { demoRoleOf } from './demo-users.mjs';
import { writeCovers } from './images.mjs';

const BATCH_LIMIT = 400;

/**
 * A firebase-admin app for the seed. Reuses an app of the same name if the caller already has one
 * (and then leaves it alone); otherwise creates it and reports `owned: true` so we can delete it.
 */
export function seedApp(projectId) {
  const name = `gn-seed-${projectId}`;
  const existing = getApps().find((a) => a.name === name);
  if (existing) return { app: existing, owned: false };
  return { app: initializeApp({ projectId }, name), owned: true };
}

export function assertEmulators() {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((k) => !process.env[k]);
  if (missing.length) {
    throw new Error(`seed: ${missing.join(' and ')} not set; the seed only runs against the local emulators`);
  }
}

/** Deep copy where every Date becomes a Firestore Timestamp. */
export function toFirestore(value) {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(v)]));
  }
  return value;
}

async function writeDocs(db, docs) {
  for (let i = 0; i < docs.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const d of docs.slice(i, i + BATCH_LIMIT)) {
      batch.set(db.collection(d.collection).doc(d.id), toFirestore(d.data));
    }
    await batch.commit();
  }
}

async function ensureUser(auth, u) {
  const props = {
    email: u.email,
    password: u.password,
    displayName: u.nome,
    emailVerified: true,
    disabled: false,
  };
  try {
    await auth.createUser({ uid: u.uid, ...props });
  } catch (err) {
    const code = /** @type {{ code?: string }} */ (err)?.code;
    if (code === 'auth/uid-already-exists') {
      await auth.updateUser(u.uid, props);
    } else if (code === 'auth/email-already-exists') {
      // The demo e-mail belongs to another uid (e.g. someone signed up with it in the emulator):
      // free it so the demo account keeps its fixed uid.
      const other = await auth.getUserByEmail(u.email);
      await auth.deleteUser(other.uid);
      await auth.createUser({ uid: u.uid, ...props });
    } else {
      throw err;
    }
  }
  const claims = roleClaims(demoRoleOf(u), u.escopo ?? EMPTY_SCOPE);
  await auth.setCustomUserClaims(u.uid, Object.keys(claims).length > 0 ? claims : null);
}

/**
 * Writes all demo data. Returns the counts and the elapsed time.
 * @param {{ projectId: string, fileStoreDir: string, now?: Date }} options
 */
export async function seed({ projectId, fileStoreDir, now = new Date() }) {
  if (!projectId) throw new Error('seed: projectId is required');
  if (!fileStoreDir) throw new Error('seed: fileStoreDir is required');
  assertEmulators();
  const started = performance.now();
  const data = buildSeedData({ now });
  const { app, owned } = seedApp(projectId);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const [covers] = await Promise.all([
      writeCovers(data.images, fileStoreDir),
      writeDocs(db, data.docs),
      Promise.all(data.users.map((u) => ensureUser(auth, u))),
    ]);
    const counts = {};
    for (const d of data.docs) counts[d.collection] = (counts[d.collection] ?? 0) + 1;
    return {
      counts,
      docs: data.docs.length,
      users: data.users.length,
      images: covers.rendered + covers.reused,
      imagesRendered: covers.rendered,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    if (owned) await deleteApp(app);
  }
}

/** One-line summary of a seed result. */
export function summary(projectId, r) {
  const c = r.counts;
  return (
    `seed ${projectId}: ${c.events} events, ${c.news} news, ${c.pricing_tables} pricing tables, ` +
    `${c.category_tables} category tables, ${c.event_category_data} category rows, ` +
    `${c.home_banners} banners, ${c.orders} orders, ${c.tickets} tickets, ${r.users} users, ${r.images} images (${r.imagesRendered} rendered); ` +
    `${r.docs} docs in ${r.ms} ms`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Offline there is no GCE metadata server; don't let google-auth-library probe for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const fileStoreDir = process.env.GN_FILE_STORE_DIR;
  const now = process.env.GN_SEED_NOW ? new Date(process.env.GN_SEED_NOW) : new Date();
  try {
    if (!projectId) throw new Error('seed: set GCLOUD_PROJECT');
    if (!fileStoreDir) throw new Error('seed: set GN_FILE_STORE_DIR');
    if (Number.isNaN(now.getTime())) throw new Error('seed: GN_SEED_NOW is not a valid date');
    const result = await seed({ projectId, fileStoreDir, now });
    console.log(summary(projectId, result));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
