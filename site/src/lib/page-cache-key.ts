// Keys for Astro's incremental builds (astro.config.mjs, experimental.incrementalBuild): a page
// whose key and code are the same as in the last build is copied from it instead of rendered, so
// a publish renders only the detail pages whose content changed. The key must change whenever
// anything the page shows changes:
// - the page's own data, which the caller passes (with whatever depends on the build's time);
// - the site-wide settings every layout shows (brand, SEO, payments);
// - the day in Brasília (the footer's year, and an upper bound on anything else time-dependent);
// - the site's code and build environment as a whole (GN_SITE_CODE_HASH, from
//   site/scripts/build.mjs): Astro hashes each page's own modules, but not the shared stylesheet
//   Tailwind builds from every file nor the PUBLIC_ values inlined in the scripts.
// Without GN_SITE_CODE_HASH (a build not started by build.mjs) pages get no key: all are rendered.
import { createHash } from 'node:crypto';
import { snapshot } from './snapshot';

const DAY_IN_BRASILIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

export function pageCacheKey(pageData: unknown, now = new Date()): string | undefined {
  const code = process.env.GN_SITE_CODE_HASH;
  if (!code) return undefined;
  return createHash('sha256')
    .update(JSON.stringify([code, DAY_IN_BRASILIA.format(now), snapshot().siteSettings ?? null, pageData]))
    .digest('base64url');
}
