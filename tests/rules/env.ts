// Shared test environment for the Firestore rules tests.
// The emulator is started by `firebase emulators:exec` (or dev/test.mjs), which exports
// FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:7080). The project id is our own demo- project, so
// clearFirestore() never touches another suite's or the dev stack's data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seedDocs } from './fixtures.ts';

export const PROJECT_ID = 'demo-gn-rules';

const here = path.dirname(fileURLToPath(import.meta.url));
// GN_RULES_FILE lets a reviewer run the suite against a candidate (or deliberately broken) file.
const RULES_PATH = path.resolve(process.env.GN_RULES_FILE ?? path.resolve(here, '../../firestore.rules'));

// demotedAdmin: an admin whose role was removed (user_roles says 'user') but who still holds an
// ID token minted before the demotion, with the admin claim in it (tokens live up to an hour).
// financeiro and porteiro: staff roles (core/src/roles.ts); the porteiro works at ev-draft only.
export type Actor = 'anonymous' | 'userA' | 'userB' | 'admin' | 'demotedAdmin' | 'financeiro' | 'porteiro';
export const ACTORS: readonly Actor[] = [
  'anonymous',
  'userA',
  'userB',
  'admin',
  'demotedAdmin',
  'financeiro',
  'porteiro',
];

export const USER_A = { uid: 'user-a', email: 'ana@example.com' };
export const USER_B = { uid: 'user-b', email: 'bruno@example.com' };
export const ADMIN = { uid: 'admin-uid', email: 'admin@gningressos.com.br' };
export const DEMOTED_ADMIN = { uid: 'demoted-admin', email: 'ex-admin@gningressos.com.br' };
export const FINANCE = { uid: 'finance-uid', email: 'financeiro@gningressos.com.br' };
export const DOOR = { uid: 'door-uid', email: 'portaria@gningressos.com.br' };
/** The porteiro's scope: the events (and lists) set-role wrote into its claims. */
export const DOOR_SCOPE = { eventos: ['ev-draft'], listas: [] };

/** The uid each actor signs in with (anonymous has none; 'anonymous' is only used in paths). */
export function uidOf(actor: Actor): string {
  switch (actor) {
    case 'userA':
      return USER_A.uid;
    case 'userB':
      return USER_B.uid;
    case 'admin':
      return ADMIN.uid;
    case 'demotedAdmin':
      return DEMOTED_ADMIN.uid;
    case 'financeiro':
      return FINANCE.uid;
    case 'porteiro':
      return DOOR.uid;
    default:
      return 'anonymous';
  }
}

export function emailOf(actor: Actor): string | undefined {
  switch (actor) {
    case 'userA':
      return USER_A.email;
    case 'userB':
      return USER_B.email;
    case 'admin':
      return ADMIN.email;
    case 'demotedAdmin':
      return DEMOTED_ADMIN.email;
    case 'financeiro':
      return FINANCE.email;
    case 'porteiro':
      return DOOR.email;
    default:
      return undefined;
  }
}

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run these tests through `firebase emulators:exec` ' +
        '(see tests/rules/README.md).',
    );
  }
  const i = value.lastIndexOf(':');
  const host = value.slice(0, i).replace(/^\[|\]$/g, '');
  const port = Number(value.slice(i + 1));
  if (!host || !Number.isInteger(port)) throw new Error(`Bad FIRESTORE_EMULATOR_HOST: ${value}`);
  return { host, port };
}

export async function createEnv(): Promise<RulesTestEnvironment> {
  // Denied requests are the point of half of these tests: keep the SDK from logging each one.
  setLogLevel('silent');
  const { host, port } = emulatorHost();
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(RULES_PATH, 'utf8'), host, port },
  });
}

export function contextFor(env: RulesTestEnvironment, actor: Actor): RulesTestContext {
  switch (actor) {
    case 'anonymous':
      return env.unauthenticatedContext();
    case 'userA':
      return env.authenticatedContext(USER_A.uid, { email: USER_A.email });
    case 'userB':
      return env.authenticatedContext(USER_B.uid, { email: USER_B.email });
    case 'admin':
      return env.authenticatedContext(ADMIN.uid, { admin: true, email: ADMIN.email });
    case 'demotedAdmin':
      return env.authenticatedContext(DEMOTED_ADMIN.uid, { admin: true, email: DEMOTED_ADMIN.email });
    case 'financeiro':
      return env.authenticatedContext(FINANCE.uid, { role: 'financeiro', email: FINANCE.email });
    case 'porteiro':
      return env.authenticatedContext(DOOR.uid, { role: 'porteiro', escopo: DOOR_SCOPE, email: DOOR.email });
  }
}

/** Wipes the demo-gn-rules project and writes the fixtures, with rules disabled. */
export async function resetData(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const batch = writeBatch(db);
    for (const [docPath, data] of Object.entries(seedDocs)) {
      batch.set(doc(db, docPath), data);
    }
    await batch.commit();
  });
}

// Whether the data still equals the fixtures. Every test is assumed to change it (a test may
// write with the rules off, or through its own contexts); the harness alone hands it back, for an
// operation it ran that cannot have changed anything: a read, or a write the rules refused.
// Clearing and re-seeding the project before each of the matrix's 800+ tests was most of its time.
let pristine = false;

/** The harness's word that the test just run left the fixtures as they were. */
export function leftUntouched(): void {
  pristine = true;
}

/**
 * Every rules file's lifecycle, registered in one call: an environment for the file, the fixtures
 * written afresh before each test that may have changed them, the project wiped after. Returns a
 * getter: the environment exists only once beforeAll has run.
 */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await createEnv();
    pristine = false;
  });
  beforeEach(async () => {
    if (!pristine) await resetData(env);
    pristine = false;
  });
  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
  });
  return () => env;
}

/** Deletes documents with rules disabled (to turn a seeded path into a "create" target). */
export async function removeDocs(env: RulesTestEnvironment, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const batch = writeBatch(db);
    for (const p of paths) batch.delete(doc(db, p));
    await batch.commit();
  });
}
