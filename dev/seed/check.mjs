// Verifies a seeded emulator: counts per collection, cross references (tables, banner links,
// category rows), stock, users (sign-in with the demo passwords, custom claims) and images.
//
//   node dev/seed/check.mjs        # inside `firebase emulators:exec`, after seed.mjs
//
// Environment: GCLOUD_PROJECT, GN_FILE_STORE_DIR, FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST. Exits with code 1 and lists the problems if anything is off.

import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase-admin/app';
import sharp from 'sharp';
import { buildSeedData, IMAGE_SIZES } from './build.mjs';
import { assertEmulators, seedApp } from './seed.mjs';

const COLLECTIONS = [
  'events',
  'event_stock',
  'news',
  'pricing_tables',
  'category_tables',
  'event_category_data',
  'home_banners',
  'site_settings',
  'profiles',
  'user_roles',
  'orders',
  'tickets',
  'coupons',
];

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

/** @returns {Promise<{ counts: Record<string, number>, problems: string[] }>} */
export async function check({ projectId, fileStoreDir, now = new Date() }) {
  assertEmulators();
  const problems = [];
  const fail = (msg) => problems.push(msg);
  const expected = buildSeedData({ now });
  const { app, owned } = seedApp(projectId);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);

    // 1. Every seeded document exists; count what is there.
    const snaps = Object.fromEntries(
      await Promise.all(COLLECTIONS.map(async (c) => [c, await db.collection(c).get()])),
    );
    const all = Object.fromEntries(
      COLLECTIONS.map((c) => [c, new Map(snaps[c].docs.map((d) => [d.id, d.data()]))]),
    );
    const counts = Object.fromEntries(COLLECTIONS.map((c) => [c, snaps[c].size]));
    for (const d of expected.docs) {
      // Subcollections (stock slots) are counted by the checkout itself, not listed here.
      if (d.collection.includes('/')) continue;
      if (!all[d.collection].has(d.id)) fail(`missing ${d.collection}/${d.id}`);
    }

    const events = all.events;
    const news = all.news;
    const publicEventSlugs = new Set(
      [...events.values()].filter((e) => e.status === 'publicado' && e.visivel).map((e) => e.slug),
    );
    const publishedNewsSlugs = new Set(
      [...news.values()].filter((n) => n.status === 'publicado').map((n) => n.slug),
    );

    // 2. Events: table references, dates, stock, unique slugs.
    const slugs = new Set();
    for (const [id, e] of events) {
      if (slugs.has(e.slug)) fail(`events/${id}: duplicate slug ${e.slug}`);
      slugs.add(e.slug);
      if (!(e.data_inicio instanceof Timestamp)) fail(`events/${id}: data_inicio is not a Timestamp`);
      for (const t of e.pricing_table_ids ?? []) {
        if (!all.pricing_tables.has(t)) fail(`events/${id}: pricing table ${t} does not exist`);
      }
      for (const t of e.category_table_ids ?? []) {
        if (!all.category_tables.has(t)) fail(`events/${id}: category table ${t} does not exist`);
      }
      const s = all.event_stock.get(id);
      if (!s) fail(`event_stock/${id} missing`);
      else if (!(Number.isInteger(s.total) && s.disponivel >= 0 && s.disponivel <= s.total)) {
        fail(`event_stock/${id}: bad numbers ${s.disponivel}/${s.total}`);
      }
    }

    // 3. Category rows: the event uses the table, keys are columns or column.subdivision.
    for (const [id, row] of all.event_category_data) {
      const table = all.category_tables.get(row.table_id);
      const event = events.get(row.event_id);
      if (!table || !event) {
        fail(`event_category_data/${id}: unknown table or event`);
        continue;
      }
      if (!event.category_table_ids.includes(row.table_id)) {
        fail(`event_category_data/${id}: ${row.event_id} does not use ${row.table_id}`);
      }
      const keys = new Set(
        table.colunas.flatMap((c) => (c.subdivisoes ? c.subdivisoes.map((s) => `${c.id}.${s.id}`) : [c.id])),
      );
      for (const k of Object.keys(row.dados)) {
        if (!keys.has(k)) fail(`event_category_data/${id}: unknown column key ${k}`);
      }
    }

    // 4. Banners: links resolve to published content.
    const active = [...all.home_banners.values()].filter((b) => b.ativo);
    if (active.length < 3) fail(`only ${active.length} active banners`);
    for (const [id, b] of all.home_banners) {
      for (const n of [1, 2]) {
        const tipo = b[`botao${n}_tipo`];
        const ref = b[`botao${n}_referencia`];
        if (tipo == null) continue;
        const ok =
          (tipo === 'evento' && publicEventSlugs.has(ref)) ||
          (tipo === 'noticia' && publishedNewsSlugs.has(ref)) ||
          (tipo === 'pagina' && typeof ref === 'string' && ref.startsWith('/')) ||
          (tipo === 'url' && /^https:\/\//.test(ref ?? ''));
        if (!ok) fail(`home_banners/${id}: botao${n} ${tipo} → ${ref} does not resolve`);
      }
    }

    // 5. News: published ones have a date; the public query works.
    for (const [id, n] of news) {
      if (n.status === 'publicado' && !(n.publicado_em instanceof Timestamp)) {
        fail(`news/${id}: published without publicado_em`);
      }
    }
    const publicEvents = await db
      .collection('events')
      .where('status', '==', 'publicado')
      .where('visivel', '==', true)
      .orderBy('data_inicio')
      .get();
    const publicNews = await db
      .collection('news')
      .where('status', '==', 'publicado')
      .orderBy('publicado_em', 'desc')
      .get();
    counts['events (public)'] = publicEvents.size;
    counts['news (public)'] = publicNews.size;

    const settings = all.site_settings.get('news_banner');
    if (!settings?.ativo || settings.velocidade !== 50 || settings.limite_noticias !== 10) {
      fail('site_settings/news_banner is not {ativo: true, velocidade: 50, limite_noticias: 10}');
    }

    const gn10 = all.coupons.get('GN10');
    if (gn10?.tipo !== 'percentual' || gn10.percentual !== 10 || !gn10.ativo || gn10.eventos.length > 0) {
      fail('coupons/GN10 is not an active 10 % coupon for every event');
    }

    // 6. Users: sign in with the demo passwords; claims, profiles, roles.
    for (const u of expected.users) {
      try {
        const { uid, claims } = await signIn(u.email, u.password);
        if (uid !== u.uid) fail(`${u.email}: uid ${uid}, expected ${u.uid}`);
        if (Boolean(claims.admin) !== u.admin) fail(`${u.email}: admin claim is ${claims.admin}`);
        const record = await auth.getUser(u.uid);
        if (record.displayName !== u.nome) fail(`${u.email}: displayName ${record.displayName}`);
      } catch (err) {
        fail(`${u.email}: sign-in failed (${err instanceof Error ? err.message : err})`);
      }
      const profile = all.profiles.get(u.uid);
      if (profile?.email !== u.email) fail(`profiles/${u.uid}: e-mail mismatch`);
      const role = all.user_roles.get(u.uid)?.role;
      if (role !== (u.admin ? 'admin' : 'user')) fail(`user_roles/${u.uid}: role ${role}`);
    }
    counts['auth users'] = (await auth.listUsers()).users.length;

    // 7. Rules: the public reads of the storefront work on the seeded data, drafts stay hidden.
    const rest = async (method, pathPart, body, token) => {
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
    };
    const eq = (fieldPath, value) => ({
      fieldFilter: { field: { fieldPath }, op: 'EQUAL', value },
    });
    const publicQueries = {
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
    for (const [name, structuredQuery] of Object.entries(publicQueries)) {
      const r = await rest('POST', ':runQuery', { structuredQuery });
      const n = Array.isArray(r.body) ? r.body.filter((x) => x.document).length : -1;
      if (r.status !== 200) fail(`rules: anonymous public query on ${name} answered ${r.status}`);
      counts[`${name} (anonymous)`] = n;
      const want = expected.docs.filter(
        (d) =>
          d.collection === name &&
          (name === 'events'
            ? d.data.status === 'publicado' && d.data.visivel
            : name === 'news'
              ? d.data.status === 'publicado'
              : d.data.ativo),
      ).length;
      if (r.status === 200 && n !== want) fail(`rules: anonymous ${name} query saw ${n}, expected ${want}`);
    }
    const draft = expected.docs.find((d) => d.collection === 'events' && d.data.status === 'rascunho');
    if (draft && (await rest('GET', `/events/${draft.id}`)).status !== 403) {
      fail(`rules: anonymous read of draft events/${draft.id} was not denied`);
    }

    // 8. Images: every cover URL maps to a JPEG of the right size in the file store.
    const urls = [
      ...[...events.values()].map((e) => ['events', e.capa_url]),
      ...[...news.values()].map((n) => ['news', n.capa_url]),
      ...[...all.home_banners.values()].map((b) => ['banners', b.imagem_url]),
    ];
    let images = 0;
    await Promise.all(
      urls.map(async ([kind, url]) => {
        const m = /^\/api\/files\/(seed\/[a-z]+\/[a-z0-9-]+\.jpg)$/.exec(url ?? '');
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
    return { counts, problems };
  } finally {
    if (owned) await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const fileStoreDir = process.env.GN_FILE_STORE_DIR;
  try {
    if (!projectId || !fileStoreDir) throw new Error('check: set GCLOUD_PROJECT and GN_FILE_STORE_DIR');
    const { counts, problems } = await check({ projectId, fileStoreDir });
    console.log(
      'check counts: ' +
        Object.entries(counts)
          .map(([k, v]) => `${k}=${v}`)
          .join(', '),
    );
    if (problems.length) {
      console.error(`check: ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
      process.exitCode = 1;
    } else {
      console.log('check: OK');
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
