// The key of what a site build would show, so that a publish with nothing new reuses the live
// build instead of running Astro and the bundler again (a seed's own writes, a save that changed
// no public field, a restart of the local stack). It covers what the pages can depend on:
// - the public content itself (the snapshot, without the moment it was read);
// - the site's code and build environment (GN_SITE_CODE_HASH, site/scripts/code-hash.mjs);
// - time: the day in Brasília, and which of the content's own instants (starts, ends, lote and
//   sales windows) have passed. A page that changes with time compares the clock with one of
//   those instants or with the day, as the pages' own incremental keys assume
//   (site/src/lib/page-cache-key.ts).
import { createHash } from 'node:crypto';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY_IN_BRASILIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

function instantsPassed(value, now, into) {
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && Date.parse(value) <= now.getTime()) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) instantsPassed(item, now, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) instantsPassed(item, now, into);
  }
  return into;
}

/** @param {{ generatedAt: string }} content the snapshot (site/scripts/snapshot.mjs) */
export function siteBuildKey(content, codeHash, now = new Date()) {
  const { generatedAt: _readAt, ...shown } = content;
  const passed = instantsPassed(shown, now, []).sort();
  return createHash('sha256')
    .update(JSON.stringify([codeHash ?? null, DAY_IN_BRASILIA.format(now), passed, shown]))
    .digest('hex');
}
