// The Firebase emulators' configuration for one local stack: the generated firebase.<name>.local.json
// (sites, security headers, functions source, ports) and the `firebase emulators:start` arguments
// (import and export of the persisted data).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mapCspHeader, withExtraSources } from './csp.mjs';
import { ROOT } from './proc.mjs';

const EMULATORS = 'auth,firestore,functions,hosting';

/**
 * The local Hosting site id of a deploy target ('site', 'admin'). Deploy targets map to sites in
 * .firebaserc for one project only; locally the sites are named directly, so any demo project id
 * works.
 */
export const siteIdFor = (projectId, target) => (target === 'site' ? projectId : `${projectId}-${target}`);

/** Writes the stack's firebase.<name>.local.json in the project root and returns its path. */
export function writeConfig(o, ports, liveDir) {
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const rel = (p) => path.relative(ROOT, p);
  // The same security headers as production, plus the emulators' origins: the browser talks to
  // the Auth and Firestore emulators instead of Google's hosts.
  const emulatorOrigins = [`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.firestore}`];
  base.hosting = base.hosting.map(({ target, ...h }) => ({
    ...mapCspHeader(h, (csp) => withExtraSources(csp, { 'connect-src': emulatorOrigins })),
    site: siteIdFor(o.projectId, target),
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
    // Behind the front proxies (front-proxy.mjs), which own the public ports.
    hosting: { host: '127.0.0.1', port: ports.hostingEmulator },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
    ui: { enabled: false },
  };
  // The config must sit in the project root: firebase-tools resolves its paths from there.
  const configPath = path.join(ROOT, `firebase.${o.name}.local.json`);
  writeFileSync(configPath, JSON.stringify(base, null, 2));
  return configPath;
}

/**
 * `firebase emulators:start` arguments; a persisted stack imports its last export (recovered
 * first if a periodic export was interrupted) and exports on exit.
 * @param {{ projectId: string, persist: boolean }} o @param {string} configPath @param {string} exportDir
 */
export function emulatorArgs(o, configPath, exportDir) {
  const args = ['emulators:start', '--config', configPath, '--project', o.projectId];
  args.push('--only', EMULATORS);
  if (o.persist) {
    recoverInterruptedExport(exportDir);
    if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) {
      args.push('--import', exportDir);
    }
    args.push('--export-on-exit', exportDir);
  }
  return args;
}

/** A crash between the renames of a periodic export leaves only `<export>.old`: take it back. */
function recoverInterruptedExport(exportDir) {
  if (!existsSync(exportDir) && existsSync(`${exportDir}.old`)) renameSync(`${exportDir}.old`, exportDir);
}
