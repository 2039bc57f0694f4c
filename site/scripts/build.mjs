// Builds the public site: snapshot of public content, then `astro build` into GN_SITE_OUT_DIR.
// Usage: GCLOUD_PROJECT=... FIRESTORE_EMULATOR_HOST=... GN_SITE_OUT_DIR=... node site/scripts/build.mjs
// Caches (kept between builds, see README "Catálogo em escala"):
//   GN_ASTRO_CACHE_DIR  Astro's cacheDir, holding the incremental-build cache: one per local stack,
//                       since two stacks building at once must not restore each other's pages
//                       (default node_modules/.astro);
//   GN_IMAGE_CACHE_DIR  the WebP copies of the covers, shared by every stack: linked into the
//                       cacheDir as its assets/ (default node_modules/.astro/assets);
//   the covers' sizes (site/src/lib/cover-sizes.ts) sit beside the shared image cache.
import { existsSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { siteCodeHash } from './code-hash.mjs';
import { writeSnapshot } from './snapshot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotFile = process.env.GN_SNAPSHOT_FILE ?? path.join(root, 'site/.snapshot/content.json');
process.env.GN_SNAPSHOT_FILE = snapshotFile;

const sharedCache = path.join(root, 'node_modules/.astro');
const cacheDir = path.resolve(root, process.env.GN_ASTRO_CACHE_DIR ?? sharedCache);
const imageCache = path.resolve(root, process.env.GN_IMAGE_CACHE_DIR ?? path.join(sharedCache, 'assets'));
process.env.GN_ASTRO_CACHE_DIR = cacheDir; // read by astro.config.mjs
process.env.GN_COVER_SIZES_FILE ??= path.join(path.dirname(imageCache), 'cover-sizes.jsonl');
process.env.GN_SITE_CODE_HASH = siteCodeHash(root);
linkImageCache(cacheDir, imageCache);

const started = Date.now();
const content = await writeSnapshot({
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-gn',
  outFile: snapshotFile,
});
await build({ root, logLevel: process.env.GN_BUILD_LOG_LEVEL ?? 'warn' });
console.log(
  `site: ${content.events.length} eventos, ${content.news.length} notícias, ` +
    `construído em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/** Makes `<cacheDir>/assets` (Astro's image cache) point at the shared image cache. */
function linkImageCache(cacheDir, imageCache) {
  const assets = path.join(cacheDir, 'assets');
  if (assets === imageCache) return;
  mkdirSync(imageCache, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  if (existsSync(assets) || isSymlink(assets)) {
    if (isSymlink(assets) && readlinkSync(assets) === imageCache) return;
    rmSync(assets, { recursive: true, force: true });
  }
  symlinkSync(imageCache, assets, 'dir');
}

function isSymlink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
