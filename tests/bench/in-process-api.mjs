// The `api` function's express app served by this Node process, as a 2nd-gen function instance
// with concurrency serves it: one process, many requests at once. It talks to the running stack's
// Firestore and Auth emulators and its Asaas sandbox, so a benchmark through it measures our code
// and Firestore instead of the Functions emulator, which starts one Node process per request.
//
// The local stack serves the API the same way in a process of its own (dev/lib/api-server.mjs);
// here it shares the benchmark's process. The environment is what the local stack gives the
// functions (dev/lib/functions-env.mjs): emulator hosts, the sandbox URL and the local secrets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApi } from '../../dev/lib/api-host.mjs';
import { functionsRuntimeEnv, localSecrets } from '../../dev/lib/functions-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside functions/node_modules, so the bundle's packages resolve as they do for functions/lib.
const OUT = path.join(ROOT, 'functions/node_modules/.cache/bench-api/app.js');

/**
 * Gives this process the environment the functions runtime gets from the local stack. Call it
 * before the first Admin SDK app is made: the app reads the emulator hosts when it starts.
 */
export function useStackEnv({ ports, projectId }) {
  Object.assign(process.env, {
    ...functionsRuntimeEnv({ projectId }, ports),
    ...localSecrets(),
    ASAAS_BASE_URL: `http://127.0.0.1:${ports.asaasSandbox}/v3`,
    GN_TRUSTED_PROXY_HOPS: '1',
    GN_FILE_STORE_DIR: path.join(ROOT, '.data/files'),
  });
}

/**
 * Bundles and starts the app on a free loopback port (after useStackEnv).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startInProcessApi() {
  return serveApi({ outfile: OUT });
}
