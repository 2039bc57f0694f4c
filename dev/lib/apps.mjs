// Builds the two hosted apps for a running local stack and swaps them in atomically.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentBuild, newBuildDir, promoteBuild, stagingBuildDir, swapLive } from './live-dir.mjs';
import { ROOT, run } from './proc.mjs';

/** Public (browser) configuration of both apps for a local stack. */
export function browserConfig(stack) {
  return {
    projectId: stack.projectId,
    apiKey: 'demo-key',
    authEmulatorUrl: `http://127.0.0.1:${stack.ports.auth}`,
    firestoreEmulatorHost: `127.0.0.1:${stack.ports.firestore}`,
    siteUrl: stack.urls.site,
    adminUrl: stack.urls.admin,
  };
}

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(full).update(readFileSync(full));
  }
}

/** Builds the admin SPA unless the same sources and configuration are already live. */
export async function buildAdmin(stack) {
  const c = browserConfig(stack);
  const env = {
    ...process.env,
    VITE_FIREBASE_PROJECT_ID: c.projectId,
    VITE_FIREBASE_API_KEY: c.apiKey,
    VITE_AUTH_EMULATOR_URL: c.authEmulatorUrl,
    VITE_FIRESTORE_EMULATOR_HOST: c.firestoreEmulatorHost,
    VITE_SITE_URL: c.siteUrl,
  };
  const hash = createHash('sha256').update(JSON.stringify(c));
  for (const dir of ['admin/src', 'admin/public', 'core/src']) hashTree(hash, path.join(ROOT, dir));
  for (const f of ['admin/index.html', 'admin/vite.config.ts', 'package-lock.json']) {
    const full = path.join(ROOT, f);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  const digest = hash.digest('hex').slice(0, 16);
  const stamp = path.join(stack.liveDir, 'admin.hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return { skipped: true };
  const out = newBuildDir(stack.liveDir, 'admin');
  await run(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(ROOT, 'admin'),
      env,
    },
  );
  swapLive(stack.liveDir, 'admin', out);
  writeFileSync(stamp, digest);
  return { skipped: false };
}

/** Snapshot of public content + Astro build into the stack's staging folder, moved to a folder of its own, then an atomic swap. */
export async function buildSite(stack) {
  const c = browserConfig(stack);
  const out = stagingBuildDir(stack.liveDir, 'site');
  // The live build and its key: a snapshot with the same key reuses it (site/scripts/build-key.mjs).
  const keyFile = path.join(stack.liveDir, 'site.key');
  const live = currentBuild(stack.liveDir, 'site');
  const output = await run(process.execPath, [path.join(ROOT, 'site/scripts/build.mjs')], {
    env: {
      ...process.env,
      ...stack.clientEnv,
      GN_SITE_OUT_DIR: out,
      GN_SITE_PREVIOUS_DIR: live && existsSync(keyFile) ? path.resolve(stack.liveDir, live) : '',
      GN_SITE_PREVIOUS_KEY: existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : '',
      GN_BUILD_KEY_FILE: `${keyFile}.next`,
      GN_SNAPSHOT_FILE: path.join(stack.liveDir, 'snapshot.json'),
      // This stack's incremental-build cache (the cover images stay shared: site/scripts/build.mjs).
      GN_ASTRO_CACHE_DIR: process.env.GN_ASTRO_CACHE_DIR ?? path.join(stack.liveDir, 'astro-cache'),
      PUBLIC_FIREBASE_PROJECT_ID: c.projectId,
      PUBLIC_FIREBASE_API_KEY: c.apiKey,
      PUBLIC_AUTH_EMULATOR_URL: c.authEmulatorUrl,
      PUBLIC_FIRESTORE_EMULATOR_HOST: c.firestoreEmulatorHost,
      PUBLIC_ADMIN_URL: c.adminUrl,
    },
  });
  swapLive(stack.liveDir, 'site', promoteBuild(stack.liveDir, 'site', out));
  renameSync(`${keyFile}.next`, keyFile);
  return output.trim().split('\n').pop();
}
