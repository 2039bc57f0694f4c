// The seed check's content steps: every seeded document exists, and events, category rows,
// banners, news, settings and coupons hold together (references, dates, stock, links).
import { Timestamp } from 'firebase-admin/firestore';

/**
 * @typedef {object} CheckContext
 * @property {import('firebase-admin/firestore').Firestore} db
 * @property {import('firebase-admin/auth').Auth} auth
 * @property {Record<string, Map<string, any>>} all the seeded collections' documents by id
 * @property {ReturnType<typeof import('./build.mjs').buildSeedData>} expected
 * @property {Record<string, number>} counts
 * @property {(msg: string) => void} fail
 * @property {string} projectId
 * @property {string} fileStoreDir
 */

/** 1. Every seeded document exists. @param {CheckContext} ctx */
export function checkDocumentsExist({ all, expected, fail }) {
  for (const d of expected.docs) {
    // Subcollections (stock slots) are counted by the checkout itself, not listed here.
    if (d.collection.includes('/')) continue;
    if (!all[d.collection].has(d.id)) fail(`missing ${d.collection}/${d.id}`);
  }
}

/** 2. Events: table references, dates, stock, unique slugs. @param {CheckContext} ctx */
export function checkEvents({ all, fail }) {
  const slugs = new Set();
  for (const [id, e] of all.events) {
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
}

/** 3. Category rows: the event uses the table, keys are columns or column.subdivision. @param {CheckContext} ctx */
export function checkCategoryRows({ all, fail }) {
  for (const [id, row] of all.event_category_data) {
    const table = all.category_tables.get(row.table_id);
    const event = all.events.get(row.event_id);
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
}

/** 4. Banners: links resolve to published content. @param {CheckContext} ctx */
export function checkBanners({ all, fail }) {
  const publicEventSlugs = new Set(
    [...all.events.values()].filter((e) => e.status === 'publicado' && e.visivel).map((e) => e.slug),
  );
  const publishedNewsSlugs = new Set(
    [...all.news.values()].filter((n) => n.status === 'publicado').map((n) => n.slug),
  );
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
}

/** 5. News: published ones have a date; the public queries work. @param {CheckContext} ctx */
export async function checkNewsAndPublicQueries({ db, all, counts, fail }) {
  for (const [id, n] of all.news) {
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
}

/** The news banner's settings and the GN10 coupon, as the storefront expects them. @param {CheckContext} ctx */
export function checkSettingsAndCoupons({ all, fail }) {
  const settings = all.site_settings.get('news_banner');
  if (!settings?.ativo || settings.velocidade !== 50 || settings.limite_noticias !== 10) {
    fail('site_settings/news_banner is not {ativo: true, velocidade: 50, limite_noticias: 10}');
  }

  const gn10 = all.coupons.get('GN10');
  if (gn10?.tipo !== 'percentual' || gn10.percentual !== 10 || !gn10.ativo || gn10.eventos.length > 0) {
    fail('coupons/GN10 is not an active 10 % coupon for every event');
  }
}
