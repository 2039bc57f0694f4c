// The seed check's access steps: the demo users sign in with their passwords and claims, the
// security rules let an anonymous visitor read the storefront (and not the drafts), and every
// cover image is a JPEG of the right size in the file store.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES } from './build.mjs';
import { roleFromClaims } from '@gn/core/roles';
import { demoRoleOf } from './demo-users.mjs';

/** @typedef {import('./check-content.mjs').CheckContext} CheckContext */

async function signIn(email, password) {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(body?.error?.message ?? `HTTP ${res.status}`);
  const payload = JSON.parse(Buffer.from(body.idToken.split('.')[1], 'base64url').toString());
  return { uid: body.localId, claims: payload };
}

/** 6. Users: sign in with the demo passwords; claims, profiles, roles. @param {CheckContext} ctx */
export async function checkUsers({ auth, all, expected, counts, fail }) {
  for (const u of expected.users) {
    try {
      const { uid, claims } = await signIn(u.email, u.password);
      if (uid !== u.uid) fail(`${u.email}: uid ${uid}, expected ${u.uid}`);
      if (Boolean(claims.admin) !== u.admin) fail(`${u.email}: admin claim is ${claims.admin}`);
      if (roleFromClaims(claims) !== demoRoleOf(u)) fail(`${u.email}: role claim is ${claims.role}`);
      const record = await auth.getUser(u.uid);
      if (record.displayName !== u.nome) fail(`${u.email}: displayName ${record.displayName}`);
    } catch (err) {
      fail(`${u.email}: sign-in failed (${err instanceof Error ? err.message : err})`);
    }
    const profile = all.profiles.get(u.uid);
    if (profile?.email !== u.email) fail(`profiles/${u.uid}: e-mail mismatch`);
    const role = all.user_roles.get(u.uid)?.role;
    if (role !== demoRoleOf(u)) fail(`user_roles/${u.uid}: role ${role}`);
  }
  counts['auth users'] = (await auth.listUsers()).users.length;
}

/** A request to the Firestore emulator's REST API, as an anonymous visitor (or with `token`). */
async function firestoreRest(projectId, method, pathPart, body, token) {
  const base = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${projectId}/databases/(default)/documents`;
  const res = await fetch(`${base}${pathPart}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const eq = (fieldPath, value) => ({
  fieldFilter: { field: { fieldPath }, op: 'EQUAL', value },
});

/** The storefront's public queries, as structured queries of the REST API. */
const PUBLIC_QUERIES = {
  events: {
    from: [{ collectionId: 'events' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [eq('status', { stringValue: 'publicado' }), eq('visivel', { booleanValue: true })],
      },
    },
    orderBy: [{ field: { fieldPath: 'data_inicio' } }],
  },
  news: {
    from: [{ collectionId: 'news' }],
    where: eq('status', { stringValue: 'publicado' }),
    orderBy: [{ field: { fieldPath: 'publicado_em' }, direction: 'DESCENDING' }],
  },
  home_banners: {
    from: [{ collectionId: 'home_banners' }],
    where: eq('ativo', { booleanValue: true }),
    orderBy: [{ field: { fieldPath: 'ordem' } }],
  },
};

/** How many seeded documents of `name` a public query should see. */
function expectedPublicCount(expected, name) {
  return expected.docs.filter(
    (d) =>
      d.collection === name &&
      (name === 'events'
        ? d.data.status === 'publicado' && d.data.visivel
        : name === 'news'
          ? d.data.status === 'publicado'
          : d.data.ativo),
  ).length;
}

/** 7. Rules: the public reads of the storefront work on the seeded data, drafts stay hidden. @param {CheckContext} ctx */
export async function checkRules({ projectId, expected, counts, fail }) {
  for (const [name, structuredQuery] of Object.entries(PUBLIC_QUERIES)) {
    const r = await firestoreRest(projectId, 'POST', ':runQuery', { structuredQuery });
    const n = Array.isArray(r.body) ? r.body.filter((x) => x.document).length : -1;
    if (r.status !== 200) fail(`rules: anonymous public query on ${name} answered ${r.status}`);
    counts[`${name} (anonymous)`] = n;
    const want = expectedPublicCount(expected, name);
    if (r.status === 200 && n !== want) fail(`rules: anonymous ${name} query saw ${n}, expected ${want}`);
  }
  const draft = expected.docs.find((d) => d.collection === 'events' && d.data.status === 'rascunho');
  if (draft && (await firestoreRest(projectId, 'GET', `/events/${draft.id}`)).status !== 403) {
    fail(`rules: anonymous read of draft events/${draft.id} was not denied`);
  }
}

/** 8. Images: every cover URL maps to a JPEG of the right size in the file store. @param {CheckContext} ctx */
export async function checkImages({ all, fileStoreDir, counts, fail }) {
  const urls = [
    ...[...all.events.values()].map((e) => ['events', e.capa_url]),
    ...[...all.news.values()].map((n) => ['news', n.capa_url]),
    ...[...all.home_banners.values()].map((b) => ['banners', b.imagem_url]),
  ];
  let images = 0;
  await Promise.all(
    urls.map(async ([kind, url]) => {
      const m = /^\/api\/files\/(seed\/[a-z]+\/[a-z0-9-]+\.c\d+x\d+\.jpg)$/.exec(url ?? '');
      if (!m) return fail(`bad image URL ${url}`);
      const file = path.join(fileStoreDir, m[1]);
      try {
        await stat(file);
        const meta = await sharp(file).metadata();
        const want = IMAGE_SIZES[kind];
        if (meta.format !== 'jpeg' || meta.width !== want.width || meta.height !== want.height) {
          fail(`${file}: ${meta.format} ${meta.width}×${meta.height}`);
        }
        images++;
      } catch {
        fail(`missing image ${file}`);
      }
    }),
  );
  counts.images = images;
}
