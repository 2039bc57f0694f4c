// Builds the public site: snapshot of public content, then `astro build` into GN_SITE_OUT_DIR.
// Usage: GCLOUD_PROJECT=... FIRESTORE_EMULATOR_HOST=... GN_SITE_OUT_DIR=... node site/scripts/build.mjs
// Caches (kept between builds, see README "Catálogo em escala"):
//   GN_ASTRO_CACHE_DIR  Astro's cacheDir, holding the incremental-build cache: one per local stack,
//                       since two stacks building at once must not restore each other's pages
//                       (default node_modules/.astro);
//   GN_IMAGE_CACHE_DIR  the WebP copies of the covers, shared by every stack: linked into the
//                       cacheDir as its assets/ (default node_modules/.astro/assets);
//   the covers' sizes (site/src/lib/cover-sizes.ts) sit beside the shared image cache.
// Reuse (local stacks, dev/lib/apps.mjs): GN_SITE_PREVIOUS_DIR is the live build and
// GN_SITE_PREVIOUS_KEY its key (build-key.mjs). When the new snapshot has the same key, the live
// build is linked into the output with a new /build.json instead of building; the key of what was
// made is written to GN_BUILD_KEY_FILE.
// Without Vite (render-from-kit.mjs): when a full build of the same site code saved a render kit,
// a publish renders the pages with it; any failure falls back to a full build. GN_SITE_RENDER:
// `auto` (default), `full` (always Vite; saves a kit) or `kit` (the kit or an error); both of the
// latter render even when the live build could be reused (tests, bench:build).
// GN_SNAPSHOT_INPUT: a content file to build from instead of reading Firestore.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'astro';
import { siteBuildKey } from './build-key.mjs';
import { siteCodeHash } from './code-hash.mjs';
import { renderFromKit } from './render-from-kit.mjs';
import { hasRenderKit, pruneRenderKits, renderKitDir, touchRenderKit } from './render-kit.mjs';
import { writeSnapshot } from './snapshot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const input = process.env.GN_SNAPSHOT_INPUT;
const snapshotFile = input ?? process.env.GN_SNAPSHOT_FILE ?? path.join(root, 'site/.snapshot/content.json');
process.env.GN_SNAPSHOT_FILE = snapshotFile;

const sharedCache = path.join(root, 'node_modules/.astro');
const cacheDir = path.resolve(root, process.env.GN_ASTRO_CACHE_DIR ?? sharedCache);
const imageCache = path.resolve(root, process.env.GN_IMAGE_CACHE_DIR ?? path.join(sharedCache, 'assets'));
process.env.GN_ASTRO_CACHE_DIR = cacheDir; // read by astro.config.mjs
process.env.GN_COVER_SIZES_FILE ??= path.join(path.dirname(imageCache), 'cover-sizes.jsonl');
process.env.GN_SITE_CODE_HASH = siteCodeHash(root);
linkImageCache(cacheDir, imageCache);

const started = Date.now();
const content = input
  ? JSON.parse(readFileSync(input, 'utf8'))
  : await writeSnapshot({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-gn', outFile: snapshotFile });
const key = siteBuildKey(content, process.env.GN_SITE_CODE_HASH);
const previous = process.env.GN_SITE_PREVIOUS_DIR;
const mode = process.env.GN_SITE_RENDER ?? 'auto';
const reused =
  mode === 'auto' && Boolean(previous) && process.env.GN_SITE_PREVIOUS_KEY === key && existsSync(previous);
let how = 'sem mudanças, build anterior reaproveitado';
if (reused) reuseBuild(previous, process.env.GN_SITE_OUT_DIR, content.generatedAt);
else how = await render(mode);
if (process.env.GN_BUILD_KEY_FILE) writeFileSync(process.env.GN_BUILD_KEY_FILE, key);
console.log(
  `site: ${content.events.length} eventos, ${content.news.length} notícias, ${how} ` +
    `em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/** Renders with the code's kit when there is one, else builds with Vite (and saves a kit). */
async function render(mode) {
  const logLevel = process.env.GN_BUILD_LOG_LEVEL ?? 'warn';
  // GN_RENDER_KIT_DIR (under the repository): a kit of one's own (tests/publish/render-from-kit).
  const kitDir = process.env.GN_RENDER_KIT_DIR ?? renderKitDir(root, process.env.GN_SITE_CODE_HASH);
  if (mode !== 'full' && hasRenderKit(kitDir)) {
    touchRenderKit(kitDir);
    try {
      await renderFromKit({ root, kitDir, logLevel });
      return 'renderizado com o kit (sem o bundler)';
    } catch (err) {
      if (mode === 'kit') throw err;
      console.warn(`site: renderização com o kit falhou (${err.message.split('\n')[0]}); build completo`);
      // A new process: nothing the failed render loaded or set stays behind.
      const full = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
        stdio: 'inherit',
        env: {
          ...process.env,
          GN_SITE_RENDER: 'full',
          GN_SNAPSHOT_INPUT: snapshotFile,
          GN_BUILD_KEY_FILE: '',
        },
      });
      if (full.status !== 0) throw new Error(`o build completo falhou (${full.status})`, { cause: err });
      return 'construído (após a falha do kit)';
    }
  }
  if (mode === 'kit') throw new Error(`sem kit de renderização para este código (${kitDir})`);
  process.env.GN_RENDER_KIT_DIR = kitDir;
  await build({ root, logLevel });
  pruneRenderKits(root);
  return 'construído';
}

/**
 * The live build, hard-linked into `outDir` (no copy of its bytes), with this snapshot's
 * /build.json: the pages are what a build of this snapshot would make (same key), and the file
 * says the content was read now. build.json is written anew, never through the shared link.
 */
function reuseBuild(from, outDir, generatedAt) {
  const copy = spawnSync('cp', ['-al', `${from}/.`, outDir], { stdio: 'inherit' });
  if (copy.status !== 0) throw new Error(`cp -al ${from} ${outDir} falhou (${copy.status})`);
  const buildInfo = path.join(outDir, 'build.json');
  rmSync(buildInfo, { force: true });
  writeFileSync(buildInfo, JSON.stringify({ generatedAt }));
}

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
