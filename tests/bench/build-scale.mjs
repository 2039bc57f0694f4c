// Benchmark: the site at catalogue scale. Publishes 1,000 events and 1,000 news (distinct texts
// and covers, tests/bench/catalogue-data.mjs) on a running stack, then prints:
//   - fresh: the write of the whole catalogue until the stack's own publish has it live (every
//     cover encoded for the first time), once, when the catalogue is first written;
//   - the build alone, warm (covers cached), as the local build hook runs it; with --cold also
//     with an empty image cache (every cover encoded again: minutes);
//   - the number of pages and card chunks, and what a first visit to /, /eventos, /noticias and
//     one event page downloads (Chromium, phone, served / raw per kind);
//   - the list pages in use: the search's answer after its index loads, 'Carregar mais';
//   - publish to live at that size: one title changed until its page serves it.
// Needs a running stack (npm start). Usage: npm run bench:build [-- options]
//   --events=N --news=N   catalogue size (default 1000 each)   --runs=N   publish runs (default 3)
//   --cold                also build with an empty image cache   --clean   delete the catalogue
// Env: GN_BASE_PORT (default 5000), GN_PROJECT_ID (default demo-gn).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { buildSite } from '../../dev/lib/apps.mjs';
import { currentBuild } from '../../dev/lib/live-dir.mjs';
import { ROOT, elapsed } from '../../dev/lib/proc.mjs';
import { portsFrom } from '../../dev/lib/stack.mjs';
import { writeCovers } from '../../dev/seed/images.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { benchCatalogue } from './catalogue-data.mjs';
import { COLUMNS, kb, measurePageLoad } from './page-load.mjs';
import { printTable } from './public-pages.mjs';
import { spread, timeTitlePublishes } from './publish-probe.mjs';
import { measureListing } from './listing-probe.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EVENTS = option('events', 1000);
const NEWS = option('news', 1000);
const RUNS = option('runs', 3);

const projectId = process.env.GN_PROJECT_ID ?? 'demo-gn';
const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
const siteUrl = `http://127.0.0.1:${ports.hosting}`;
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
const db = getFirestore(initializeApp({ projectId }));
// What dev/lib/apps.mjs buildSite needs of the running stack (npm start's 'dev' stack).
const stack = {
  projectId,
  ports,
  urls: { site: siteUrl, admin: `http://127.0.0.1:${ports.admin}` },
  liveDir: path.join(ROOT, '.live', 'dev'),
  clientEnv: {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    GN_SITE_URL: siteUrl,
    GN_ADMIN_URL: `http://127.0.0.1:${ports.admin}`,
  },
};
const MARKER = db.doc('bench_meta/build-scale');

async function writeAll(docs, write) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const entry of docs.slice(i, i + 400)) write(batch, entry);
    await batch.commit();
  }
}

const liveGeneratedAt = async () =>
  Date.parse((await (await fetch(`${siteUrl}/build.json?t=${Date.now()}`)).json()).generatedAt);

/** Resolves when the live site was built from a snapshot taken after `since` (ms). */
async function waitForPublishAfter(since, timeoutMs = 1_800_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await liveGeneratedAt().catch(() => 0)) >= since) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`o site não publicou o catálogo em ${timeoutMs / 1000} s`);
}

const catalogue = benchCatalogue({ events: EVENTS, news: NEWS });

if (args.includes('--clean')) {
  await writeAll(catalogue.docs, (batch, [p]) => batch.delete(db.doc(p)));
  await MARKER.delete();
  console.log(
    `Catálogo de teste removido (${catalogue.docs.length} documentos); o site se republica sozinho.`,
  );
  process.exit(0);
}

console.log(`Catálogo em escala em ${siteUrl}: ${EVENTS} eventos e ${NEWS} notícias de teste`);
const marker = await MARKER.get();
if (marker.get('events') === EVENTS && marker.get('news') === NEWS) {
  console.log('  já publicado (medida "fresca" só na primeira vez; -- --clean para recomeçar)');
} else {
  let t = Date.now();
  const drawn = await writeCovers(catalogue.covers, path.join(ROOT, '.data', 'files'));
  console.log(`  capas: ${drawn.rendered} desenhadas, ${drawn.reused} reaproveitadas, em ${elapsed(t)}`);
  t = Date.now();
  await writeAll(catalogue.docs, (batch, [p, data]) => batch.set(db.doc(p), data));
  await MARKER.set({ events: EVENTS, news: NEWS });
  const written = Date.now();
  console.log(`  ${catalogue.docs.length} documentos escritos em ${elapsed(t)}; esperando a publicação…`);
  await waitForPublishAfter(written - 1000);
  console.log(`  FRESCO: da última escrita ao catálogo no ar: ${elapsed(written)} (capas novas codificadas)`);
}

