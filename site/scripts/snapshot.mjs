// Reads the public content from Firestore with the Admin SDK and writes it as one JSON file that
// the Astro pages render from. Only published (and, for events, visible) content is read.
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Firestore values -> JSON: Timestamps become ISO strings. */
function plain(value) {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

const docs = (snap) => snap.docs.map((d) => ({ id: d.id, ...plain(d.data()) }));

export async function readPublicContent(db) {
  // Taken before the reads: every write committed before it is in this snapshot (/build.json).
  const generatedAt = new Date().toISOString();
  const [events, news, banners, pricing, categories, ticker, stock, brand, seo, payments, company] =
    await Promise.all([
      db.collection('events').where('status', '==', 'publicado').where('visivel', '==', true).get(),
      db.collection('news').where('status', '==', 'publicado').get(),
      db.collection('home_banners').where('ativo', '==', true).get(),
      db.collection('pricing_tables').where('publicada', '==', true).get(),
      db.collection('category_tables').where('publicada', '==', true).get(),
      db.doc('site_settings/news_banner').get(),
      db.collection('event_stock').get(),
      // Public site settings only: site_settings/email is never rendered; of payments the event
      // page shows the fee and the card installments ("em até 12x").
      db.doc('site_settings/brand').get(),
      db.doc('site_settings/seo').get(),
      db.doc('site_settings/payments').get(),
      // Who sells (Decreto 7.962/2013): the footer, the help page and the checkout's summary.
      db.doc('site_settings/company').get(),
    ]);
  const publicEvents = docs(events).sort((a, b) => a.data_inicio.localeCompare(b.data_inicio));
  const eventIds = new Set(publicEvents.map((e) => e.id));
  const categoryTables = docs(categories);
  const rows = [];
  for (const table of categoryTables) {
    const snap = await db.collection('event_category_data').where('table_id', '==', table.id).get();
    rows.push(...docs(snap).filter((r) => eventIds.has(r.event_id)));
  }
  return {
    generatedAt,
    events: publicEvents,
    news: docs(news).sort((a, b) => (b.publicado_em ?? '').localeCompare(a.publicado_em ?? '')),
    banners: docs(banners).sort((a, b) => a.ordem - b.ordem),
    pricingTables: docs(pricing),
    categoryTables,
    categoryRows: rows.sort((a, b) => a.linha_ordem - b.linha_ordem),
    tickerSettings: ticker.exists ? plain(ticker.data()) : null,
    // Raw documents; site/src/lib/site-settings.ts validates them and applies the defaults.
    siteSettings: {
      brand: brand.exists ? plain(brand.data()) : null,
      seo: seo.exists ? plain(seo.data()) : null,
      payments: payments.exists ? plain(payments.data()) : null,
      company: company.exists ? plain(company.data()) : null,
    },
    // Stock at build time, for the page's first paint only; the ticket panel reads it live.
    stock: Object.fromEntries(
      docs(stock)
        .filter((s) => eventIds.has(s.id))
        .map((s) => [s.id, s]),
    ),
  };
}

export async function writeSnapshot({ projectId, outFile }) {
  const app = getApps().find((a) => a.name === 'snapshot') ?? initializeApp({ projectId }, 'snapshot');
  const content = await readPublicContent(getFirestore(app));
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(content));
  return content;
}
