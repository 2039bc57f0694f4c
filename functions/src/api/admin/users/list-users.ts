// The admin's user list: every Auth account joined with its Firestore profile, filtered by name or
// e-mail (case and accents ignored), newest sign-up first.
import type { Request, Response } from 'express';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../../../firebase.ts';
import { foldAccents } from '@gn/core/text';
import type { AdminUserRow } from '@gn/core/schemas/admin-users';
import { roleFromClaims, scopeFromClaims } from '@gn/core/roles';
import { readProfile, type StoredProfile } from '@gn/core/stored/profile';
import { profileRef } from '../../../store/documents.ts';

const AUTH_PAGE_SIZE = 1000; // the Admin SDK maximum
const FIRESTORE_GET_ALL_CHUNK = 300;

async function allAuthUsers(): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(AUTH_PAGE_SIZE, pageToken);
    users.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return users;
}

async function profilesByUid(uids: string[]): Promise<Map<string, StoredProfile>> {
  const profiles = new Map<string, StoredProfile>();
  for (let i = 0; i < uids.length; i += FIRESTORE_GET_ALL_CHUNK) {
    const refs = uids.slice(i, i + FIRESTORE_GET_ALL_CHUNK).map((uid) => profileRef(db(), uid));
    // getAll's answer drops the references' reader from its type: read again (idempotent).
    for (const snap of await db().getAll(...refs)) {
      if (snap.exists) profiles.set(snap.id, readProfile(snap.data()));
    }
  }
  return profiles;
}

function toRow(user: UserRecord, profile: StoredProfile | undefined): AdminUserRow {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    admin: roleFromClaims(user.customClaims) === 'admin',
    role: roleFromClaims(user.customClaims),
    escopo: scopeFromClaims(user.customClaims),
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    nome: profile?.nome || (user.displayName ?? null),
    telefone: profile?.telefone ?? null,
    avatar_url: profile?.avatar_url ?? null,
  };
}

/** Lower case without accents, so 'joao' finds 'João'. */
function normalized(text: string): string {
  return foldAccents(text).trim();
}

function matches(row: AdminUserRow, needle: string): boolean {
  return [row.nome, row.displayName, row.email].some((f) => f !== null && normalized(f).includes(needle));
}

/** A query parameter as one string (a repeated `?a=1&a=2` or a nested one counts as absent). */
function queryText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * GET /api/admin/users[?search=text&limit=n] → { users: AdminUserRow[] }, newest sign-up first.
 * `search` keeps users whose name or e-mail contains it (case and accents ignored); `limit` cuts
 * the answer (the header search asks for a few).
 */
export async function listUsers(req: Request, res: Response): Promise<void> {
  const needle = normalized(queryText(req.query.search));
  const limit = Number.parseInt(queryText(req.query.limit), 10);
  const users = await allAuthUsers();
  const profiles = await profilesByUid(users.map((u) => u.uid));
  const rows = users
    .map((u) => toRow(u, profiles.get(u.uid)))
    .filter((row) => needle === '' || matches(row, needle))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  res.json({ users: limit > 0 ? rows.slice(0, limit) : rows });
}