// Our own builds must not race a publish of the stack (they share the staging folder). The 2,000
// writes reach the triggers over several seconds, so one publish may follow another: wait until
// none is pending or running, and none has started for longer than the debounce and a trigger.
async function waitForQuietPublishes(quietMs = 8_000, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  let lastStart = null;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const state = (await db.doc('site_builds/state').get()).data() ?? {};
    const started = state.last_started_at?.toMillis?.() ?? 0;
    if (state.pending === true || state.estado === 'publicando' || started !== lastStart)
      quietSince = Date.now();
    lastStart = started;
    if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`as publicações do site não pararam em ${timeoutMs / 1000} s`);
}
await waitForPublishAfter(0);
await waitForQuietPublishes();

async function timedBuild(label, env = {}) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const t = Date.now();
  try {
    const summary = await buildSite(stack);
    console.log(`  build ${label}: ${elapsed(t)} (${summary})`);
  } finally {
    process.env = saved;
  }
}

console.log('\nBuild (snapshot + render + troca), como o gancho local roda:');
if (args.includes('--cold')) {
  // Nothing remembered: every page rendered, every cover measured and encoded again.
  const cache = mkdtempSync(path.join(tmpdir(), 'gn-astro-cache-'));
  await timedBuild('frio (caches vazios)', {
    GN_ASTRO_CACHE_DIR: path.join(cache, 'astro'),
    GN_IMAGE_CACHE_DIR: path.join(cache, 'images', 'assets'),
  });
  rmSync(cache, { recursive: true, force: true });
}
// Every page rendered (a new, empty incremental cache), the covers' copies and sizes cached: with
// Vite (as after a code change) and with the last full build's render kit (as a publish).
for (const [label, render] of [
  ['quente, todas as páginas, com o Vite (capas em cache)', 'full'],
  ['quente, todas as páginas, com o kit (capas em cache)', 'kit'],
]) {
  const fresh = mkdtempSync(path.join(tmpdir(), 'gn-astro-pages-'));
  await timedBuild(label, { GN_ASTRO_CACHE_DIR: fresh, GN_SITE_RENDER: render });
  rmSync(fresh, { recursive: true, force: true });
}
// As a publish runs it: the stack's own incremental cache, nothing changed since its last build.
await timedBuild('incremental, nada mudou (como uma publicação)');

const live = path.join(stack.liveDir, currentBuild(stack.liveDir, 'site'));
const html = readdirSync(live, { recursive: true }).filter((f) => f.endsWith('.html'));
const chunks = html.filter((f) => /\/cartoes\//.test(f)).length;
const pagers = html.filter((f) => /\/pagina\//.test(f)).length;
console.log(
  `  ${html.length} arquivos HTML: ${html.length - chunks} páginas (${pagers} delas /pagina/N) e ${chunks} blocos de cartões`,
);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const eventPath = `/eventos/${catalogue.marker.slug}`;
  const rows = [];
  for (const p of ['/', '/eventos', '/noticias', eventPath]) {
    const m = await measurePageLoad(browser, `${siteUrl}${p}`);
    rows.push([
      p.length > 40 ? `${p.slice(0, 37)}…` : p,
      m.requests,
      ...COLUMNS.map((k) => `${kb(m.bytes[k].served)} / ${kb(m.bytes[k].raw)}`),
      `${kb(m.served)} / ${kb(m.raw)}`,
    ]);
  }
  console.log('\nPrimeira visita (celular 412 px), KB transferidos / KB descomprimidos:');
  printTable(['página', 'pedidos', ...COLUMNS, 'total'], rows);

  console.log('\nListas em uso (Chromium):');
  for (const line of await measureListing(browser, siteUrl, catalogue.marker.titulo))
    console.log(`  ${line}`);
} finally {
  await browser.close();
}

console.log(`\nPublicação até o ar com o catálogo inteiro (${RUNS} execuções, título de um evento):`);
const timings = await timeTitlePublishes({
  ref: db.doc(`events/${catalogue.marker.id}`),
  url: `${siteUrl}/eventos/${catalogue.marker.slug}`,
  runs: RUNS,
  log: (line) => console.log(`  ${line}`),
});
console.log(
  `  publicação: ${spread(timings)} (debounce ${process.env.GN_PUBLISH_DEBOUNCE_SECONDS ?? 2} s incluído)`,
);
// The title went back: let that publish finish too, so the next bench starts from a quiet stack.
await waitForPublishAfter(Date.now());
process.exit(0);
