import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './lazy-island';

describe('failedModuleUrl', () => {
  it('takes the module URL out of Chromium’s and Firefox’s messages', () => {
    const url = 'http://127.0.0.1:6100/_astro/hydrate-sign-in.DbattJ9E.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}?tentativa=1`)),
    ).toBe(url);
  });

  it('is null when the message names no module (Safari) or the value is not an error', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('http://x/a.js')).toBeNull();
  });
});
