// The esbuild settings of the functions' bundle, shared by the deploy build (build.mjs) and the
// in-process checkout benchmark, so that both run the same code: the workspace package @gn/core is
// inlined, npm packages stay external (this package's dependencies, installed at deploy time).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Bundles `entry` (a path under functions/src) into `outfile`. */
export function bundleFunctions(entry, outfile) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    external: [...Object.keys(pkg.dependencies ?? {}), 'firebase-functions/*', 'firebase-admin/*'],
    logLevel: 'warning',
  });
}
