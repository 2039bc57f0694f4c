// Starts the local stack's API process (dev/api-server/main.mjs): the Hosting origins' /api/**
// reach it through the front proxies (front-proxy.mjs) instead of the Functions emulator, which
// keeps the Firestore triggers and the scheduled functions. Its environment is what the emulator
// gives the functions: the runner's variables, the stack's services and functions/.secret.local
// (the emulator reads secrets from that file; here they are passed as variables, as Secret
// Manager's are in production). Its output goes to the stack's log, beside the emulators'.
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { localSecrets } from './functions-env.mjs';
import { ROOT } from './proc.mjs';

/** Gives up on a process that has not listened by then (the bundle is built first: a few seconds). */
const START_TIMEOUT_MS = 120_000;

/**
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, logPath: string }} o
 *   env: the functions' environment (stack.mjs's emulatorEnv plus the emulator hosts)
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startApiServer({ name, port, env, logPath }) {
  const log = createWriteStream(logPath, { flags: 'a' });
  // Inside functions/node_modules, so the bundle's packages resolve as they do for functions/lib.
  const outfile = path.join(ROOT, `functions/node_modules/.cache/api-${name}/app.js`);
  const child = fork(path.join(ROOT, 'dev/api-server/main.mjs'), [String(port), outfile], {
    cwd: ROOT,
    env: { ...env, ...localSecrets() },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = false;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('A API local não começou a ouvir em 120 s.')),
      START_TIMEOUT_MS,
    );
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`A API local terminou ao iniciar (código ${code}); veja ${logPath}.`));
    });
  });
  exited.then((code) => {
    if (!stopping) console.error(`A API local terminou (código ${code}); veja ${logPath}.`);
  });
  return {
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
