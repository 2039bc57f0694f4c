// The `api` function's express app served by this Node process, as a 2nd-gen function instance
// with concurrency serves it: one process, many requests at once. It talks to the running stack's
// Firestore and Auth emulators and its Asaas sandbox, so a benchmark through it measures our code
// and Firestore instead of the Functions emulator, which starts one Node process per request.
//
// The app is the same bundle the deploy ships (functions/bundle.mjs) with app.ts as its entry; the
// environment is what the local stack gives the functions (dev/lib/stack.mjs): emulator hosts,
// the sandbox URL and the local secrets.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleFunctions } from '../../functions/bundle.mjs';
import { DEFAULT_SANDBOX_API_KEY } from '../../dev/asaas-sandbox/server.mjs';
import { LOCAL_TICKET_SIGNING_KEY, LOCAL_WEBHOOK_TOKEN } from '../../dev/lib/payments-sandbox.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside functions/node_modules, so the bundle's packages resolve as they do for functions/lib.
const OUT = path.join(ROOT, 'functions/node_modules/.cache/bench-api/app.js');

/**
 * Gives this process the environment the functions runtime gets from the local stack. Call it
 * before the first Admin SDK app is made: the app reads the emulator hosts when it starts.
 */
export function useStackEnv({ ports, projectId }) {
  Object.assign(process.env, {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    // The app reads this to allow the sandbox's plain HTTP and the local file store.
    FUNCTIONS_EMULATOR: 'true',
    ASAAS_BASE_URL: `http://127.0.0.1:${ports.asaasSandbox}/v3`,
    ASAAS_API_KEY: DEFAULT_SANDBOX_API_KEY,
    ASAAS_WEBHOOK_TOKEN: LOCAL_WEBHOOK_TOKEN,
    TICKET_SIGNING_KEY: LOCAL_TICKET_SIGNING_KEY,
    GN_TRUSTED_PROXY_HOPS: '1',
    GN_FILE_STORE_DIR: path.join(ROOT, '.data/files'),
  });
}

/**
 * Bundles and starts the app on a free loopback port (after useStackEnv). Body parsing is the Functions framework's
 * part (JSON parsed, the raw body kept for uploads and the size limit), so it is done here too.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startInProcessApi() {
  await bundleFunctions(path.join(ROOT, 'functions/src/app.ts'), OUT);
  const { createApp } = await import(pathToFileURL(OUT).href);
  const { default: express } = await import(
    pathToFileURL(path.join(ROOT, 'functions/node_modules/express/index.js')).href
  );
  const keepRaw = (req, _res, buf) => {
    req.rawBody = buf;
  };
  const host = express();
  host.use(express.json({ limit: '32mb', verify: keepRaw }));
  host.use(express.raw({ type: () => true, limit: '32mb', verify: keepRaw }));
  host.use(createApp());
  const server = http.createServer(host);
  // A rush opens a connection per buyer at once: Node's default backlog (511) resets the rest.
  await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
