// Table-driven harness: one row = one operation on one path, with the expected outcome for each
// of the five actors. `expandRows` turns every row into five `it` blocks.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type WhereFilterOp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, contextFor, leftUntouched, removeDocs, type Actor } from './env.ts';

type Data = Record<string, unknown>;
export type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
export type Outcome = 'allow' | 'deny';
export type Expectation = Record<Actor, Outcome>;

export interface Row {
  /** get/create/update/delete: a document path; list: a collection path. */
  op: Op;
  path: string;
  /** list only: the query's equality filters. */
  where?: [field: string, op: WhereFilterOp, value: unknown][];
  /** create (setDoc) or update (updateDoc) payload, possibly per actor. */
  data?: Data | ((actor: Actor) => Data);
  /** Seeded documents removed first (e.g. to create the signed-in user's own profile). */
  absent?: string[];
  /** Runs after `absent` and before the operation (e.g. writes a document with the rules off). */
  before?: () => Promise<unknown>;
  expect: Expectation;
  /** Short reason shown in the test name. */
  note?: string;
}

export function only(...allowed: Actor[]): Expectation {
  return Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? 'allow' : 'deny'])) as Expectation;
}

export const EVERYONE = only(...ACTORS);
export const NOBODY = only();
export const ADMIN_ONLY = only('admin');
export const OWNER_A_AND_ADMIN = only('userA', 'admin');
export const OWNER_A_ONLY = only('userA');
/** Orders, tickets and payments: the admin and finance (core/src/roles.ts). */
export const ADMIN_AND_FINANCE = only('admin', 'financeiro');
export const OWNER_A_ADMIN_AND_FINANCE = only('userA', 'admin', 'financeiro');

export function describeOp(row: Row): string {
  const filter = row.where
    ? ` where ${row.where.map(([f, o, v]) => `${f} ${o} ${JSON.stringify(v)}`).join(' && ')}`
    : '';
  const note = row.note ? ` (${row.note})` : '';
  return `${row.op} ${row.path}${filter}${note}`;
}

export async function runOp(env: RulesTestEnvironment, actor: Actor, row: Row): Promise<unknown> {
  const db = contextFor(env, actor).firestore();
  const data = typeof row.data === 'function' ? row.data(actor) : row.data;
  switch (row.op) {
    case 'get':
      return getDoc(doc(db, row.path));
    case 'list':
      return getDocs(
        query(collection(db, row.path), ...(row.where ?? []).map(([f, o, v]) => where(f, o, v))),
      );
    case 'create':
      return setDoc(doc(db, row.path), data ?? {});
    case 'update':
      return updateDoc(doc(db, row.path), data ?? {});
    case 'delete':
      return deleteDoc(doc(db, row.path));
  }
}

/** Registers `it` blocks for every row × actor inside the current describe. */
export function expandRows(getEnv: () => RulesTestEnvironment, rows: Row[]): void {
  for (const row of rows) {
    describe(describeOp(row), () => {
      for (const actor of ACTORS) {
        const outcome = row.expect[actor];
        it(`${actor}: ${outcome}`, () => expectOutcome(getEnv(), actor, outcome, row));
      }
    });
  }
}

/** A single targeted case: one actor, one expectation. */
export async function expectOutcome(
  env: RulesTestEnvironment,
  actor: Actor,
  outcome: Outcome,
  row: Omit<Row, 'expect'>,
): Promise<void> {
  await removeDocs(env, row.absent ?? []);
  await row.before?.();
  const attempt = runOp(env, actor, { ...row, expect: NOBODY });
  if (outcome === 'allow') await assertSucceeds(attempt);
  else await assertFails(attempt);
  // Reached only when the outcome was the expected one: a read, or a refused write, changed nothing.
  const prepared = (row.absent ?? []).length > 0 || row.before !== undefined;
  if (!prepared && (row.op === 'get' || row.op === 'list' || outcome === 'deny')) leftUntouched();
}

/**
 * One `it` per case, named by its key: `actor` tries each operation and must meet `outcome`. A run
 * of same-shape targeted cases reads as a table instead of one copied `it` block each.
 */
export function expectEach(
  getEnv: () => RulesTestEnvironment,
  actor: Actor,
  outcome: Outcome,
  cases: Record<string, Omit<Row, 'expect'>>,
): void {
  for (const [name, row] of Object.entries(cases))
    it(name, () => expectOutcome(getEnv(), actor, outcome, row));
}
