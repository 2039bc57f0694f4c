// The environment our functions' code runs with locally, in one place: what the Functions emulator
// adds for the code it runs, and the local secrets. The stack's API process (api-server.mjs), the
// emulator (stack.mjs) and the benchmark's in-process API (tests/bench/in-process-api.mjs) all
// start from it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

/**
 * What the Functions emulator adds for the code it runs (firebase-tools' emulator/env.js): the
 * project and the emulators' hosts, the task queue's among them (a build report schedules the
 * next publish).
 * @param {{ projectId: string }} o
 * @param {{ firestore: number, auth: number, hub: number, tasks: number, eventarc: number }} ports
 */
export function functionsRuntimeEnv(o, ports) {
  return {
    GCLOUD_PROJECT: o.projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId: o.projectId }),
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${ports.hub}`,
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${ports.tasks}`,
    CLOUD_EVENTARC_EMULATOR_HOST: `http://127.0.0.1:${ports.eventarc}`,
    FUNCTIONS_EMULATOR: 'true',
  };
}

/**
 * functions/.secret.local's KEY=VALUE lines: the emulator reads secrets from that file; a process
 * of our own gets them as variables, as Secret Manager's are in production.
 */
export function localSecrets() {
  const text = readFileSync(path.join(ROOT, 'functions/.secret.local'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.match(/^([A-Z0-9_]+)=(.*)$/))
      .filter(Boolean)
      .map(([, key, value]) => [key, value]),
  );
}
