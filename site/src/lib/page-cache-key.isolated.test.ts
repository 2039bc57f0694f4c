import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dir: string;

/** A build: its snapshot (only the site settings matter here) and its code digest. */
async function build(settings: unknown, code = 'code-1') {
  const file = path.join(dir, `snapshot-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify({ siteSettings: settings }));
  vi.stubEnv('GN_SNAPSHOT_FILE', file);
  vi.stubEnv('GN_SITE_CODE_HASH', code);
  vi.resetModules(); // snapshot() keeps the file it read first
  return (await import('./page-cache-key')).pageCacheKey;
}

const BRAND = { brand: { nome_site: 'GN' }, seo: null };
const NOON = new Date('2026-11-27T15:00:00Z'); // 12:00 in Brasília

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gn-page-key-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('incremental-build keys of pages', () => {
  it('stays the same when nothing the page shows changed', async () => {
    const key = await build(BRAND);
    const again = await build(structuredClone(BRAND));
    expect(again({ titulo: 'Show' }, NOON)).toBe(key({ titulo: 'Show' }, NOON));
  });

  it("changes with the page's data, the site's settings, its code and the day in Brasília", async () => {
    const key = await build(BRAND);
    const base = key({ titulo: 'Show' }, NOON);
    expect(key({ titulo: 'Show!' }, NOON)).not.toBe(base);
    expect((await build({ ...BRAND, seo: { titulo: 'x' } }))({ titulo: 'Show' }, NOON)).not.toBe(base);
    expect((await build(BRAND, 'code-2'))({ titulo: 'Show' }, NOON)).not.toBe(base);
    const key1 = await build(BRAND);
    // 23:59 and 00:01 in Brasília are two days; 02:59 UTC is still the day before there.
    expect(key1({ titulo: 'Show' }, new Date('2026-11-28T02:59:00Z'))).toBe(base);
    expect(key1({ titulo: 'Show' }, new Date('2026-11-28T03:01:00Z'))).not.toBe(base);
  });

  it('gives no key (every page rendered) to a build not started by site/scripts/build.mjs', async () => {
    await build(BRAND);
    vi.stubEnv('GN_SITE_CODE_HASH', '');
    vi.resetModules();
    const { pageCacheKey } = await import('./page-cache-key');
    expect(pageCacheKey({ titulo: 'Show' }, NOON)).toBeUndefined();
  });
});
