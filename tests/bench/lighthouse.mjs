// Benchmark: Lighthouse on the public pages, mobile with simulated throttling (Lighthouse's
// defaults), the README's quality bar (Benchmarks): 100 in performance, accessibility, best practices and SEO.
// Needs a running stack (npm start). Usage: npm run bench:lighthouse [-- options]
//   --runs=N     N runs per page, the median one by performance is kept (default 1)
//   --dark       the visitor's system prefers the dark theme (checks the dark palette's contrast)
//   --out=DIR    also write each page's HTML report into DIR
//   /path ...    only these paths instead of the public pages
// Env: GN_SITE_URL, or GN_BASE_PORT (default 5000) for the default port layout.
// Pages run one after another (a 2-core machine); a benchmark prints figures and exits 0.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, printTable, publicPages, siteUrl } from './public-pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Math.max(1, Number(option('runs') ?? 1));
const outDir = option('out');
const dark = args.includes('--dark');
const paths = args.filter((a) => a.startsWith('/'));

// Audit modes that never lower a score: shown in reports, not failures.
const NOT_SCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

/** The audits behind a category score under 100, with what Lighthouse says about each. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && !NOT_SCORED.has(a.scoreDisplayMode))
    .map((a) => {
      const items = (a.details?.items ?? [])
        .map((i) => i.node?.snippet ?? i.url ?? i.source?.url ?? i.node?.selector)
        .filter(Boolean)
        .slice(0, 3);
      const value = a.displayValue ? ` (${a.displayValue})` : '';
      return `${a.id}: ${a.title}${value}${items.length ? `\n        ${items.join('\n        ')}` : ''}`;
    });
}

const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
const ms = (lhr, id) => `${Math.round(lhr.audits[id].numericValue ?? 0)}`;

const pages = paths.length > 0 ? paths : await publicPages();
console.log(
  `Lighthouse ${dark ? '(tema escuro) ' : ''}em ${siteUrl}, ${pages.length} páginas, ${runs} execução(ões) cada`,
);
if (outDir) mkdirSync(outDir, { recursive: true });

const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  // --force-dark-mode makes `prefers-color-scheme: dark` match, as on a phone in dark mode.
  chromeFlags: dark ? [...CHROMIUM_FLAGS, '--force-dark-mode'] : CHROMIUM_FLAGS,
});
const results = [];
try {
  for (const pagePath of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${siteUrl}${pagePath}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        output: outDir ? 'html' : 'json',
      });
      if (!result) throw new Error(`Lighthouse não devolveu resultado para ${pagePath}`);
      attempts.push(result);
    }
    attempts.sort(
      (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
    );
    const median = attempts[Math.floor(attempts.length / 2)];
    if (median.lhr.runtimeError) console.warn(`${pagePath}: ${median.lhr.runtimeError.message}`);
    if (outDir) {
      const file = path.join(
        outDir,
        `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_')}.html`,
      );
      writeFileSync(file, median.report);
    }
    results.push({ path: pagePath, lhr: median.lhr });
    console.log(`  ${pagePath}: ${CATEGORIES.map((c) => score(median.lhr, c)).join(' / ')}`);
  }
} finally {
  await chrome.kill();
}

console.log('');
printTable(
  ['página', 'desempenho', 'acessib.', 'boas práticas', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
  results.map(({ path: p, lhr }) => [
    p,
    ...CATEGORIES.map((c) => score(lhr, c)),
    ms(lhr, 'first-contentful-paint'),
    ms(lhr, 'largest-contentful-paint'),
    ms(lhr, 'total-blocking-time'),
    (lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3),
  ]),
);

const below = results.flatMap(({ path: p, lhr }) =>
  CATEGORIES.filter((c) => score(lhr, c) < 100).map((c) => ({ p, c, audits: failingAudits(lhr, c) })),
);
if (below.length === 0) {
  console.log('\nTodas as páginas com 100 nas quatro categorias.');
} else {
  console.log('\nAuditorias abaixo de 100:');
  for (const { p, c, audits } of below) {
    console.log(
      `  ${p} · ${c} ${audits.length === 0 ? '(nenhuma auditoria isolada: soma das métricas)' : ''}`,
    );
    for (const a of audits) console.log(`      ${a}`);
  }
}
process.exit(0);
