// The public pages the site benchmarks measure (bench:lighthouse, bench:weight), found on a
// running stack: the site URL from GN_SITE_URL, else the port layout of GN_BASE_PORT (default
// 5000, like the other benches); one event and one news page taken from the live listings, so
// whatever content the stack holds is measured.
import { portsFrom } from '../../dev/lib/stack.mjs';

export const siteUrl = (
  process.env.GN_SITE_URL ?? `http://127.0.0.1:${portsFrom(Number(process.env.GN_BASE_PORT ?? 5000)).hosting}`
).replace(/\/$/, '');

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const STATIC_PAGES = [
  '/',
  '/eventos',
  null,
  '/noticias',
  null,
  '/contato',
  '/ajuda',
  '/termos',
  '/privacidade',
  '/entrar',
];

/** The first `/<section>/<slug>` link of a listing page, or null when the listing is empty. */
async function firstDetailPath(section) {
  const res = await fetch(`${siteUrl}/${section}`);
  if (!res.ok)
    throw new Error(`${siteUrl}/${section} respondeu ${res.status}: a pilha está rodando (npm start)?`);
  const match = (await res.text()).match(new RegExp(`href="(/${section}/[a-z0-9-]+)"`));
  return match?.[1] ?? null;
}

/** Paths in measuring order; the detail pages come right after their listing. */
export async function publicPages() {
  const [event, news] = await Promise.all([firstDetailPath('eventos'), firstDetailPath('noticias')]);
  for (const [name, found] of [
    ['evento', event],
    ['notícia', news],
  ]) {
    if (!found) console.warn(`Nenhuma página de ${name} publicada: medida pulada.`);
  }
  const details = [event, news];
  return STATIC_PAGES.map((p) => p ?? details.shift()).filter(Boolean);
}

/** Right-pads or left-pads each cell to its column's width; numbers align right. */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}
