import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dir: string;
let file: string;

/** The module reads its file when loaded: a fresh copy per build, as each build is a process. */
async function freshBuild() {
  vi.resetModules();
  return import('./cover-sizes');
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gn-cover-sizes-'));
  file = path.join(dir, 'cache', 'cover-sizes.jsonl');
  vi.stubEnv('GN_COVER_SIZES_FILE', file);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('cover sizes remembered between builds', () => {
  it('keeps an upload measured by one build for the next one', async () => {
    const first = await freshBuild();
    const upload = 'http://127.0.0.1:5000/api/files/events/1-ab.jpg';
    expect(first.rememberedSize(upload)).toBeUndefined();
    first.rememberSize(upload, { width: 1920, height: 1080 });

    const next = await freshBuild();
    expect(next.rememberedSize(upload)).toEqual({ width: 1920, height: 1080 });
  });

  it('never keeps a URL whose bytes may change (files shipped with the site)', async () => {
    const build = await freshBuild();
    const shipped = 'http://127.0.0.1:5000/images/hero.jpg';
    expect(build.isImmutableUpload(shipped)).toBe(false);
    expect(build.isImmutableUpload('https://storage.googleapis.com/b/events/1-ab.jpg')).toBe(true);
    build.rememberSize(shipped, { width: 10, height: 10 });
    expect((await freshBuild()).rememberedSize(shipped)).toBeUndefined();
  });

  it('skips a torn or foreign line instead of failing the build', async () => {
    const upload = 'https://storage.googleapis.com/b/news/2-cd.jpg';
    (await freshBuild()).rememberSize(upload, { width: 1200, height: 630 });
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}{"url":"https://storage.googleapis.com/b/x.jpg","wid\nnot json\n`,
    );
    const next = await freshBuild();
    expect(next.rememberedSize(upload)).toEqual({ width: 1200, height: 630 });
    expect(next.rememberedSize('https://storage.googleapis.com/b/x.jpg')).toBeUndefined();
  });

  it('remembers nothing, and writes nothing, without a file', async () => {
    vi.stubEnv('GN_COVER_SIZES_FILE', '');
    const build = await freshBuild();
    const upload = 'https://storage.googleapis.com/b/events/3-ef.jpg';
    build.rememberSize(upload, { width: 800, height: 600 });
    expect((await freshBuild()).rememberedSize(upload)).toBeUndefined();
  });
});
