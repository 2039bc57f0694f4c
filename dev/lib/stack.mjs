// Starts the Firebase emulators (auth, firestore, functions, hosting) for one local stack:
// the developer's (`npm start`) or the tests' (`npm test`), each on its own ports and data.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortsFree } from './ports.mjs';
import { firestoreEmulatorJar } from './firestore-jar.mjs';
import { ROOT, run } from './proc.mjs';
import { ensureLiveLink } from './live-dir.mjs';
import { reapOrphanedFirestore } from './orphans.mjs';
import { startRebuildServer } from './rebuild-server.mjs';
import { mapCspHeader, withExtraSources } from './csp.mjs';
import { startReservationSweeper } from './reservation-sweeper.mjs';
import { startPaymentsSandbox } from './payments-sandbox.mjs';
import { startMail } from './mail.mjs';

const EMULATORS = 'auth,firestore,functions,hosting';

/** Port layout from one base: site = base, admin = base + 5 (the Hosting emulator's rule). */
export function portsFrom(base) {
  return {
    hosting: base,
    admin: base + 5,
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
  const ports = portsFrom(o.basePort);
  const reaped = await reapOrphanedFirestore(ports.firestore);
  if (reaped > 0) console.log(`  (${reaped} emulador Firestore órfão de uma parada abrupta encerrado)`);
  await assertPortsFree([
    [ports.hosting, 'Hosting (site)'],
    [ports.admin, 'Hosting (admin)'],
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
  const rebuilds = startRebuildServer({ port: ports.rebuildHook });

  const urls = {
    site: `http://127.0.0.1:${ports.hosting}`,
    admin: `http://127.0.0.1:${ports.admin}`,
    asaasSandbox: `http://127.0.0.1:${ports.asaasSandbox}`,
    mailInbox: `http://127.0.0.1:${ports.mailInbox}`,
  };
  const liveDir = path.join(ROOT, '.live', o.name);
  ensureLiveLink(liveDir, 'site');
  ensureLiveLink(liveDir, 'admin');
  const payments = await startPaymentsSandbox({
    port: ports.asaasSandbox,
    siteUrl: urls.site,
    stateFile: o.persist ? path.join(o.dataDir, 'asaas-sandbox.json') : null,
  });
  const mail = await startMail({ smtpPort: ports.mailSmtp, webPort: ports.mailInbox, siteUrl: urls.site });
  const sweeper = startReservationSweeper({ siteUrl: urls.site });
  const fileStoreDir = path.join(o.dataDir, 'files');
  const exportDir = path.join(o.dataDir, 'export');
  mkdirSync(fileStoreDir, { recursive: true });

  await run('npm', ['run', '--silent', 'build:functions']);

  const configPath = writeConfig(o, ports, liveDir);
  const args = ['emulators:start', '--config', configPath, '--project', o.projectId];
  args.push('--only', EMULATORS);
  if (o.persist) {
    recoverInterruptedExport(exportDir);
    if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) {
      args.push('--import', exportDir);
    }
    args.push('--export-on-exit', exportDir);
  }

  const jar = firestoreEmulatorJar(path.join(ROOT, '.cache'));
  const env = {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    GN_FILE_STORE_DIR: fileStoreDir,
    GN_SITE_URL: urls.site,
    GN_ADMIN_URL: urls.admin,
    // The emulators append nothing to X-Forwarded-For: the last entry plays the platform's.
    GN_TRUSTED_PROXY_HOPS: '1',
    ...rebuilds.functionsEnv,
    ...payments.functionsEnv,
    ...mail.functionsEnv,
    ...sweeper.functionsEnv,
    ...o.functionsEnv,
  };
  const logPath = path.join(o.dataDir, 'emulators.log');
  const log = createWriteStream(logPath, { flags: 'a' });
  // detached: the emulators get their own process group, so that a stop signals all of them
  // (a signal to `npm run ...` alone orphans the Java and functions processes without exporting).
  const child = spawn(path.join(ROOT, 'node_modules/.bin/firebase'), args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });

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
    /** Environment for programs that talk to this stack (seed, site build, tests). */
    clientEnv: {
      GCLOUD_PROJECT: o.projectId,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      GN_FILE_STORE_DIR: fileStoreDir,
      GN_SITE_URL: urls.site,
      GN_ADMIN_URL: urls.admin,
      GN_MAIL_URL: urls.mailInbox,
      ...sweeper.clientEnv,
      ...payments.clientEnv,
    },
    rebuilds,
    payments: payments.sandbox,
    async stop() {
      sweeper.close();
      await rebuilds.close();
      await payments.sandbox.close();
      await mail.catcher.close();
      if (exited) return;
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      const timeout = new Promise((r) => setTimeout(() => r('timeout'), 45_000));
      if ((await Promise.race([exitPromise, timeout])) === 'timeout') {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
    exited: () => exited,
  };

  rebuilds.attach(stack);
  try {
    await waitForHealth(`${urls.site}/api/health`, () => exited, 150_000);
  } catch (err) {
    await stack.stop();
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-25).join('\n');
    throw new Error(`${err.message}\n--- last lines of ${logPath} ---\n${tail}`, { cause: err });
  }
  return stack;
}

function writeConfig(o, ports, liveDir) {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const rel = (p) => path.relative(ROOT, p);
  // Deploy targets map to sites in .firebaserc for one project only; locally name the sites
  // directly, so that any demo project id works.
  // The same security headers as production, plus the emulators' origins: the browser talks to
  // the Auth and Firestore emulators instead of Google's hosts.
  const emulatorOrigins = [`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.firestore}`];
  base.hosting = base.hosting.map(({ target, ...h }) => ({
    ...mapCspHeader(h, (csp) => withExtraSources(csp, { 'connect-src': emulatorOrigins })),
    site: target === 'site' ? o.projectId : `${o.projectId}-${target}`,
    public: rel(path.join(liveDir, target)),
  }));
  // The emulator runs the workspace itself (its .env.local and .secret.local live there), not
  // the deploy unit that firebase.json names (functions/deploy-unit.mjs).
  base.functions = base.functions.map((f) => ({ ...f, source: 'functions' }));
  base.emulators = {
    singleProjectMode: !o.multiProject,
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    auth: { host: '127.0.0.1', port: ports.auth },
    firestore: { host: '127.0.0.1', port: ports.firestore, websocketPort: ports.firestoreWs },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
    ui: { enabled: false },
  };
  // The config must sit in the project root: firebase-tools resolves its paths from there.
  const configPath = path.join(ROOT, `firebase.${o.name}.local.json`);
  writeFileSync(configPath, JSON.stringify(base, null, 2));
  return configPath;
}

async function waitForHealth(url, hasExited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('Os emuladores do Firebase terminaram durante a partida.');
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Tempo esgotado esperando ${url} responder 200.`);
}

/** A crash between the renames of a periodic export leaves only `<export>.old`: take it back. */
function recoverInterruptedExport(exportDir) {
  if (!existsSync(exportDir) && existsSync(`${exportDir}.old`)) renameSync(`${exportDir}.old`, exportDir);
}
