// Verifies a seeded emulator: counts per collection, cross references (tables, banner links,
// category rows), stock, users (sign-in with the demo passwords, custom claims) and images. The
// steps are in check-content.mjs (documents) and check-access.mjs (users, rules, images).
//
//   node dev/seed/check.mjs        # inside `firebase emulators:exec`, after seed.mjs
//
// Environment: GCLOUD_PROJECT, GN_FILE_STORE_DIR, FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST. Exits with code 1 and lists the problems if anything is off.

import { pathToFileURL } from 'node:url';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase-admin/app';
import { buildSeedData } from './build.mjs';
import { assertEmulators, seedApp } from './seed.mjs';
import {
  checkBanners,
  checkCategoryRows,
  checkDocumentsExist,
  checkEvents,
  checkNewsAndPublicQueries,
  checkSettingsAndCoupons,
} from './check-content.mjs';
import { checkImages, checkRules, checkUsers } from './check-access.mjs';

const COLLECTIONS = [
  'events',
  'event_stock',
  'news',
  'pricing_tables',
  'category_tables',
  'event_category_data',
  'home_banners',
  'site_settings',
  'profiles',
  'user_roles',
  'orders',
  'tickets',
  'event_checkin',
  'coupons',
  'contact_messages',
];

/** Every document of the seeded collections, by collection and id, and how many each holds. */
async function readCollections(db) {
  const snaps = Object.fromEntries(
    await Promise.all(COLLECTIONS.map(async (c) => [c, await db.collection(c).get()])),
  );
  const all = Object.fromEntries(
    COLLECTIONS.map((c) => [c, new Map(snaps[c].docs.map((d) => [d.id, d.data()]))]),
  );
  const counts = Object.fromEntries(COLLECTIONS.map((c) => [c, snaps[c].size]));
  return { all, counts };
}

/** @returns {Promise<{ counts: Record<string, number>, problems: string[] }>} */
export async function check({ projectId, fileStoreDir, now = new Date() }) {
  assertEmulators();
  const problems = [];
  const fail = (msg) => problems.push(msg);
  const expected = buildSeedData({ now });
  const { app, owned } = seedApp(projectId);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const { all, counts } = await readCollections(db);
    /** @type {import('./check-content.mjs').CheckContext} */
    const ctx = { db, auth, all, expected, counts, fail, projectId, fileStoreDir };
    checkDocumentsExist(ctx);
    checkEvents(ctx);
    checkCategoryRows(ctx);
    checkBanners(ctx);
    await checkNewsAndPublicQueries(ctx);
    checkSettingsAndCoupons(ctx);
    await checkUsers(ctx);
    await checkRules(ctx);
    await checkImages(ctx);
    return { counts, problems };
  } finally {
    if (owned) await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const fileStoreDir = process.env.GN_FILE_STORE_DIR;
  try {
    if (!projectId || !fileStoreDir) throw new Error('check: set GCLOUD_PROJECT and GN_FILE_STORE_DIR');
    const { counts, problems } = await check({ projectId, fileStoreDir });
    console.log(
      'check counts: ' +
        Object.entries(counts)
          .map(([k, v]) => `${k}=${v}`)
          .join(', '),
    );
    if (problems.length) {
      console.error(`check: ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
      process.exitCode = 1;
    } else {
      console.log('check: OK');
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
