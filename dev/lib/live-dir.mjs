// The Hosting emulator follows its `public` folder through a symlink at every request, so a new
// build is made in a fresh folder and swapped in atomically (ln -sfn tmp; rename over the link):
// the site keeps serving the old build until the new one is complete.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  readlinkSync,
  lstatSync,
} from 'node:fs';
import path from 'node:path';

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Preparando…</title><p style="font-family:sans-serif">Preparando o site… esta página se atualiza sozinha.</p></html>`;

/** Makes sure `<liveDir>/<target>` is a symlink to some folder (a placeholder on first start). */
export function ensureLiveLink(liveDir, target) {
  const link = path.join(liveDir, target);
  if (existsSync(link)) return;
  const placeholder = path.join(liveDir, 'builds', `${target}-0-placeholder`);
  mkdirSync(placeholder, { recursive: true });
  writeFileSync(path.join(placeholder, 'index.html'), PLACEHOLDER);
  writeFileSync(path.join(placeholder, '404.html'), PLACEHOLDER);
  swapLive(liveDir, target, placeholder);
}

/** A fresh, empty build folder for `target` inside the live folder. */
export function newBuildDir(liveDir, target) {
  const dir = path.join(liveDir, 'builds', `${target}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The folder a site build writes into: always the same path, emptied first. Astro's incremental
 * build hashes each page's compiled code, which holds the output folder's path, so a new path per
 * build would make every page look changed. promoteBuild() then moves it to a folder of its own.
 */
export function stagingBuildDir(liveDir, target) {
  const dir = path.join(liveDir, 'builds', `staging-${target}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Moves a finished staging build to a fresh build folder (a rename: instant) and answers it. */
export function promoteBuild(liveDir, target, stagingDir) {
  const dir = path.join(liveDir, 'builds', `${target}-${Date.now()}`);
  renameSync(stagingDir, dir);
  return dir;
}

/** Points `<liveDir>/<target>` at `buildDir` atomically, then removes older builds. */
export function swapLive(liveDir, target, buildDir) {
  const link = path.join(liveDir, target);
  const tmp = `${link}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  symlinkSync(path.relative(liveDir, buildDir), tmp);
  renameSync(tmp, link);
  pruneBuilds(liveDir, target, path.basename(buildDir));
}

function pruneBuilds(liveDir, target, keep) {
  const builds = path.join(liveDir, 'builds');
  const others = readdirSync(builds)
    .filter((name) => name.startsWith(`${target}-`) && name !== keep)
    .sort();
  // Keep the previous build one swap longer: a request that started before the swap may still
  // be reading it.
  for (const name of others.slice(0, -1)) {
    rmSync(path.join(builds, name), { recursive: true, force: true });
  }
}

export function currentBuild(liveDir, target) {
  const link = path.join(liveDir, target);
  return existsSync(link) && lstatSync(link).isSymbolicLink() ? readlinkSync(link) : null;
}
