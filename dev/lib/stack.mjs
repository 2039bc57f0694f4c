// Starts the Firebase emulators (auth, firestore, functions, hosting) for one local stack:
// the developer's (`npm start`) or the tests' (`npm test`), each on its own ports and data.
// The emulators' config and arguments are in emulator-config.mjs, their process in
// emulator-process.mjs; the services beside them (rebuild hook, Asaas sandbox, mail, sweeper) in
// their own modules.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortsFree } from './ports.mjs';
import { firestoreEmulatorJar } from './firestore-jar.mjs';
import { ROOT, run } from './proc.mjs';
import { ensureLiveLink } from './live-dir.mjs';
import { reapOrphanedFirestore } from './orphans.mjs';
import { startRebuildServer } from './rebuild-server.mjs';
import { startReservationSweeper } from './reservation-sweeper.mjs';
import { startPaymentsSandbox } from './payments-sandbox.mjs';
import { startMail } from './mail.mjs';
import { emulatorArgs, siteIdFor, writeConfig } from './emulator-config.mjs';
import { spawnEmulators, waitForHealth } from './emulator-process.mjs';
import { startApiServer } from './api-server.mjs';
import { functionsRuntimeEnv } from './functions-env.mjs';
import { startFrontProxy } from './front-proxy.mjs';
import { WALLET_TEST_DIR } from './wallet-test-keys.mjs';

/**
 * Port layout from one base. The site (base) and the admin (base + 5) are the front proxies'
 * (front-proxy.mjs); the Hosting emulator behind them serves the site on base + 610 and the admin
 * on base + 615 (its rule: the second site 5 ports up); the API process listens on base + 2. No
 * offset repeats another one's modulo 200, so stacks on bases 200 apart never share a port.
 */
export function portsFrom(base) {
  return {
    hosting: base,
    admin: base + 5,
    api: base + 2,
    hostingEmulator: base + 610,
    adminEmulator: base + 615,
    functions: base + 1,
    auth: base + 99,
    firestore: base + 80,
    firestoreWs: base + 150,
    hub: base + 400,
    logging: base + 500,
    eventarc: base + 691,
    tasks: base + 692,
    rebuildHook: base + 800,
    asaasSandbox: base + 90,
    mailSmtp: base + 25,
    mailInbox: base + 26,
  };
}

/** Ends the Firestore emulator a crash left behind, then checks that every port is free. */
async function claimPorts(ports) {
  const reaped = await reapOrphanedFirestore(ports.firestore);
  if (reaped > 0) console.log(`  (${reaped} emulador Firestore órfão de uma parada abrupta encerrado)`);
  await assertPortsFree([
    [ports.hosting, 'Hosting (site)'],
    [ports.admin, 'Hosting (admin)'],
    [ports.api, 'API local'],
    [ports.hostingEmulator, 'emulador Hosting (site)'],
    [ports.adminEmulator, 'emulador Hosting (admin)'],
    [ports.functions, 'Functions'],
    [ports.auth, 'Auth'],
    [ports.firestore, 'Firestore'],
    [ports.firestoreWs, 'Firestore WebSocket'],
    [ports.hub, 'Emulator Hub'],
    [ports.logging, 'Emulator logging'],
    [ports.eventarc, 'Eventarc'],
    [ports.tasks, 'Cloud Tasks'],
    [ports.rebuildHook, 'build hook local'],
    [ports.asaasSandbox, 'sandbox Asaas'],
    [ports.mailSmtp, 'SMTP local'],
    [ports.mailInbox, 'caixa de e-mail local'],
  ]);
}

/** The stack's services beside the emulators: the Asaas sandbox, mail, the reservation sweeper. */
async function startSideServices(o, ports, urls) {
  const payments = await startPaymentsSandbox({
    port: ports.asaasSandbox,
    siteUrl: urls.site,
    stateFile: o.persist ? path.join(o.dataDir, 'asaas-sandbox.json') : null,
  });
  const mail = await startMail({ smtpPort: ports.mailSmtp, webPort: ports.mailInbox, siteUrl: urls.site });
  const sweeper = startReservationSweeper({ siteUrl: urls.site });
  return { payments, mail, sweeper };
}

/** The emulators' environment: the functions runtime's variables, the services' and the caller's. */
function emulatorEnv(o, { urls, fileStoreDir, rebuilds, side }) {
  const jar = firestoreEmulatorJar(path.join(ROOT, '.cache'));
  return {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    GN_FILE_STORE_DIR: fileStoreDir,
    GN_SITE_URL: urls.site,
    GN_ADMIN_URL: urls.admin,
    // The emulators append nothing to X-Forwarded-For: the last entry plays the platform's.
    GN_TRUSTED_PROXY_HOPS: '1',
    ...rebuilds.functionsEnv,
    ...side.payments.functionsEnv,
    ...side.mail.functionsEnv,
    ...side.sweeper.functionsEnv,
    ...o.functionsEnv,
  };
}

/**
 * The site's and the admin's front proxies, each adding to the API's answers the headers its
 * Hosting config sets for every path (the generated config's: the CSP there names the emulators).
 */
