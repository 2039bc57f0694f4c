// The local stack as the integration and end-to-end tests reach it: the API, the Admin SDK on the
// emulators, test users and their ID tokens. The stack comes from the environment: GN_SITE_URL
// (Hosting, whose /api/** reaches the `api` function), FIREBASE_AUTH_EMULATOR_HOST,
// FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT (set by `firebase emulators:exec`).
import { ROLE_LABELS, roleClaims, type Role, type StaffScope } from '@gn/core/roles';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run these tests against a live stack (see tests/functions/README.md)`,
    );
  return value;
}

export const SITE_URL = requiredEnv('GN_SITE_URL').replace(/\/$/, '');
const AUTH_HOST = requiredEnv('FIREBASE_AUTH_EMULATOR_HOST');
const FIRESTORE_HOST = requiredEnv('FIRESTORE_EMULATOR_HOST');
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? requiredEnv('GOOGLE_CLOUD_PROJECT');

if (!PROJECT_ID.startsWith('demo-')) {
  throw new Error(`Refusing to run against project ${PROJECT_ID}: tests use demo- projects only`);
}

function adminApp(): App {
  return (
    getApps().find((a) => a.name === 'functions-tests') ??
    initializeApp({ projectId: PROJECT_ID }, 'functions-tests')
  );
}

export const adminAuth = () => getAuth(adminApp());
export const adminDb = () => getFirestore(adminApp());

/**
 * Lists a collection through the Firestore REST API as the holder of `idToken`, i.e. through the
 * security rules, as a browser would. Returns the HTTP status (200 allowed, 403 denied).
 */
export async function listThroughRules(collectionPath: string, idToken: string): Promise<number> {
  const url = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collectionPath}?pageSize=1`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
  return res.status;
}

/** Polls GET /api/health: until the functions are loaded the Hosting rewrite answers 404. */
export async function waitForApi(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${SITE_URL}/api/health`);
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The API did not answer 200 on /api/health within ${timeoutMs} ms (${last})`);
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/**
 * A fresh user with a profile; `admin` sets the custom claim and the user_roles mirror; `verified`
 * marks the e-mail verified (as a real sign-up is not until its link is followed).
 */
export async function createUser(
  options: { admin?: boolean; nome?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const role = options.admin ? 'admin' : 'cliente';
  const email = `${role}-${tag}@teste.gn`;
  const password = `senha-${tag}`;
  const nome = options.nome ?? `${options.admin ? 'Admin' : 'Cliente'} ${tag}`;
  const user = await adminAuth().createUser({
    email,
    password,
    displayName: nome,
    emailVerified: options.verified === true,
  });
  if (options.admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  await adminDb()
    .doc(`profiles/${user.uid}`)
    .set({ user_id: user.uid, nome, email, telefone: null, created_at: new Date() });
  await adminDb()
    .doc(`user_roles/${user.uid}`)
    .set({ user_id: user.uid, role: options.admin ? 'admin' : 'user', updated_at: new Date() });
  return { uid: user.uid, email, password };
}

/** Signs in through the Auth emulator's REST endpoint; throws with the emulator's error code. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!res.ok || !body.idToken) throw new Error(`sign-in failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/**
 * A member of staff with `role` (and, for the door and the box office, a scope), set up as
 * set-role does it: the claims (core's roleClaims) and the user_roles document.
 */
export async function createStaff(
  role: Role,
  escopo: StaffScope = { eventos: [], listas: [] },
): Promise<TestUser> {
  const user = await createUser({ nome: `${ROLE_LABELS[role]} ${randomUUID().slice(0, 6)}` });
  await adminAuth().setCustomUserClaims(user.uid, roleClaims(role, escopo));
  await adminDb()
    .doc(`user_roles/${user.uid}`)
    .set({ user_id: user.uid, role, escopo, updated_at: new Date() });
  return user;
}

export async function tokenOf(user: TestUser): Promise<string> {
  return signIn(user.email, user.password);
}

/**
 * Marks the account's e-mail verified, as following the verification link does, and answers a
 * fresh ID token (an older one still says email_verified: false).
 */
export async function verifyEmailOf(user: Pick<TestUser, 'uid' | 'email' | 'password'>): Promise<string> {
  await adminAuth().updateUser(user.uid, { emailVerified: true });
  return signIn(user.email, user.password);
}

export interface AdminAndCustomer {
  admin: TestUser;
  adminToken: string;
  customer: TestUser;
  customerToken: string;
}

/** Most suites' `beforeAll`: the API is up, then a fresh admin and a fresh customer, signed in. */
export async function adminAndCustomer(): Promise<AdminAndCustomer> {
  await waitForApi();
  const admin = await createUser({ admin: true });
  const customer = await createUser();
  return { admin, adminToken: await tokenOf(admin), customer, customerToken: await tokenOf(customer) };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  contentType: string;
  body: T;
  text: string;
}

export interface ErrorBody {
  error: { code: string; message: string };
}

/** Calls the API through Hosting. `json` is sent as application/json; `body` as is. */
export async function api<T = unknown>(
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${SITE_URL}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const parsed = contentType.includes('application/json') ? (JSON.parse(text) as T) : (text as T);
  return { status: res.status, contentType, body: parsed, text };
}

/** The door's scan (POST /api/admin/checkin/scan): an entry at the event's general list unless told. */
export function scanAtDoor<T = { ticket: Record<string, unknown>; em: string }>(
  body: { code: string; eventId: string; listId?: string; direction?: 'entrada' | 'saida' },
  token: string | undefined,
): Promise<ApiAnswer<T>> {
  return api<T>('/api/admin/checkin/scan', { json: { listId: 'geral', ...body }, token });
}

/** Asserts the API's error envelope and returns it, for checking the code and message. */
export function errorOf(answer: ApiAnswer): ErrorBody['error'] {
  const body = answer.body as Partial<ErrorBody>;
  if (!answer.contentType.includes('application/json') || !body.error) {
    throw new Error(
      `expected a JSON error, got ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`,
    );
  }
  return body.error;
}

/** multipart/form-data with one file in field `file` (plus optional text fields). */
export function fileForm(
  data: Uint8Array,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

/** Entries of audit_log for an action on a target (unordered: no composite index needed). */
export async function auditEntries(action: string, target: string) {
  const snap = await adminDb().collection('audit_log').where('target', '==', target).get();
  return snap.docs.map((d) => d.data()).filter((d) => d.action === action);
}
