// The `api` function's express app served by one Node process, as production serves it: Cloud
// Functions (2nd gen) runs the app in one instance with concurrency, many requests at once. The
// Functions emulator instead starts a Node process per request in flight, each loading the whole
// bundle on its first call: under a rush (or a test suite beside a site build) those cold starts
// queued past the 60 s timeout (504) and held screens on a spinner. The local stack
// (api-server.mjs) and the in-process checkout benchmark both serve the app through here.
//
// The app is the same code the deploy ships (functions/bundle.mjs, app.ts as the entry). Body
// parsing is the Functions runtime's part (JSON and text parsed, the raw body kept for uploads and
// the size limit), so it is done here the same way.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunctions } from '../../functions/bundle.mjs';
import { ROOT } from './proc.mjs';

/**
 * Bundles the app into `outfile` (inside functions/node_modules, so that its packages resolve as
 * they do for functions/lib) and serves it on `port` (0: any free one) on the loopback.
 * Call it with the functions' environment already in process.env: the Admin SDK reads the
 * emulator hosts when its app is made.
 * @param {{ port?: number, outfile: string }} o
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveApi({ port = 0, outfile }) {
  await bundleFunctions(path.join(ROOT, 'functions/src/app.ts'), outfile);
  const { createApp } = await import(pathToFileURL(outfile).href);
  const { default: express } = await import(
    pathToFileURL(path.join(ROOT, 'functions/node_modules/express/index.js')).href
  );
  const keepRaw = (req, _res, buf) => {
    req.rawBody = buf;
  };
  // The parsers, their order and `trust proxy` of the Functions runtime (the emulator's copy of
  // it: firebase-tools' functionsEmulatorRuntime), so a body or an address reads as it does there.
  const host = express();
  host.disable('x-powered-by');
  host.enable('trust proxy');
  const limit = '32mb';
  host.use(express.json({ limit, verify: keepRaw }));
  host.use(express.text({ limit, verify: keepRaw }));
  host.use(express.urlencoded({ extended: true, limit, verify: keepRaw }));
  host.use(express.raw({ type: '*/*', limit, verify: keepRaw }));
  host.use(createApp());
  const server = http.createServer(host);
  // A rush opens a connection per buyer at once: Node's default backlog (511) resets the rest.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', backlog: 4096 }, resolve);
  });
  const bound = server.address().port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