function startFronts(o, configPath, ports) {
  const { hosting } = JSON.parse(readFileSync(configPath, 'utf8'));
  const everywhere = (target) =>
    Object.fromEntries(
      hosting
        .find((h) => h.site === siteIdFor(o.projectId, target))
        .headers.filter((rule) => rule.source === '**')
        .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
    );
  return Promise.all([
    startFrontProxy({
      port: ports.hosting,
      hostingPort: ports.hostingEmulator,
      apiPort: ports.api,
      apiHeaders: everywhere('site'),
    }),
    startFrontProxy({
      port: ports.admin,
      hostingPort: ports.adminEmulator,
      apiPort: ports.api,
      apiHeaders: everywhere('admin'),
    }),
  ]);
}

/** Environment for programs that talk to this stack (seed, site build, tests). */
function clientEnv(o, { ports, urls, fileStoreDir, side }) {
  return {
    GCLOUD_PROJECT: o.projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    GN_FILE_STORE_DIR: fileStoreDir,
    GN_SITE_URL: urls.site,
    GN_ADMIN_URL: urls.admin,
    GN_MAIL_URL: urls.mailInbox,
    // The wallets' test certificates: the tests verify the passes and links against them.
    GN_WALLET_TEST_DIR: WALLET_TEST_DIR,
    ...side.sweeper.clientEnv,
    ...side.payments.clientEnv,
  };
}

/**
 * Where a stack will listen and build, known before it starts: work that needs no emulator (the
 * admin's build) can run while the emulators start.
 * @param {{ name: string, projectId: string, basePort: number }} o
 */
export function stackPlan(o) {
  const ports = portsFrom(o.basePort);
  return {
    name: o.name,
    projectId: o.projectId,
    ports,
    urls: {
      site: `http://127.0.0.1:${ports.hosting}`,
      admin: `http://127.0.0.1:${ports.admin}`,
      asaasSandbox: `http://127.0.0.1:${ports.asaasSandbox}`,
      mailInbox: `http://127.0.0.1:${ports.mailInbox}`,
    },
    liveDir: path.join(ROOT, '.live', o.name),
  };
}

/**
 * @param {object} o
 * @param {string} o.name        'dev' or 'test': names the generated config and live folder
 * @param {string} o.projectId   a `demo-` project id, so nothing can reach a real Google service
 * @param {number} o.basePort
 * @param {string} o.dataDir     emulator export (when persist) and the local file store
 * @param {boolean} o.persist    import at start, export on exit
 * @param {boolean} [o.multiProject] allow other project ids (rules tests use their own)
 * @param {Record<string,string>} [o.functionsEnv] extra environment for the functions runtime
 */
export async function startStack(o) {
  const { ports, urls, liveDir } = stackPlan(o);
  await claimPorts(ports);
  const rebuilds = startRebuildServer({ port: ports.rebuildHook });

  ensureLiveLink(liveDir, 'site');
  ensureLiveLink(liveDir, 'admin');
  const side = await startSideServices(o, ports, urls);
  const fileStoreDir = path.join(o.dataDir, 'files');
  const exportDir = path.join(o.dataDir, 'export');
  mkdirSync(fileStoreDir, { recursive: true });

  await run('npm', ['run', '--silent', 'build:functions']);

  const configPath = writeConfig(o, ports, liveDir);
  const args = emulatorArgs(o, configPath, exportDir);
  const env = emulatorEnv(o, { urls, fileStoreDir, rebuilds, side });
  const logPath = path.join(o.dataDir, 'emulators.log');
  const emulators = spawnEmulators(args, env, logPath);
  // The API's own process starts beside the emulators (it needs only their addresses).
  let api;
  let fronts = [];
  try {
    api = await startApiServer({
      name: o.name,
      port: ports.api,
      env: { ...env, ...functionsRuntimeEnv(o, ports) },
      logPath,
    });
    fronts = await startFronts(o, configPath, ports);
  } catch (err) {
    await Promise.all([api?.stop(), ...fronts.map((f) => f.close()), emulators.stop()]);
    await rebuilds.close();
    throw err;
  }

  const stack = {
    name: o.name,
    projectId: o.projectId,
    ports,
    urls,
    configPath,
    liveDir,
    fileStoreDir,
    exportDir,
    logPath,
    clientEnv: clientEnv(o, { ports, urls, fileStoreDir, side }),
    rebuilds,
    payments: side.payments.sandbox,
    async stop() {
      side.sweeper.close();
      await Promise.all(fronts.map((front) => front.close()));
      await api.stop();
      await rebuilds.close();
      await side.payments.sandbox.close();
      await side.mail.catcher.close();
      await emulators.stop();
    },
    exited: emulators.exited,
  };

  rebuilds.attach(stack);
  try {
    await waitForHealth(`${urls.site}/api/health`, emulators, 150_000);
  } catch (err) {
    await stack.stop();
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`${err.message}\n--- last lines of ${logPath} ---\n${tail}`, { cause: err });
  }
  return stack;
}
