import type { Request, Response } from 'express';
import type { DocumentData } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, db } from '../../firebase.ts';

/** One row of the admin Users screen: the Auth account merged with its profile. */
export interface AdminUserRow {
  uid: string;
  email: string | null;
  displayName: string | null;
  disabled: boolean;
  admin: boolean;
  /** ISO 8601 */
  createdAt: string;
  nome: string | null;
  telefone: string | null;
  avatar_url: string | null;
}

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

async function profilesByUid(uids: string[]): Promise<Map<string, DocumentData>> {
  const profiles = new Map<string, DocumentData>();
  for (let i = 0; i < uids.length; i += FIRESTORE_GET_ALL_CHUNK) {
    const refs = uids.slice(i, i + FIRESTORE_GET_ALL_CHUNK).map((uid) => db().doc(`profiles/${uid}`));
    for (const snap of await db().getAll(...refs)) {
      const data = snap.data();
      if (data) profiles.set(snap.id, data);
    }
  }
  return profiles;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toRow(user: UserRecord, profile: DocumentData | undefined): AdminUserRow {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    admin: user.customClaims?.admin === true,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    nome: stringOrNull(profile?.nome) ?? user.displayName ?? null,
    telefone: stringOrNull(profile?.telefone),
    avatar_url: stringOrNull(profile?.avatar_url),
  };
}

/** GET /api/admin/users → { users: AdminUserRow[] }, newest sign-up first. */
export async function listUsers(_req: Request, res: Response): Promise<void> {
  const users = await allAuthUsers();
  const profiles = await profilesByUid(users.map((u) => u.uid));
  const rows = users
    .map((u) => toRow(u, profiles.get(u.uid)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  res.json({ users: rows });
}
