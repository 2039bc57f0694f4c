import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { siteCodeHash } from './code-hash.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const hash = (env: Record<string, string> = {}) => siteCodeHash(root, env) as string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gn-code-hash-'));
  write('site/src/pages/index.astro', '<h1>Oi</h1>');
  write('site/src/components/deep/Card.astro', '<div class="p-4" />');
  write('site/public/robots.txt', 'User-agent: *');
  write('core/src/money.ts', 'export const x = 1;');
  write('astro.config.mjs', 'export default {}');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the site's code digest (part of every incremental-build key)", () => {
  it('is the same for the same files and build values', () => {
    expect(hash({ PUBLIC_ADMIN_URL: 'a', OTHER: '1' })).toBe(hash({ PUBLIC_ADMIN_URL: 'a', OTHER: '2' }));
  });

  it('changes with any source file, a new file, the config, or an inlined value', () => {
    const before = hash();
    write('site/src/components/deep/Card.astro', '<div class="p-5" />');
    const edited = hash();
    expect(edited).not.toBe(before);
    write('core/src/new-rule.ts', 'export {};');
    expect(hash()).not.toBe(edited);
    const withFile = hash();
    write('astro.config.mjs', 'export default { site: "x" }');
    expect(hash()).not.toBe(withFile);
    expect(hash({ PUBLIC_ADMIN_URL: 'b' })).not.toBe(hash({ PUBLIC_ADMIN_URL: 'a' }));
    expect(hash({ GN_SITE_URL: 'http://127.0.0.1:8200' })).not.toBe(hash());
  });
});
