// One digest of everything a page's HTML can depend on besides its content: the site's and core's
// sources, the site's public files, the Astro config, and the PUBLIC_ values and site URL inlined at
// build time. site/src/lib/page-cache-key.ts puts it into every incremental-build key, so a code
// change renders every page again (Astro's own per-page hash does not see the shared stylesheet).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['site/src', 'site/public', 'core/src'];
const FILES = ['astro.config.mjs', 'package-lock.json'];

export function siteCodeHash(root, env = process.env) {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    ),
    ...FILES,
  ].sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  const inlined = Object.keys(env)
    .filter((name) => name.startsWith('PUBLIC_') || name === 'GN_SITE_URL')
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(inlined.join('\n'));
  return hash.digest('hex');
}
