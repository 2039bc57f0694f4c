// The Firebase emulators' process for one local stack: spawned in its own process group with its
// output in a log file, stopped with SIGINT (so that it exports) and SIGKILL after 45 s, and
// waited on until they say they are ready and the site's health check answers.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

/**
 * @param {string[]} args `firebase` arguments
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logPath where stdout and stderr go (appended)
 */
export function spawnEmulators(args, env, logPath) {
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
  // firebase-tools prints this once every emulator has started and the functions' triggers are
  // registered with the Firestore emulator (a write before it would fire no trigger).
  let ready = false;
  let seen = '';
  child.stdout.on('data', (chunk) => {
    if (ready) return;
    // The tail of the last chunk is kept: the words may arrive split across two chunks.
    const text = seen + chunk.toString();
    ready = text.includes('All emulators ready');
    seen = text.slice(-100);
  });
  let exited = false;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });

  /** Signals the whole group, SIGINT then SIGKILL if it is still there after 45 s. */
  async function stop() {
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
  }

  return { stop, exited: () => exited, ready: () => ready };
}

/** Resolves once the emulators say they are ready and `url` answers 200. */
export async function waitForHealth(url, emulators, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (emulators.exited()) throw new Error('Os emuladores do Firebase terminaram durante a partida.');
    try {
      if (emulators.ready() && (await fetch(url)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Tempo esgotado esperando os emuladores e ${url} responder 200.`);
}
