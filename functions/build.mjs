// Bundles the functions (and the workspace package @gn/core they import) into lib/index.js.
// npm packages stay external: they are this package's dependencies, installed at deploy time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies ?? {}), 'firebase-functions/*', 'firebase-admin/*'],
  logLevel: 'warning',
});
