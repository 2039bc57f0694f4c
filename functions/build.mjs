// Bundles the functions (and the workspace package @gn/core they import) into lib/index.js.
import { bundleFunctions } from './bundle.mjs';

await bundleFunctions(
  new URL('./src/index.ts', import.meta.url).pathname,
  new URL('./lib/index.js', import.meta.url).pathname,
);
