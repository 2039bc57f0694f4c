// Builds the public site: snapshot of public content, then `astro build` into GN_SITE_OUT_DIR.
// Usage: GCLOUD_PROJECT=... FIRESTORE_EMULATOR_HOST=... GN_SITE_OUT_DIR=... node site/scripts/build.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { writeSnapshot } from './snapshot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotFile = process.env.GN_SNAPSHOT_FILE ?? path.join(root, 'site/.snapshot/content.json');
process.env.GN_SNAPSHOT_FILE = snapshotFile;

const started = Date.now();
const content = await writeSnapshot({
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-gn',
  outFile: snapshotFile,
});
await build({ root, logLevel: 'warn' });
console.log(
  `site: ${content.events.length} eventos, ${content.news.length} notícias, ` +
    `construído em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
