// A publish renders the pages with the render kit of the last full build of the same code
// (site/scripts/render-from-kit.mjs), through Astro internals that no release promises to keep.
// This is the guard: from the same content, with and without the incremental cache, the kit makes
// the very site a full Vite build makes, file for file. The only differences allowed are the
// event panel's build instant (`builtAt`) and the island id Astro derives from the props.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'gn-render-check-'));
const kitDir = path.join(ROOT, 'site/.render-kit', `check-${process.pid}`);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(kitDir, { recursive: true, force: true });
});

/** Runs site/scripts/build.mjs against the test stack's Firestore; answers its last line. */
function build(mode: 'full' | 'kit', out: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'site/scripts/build.mjs')], {
      env: {
        ...process.env,
        GN_SITE_RENDER: mode,
        GN_RENDER_KIT_DIR: kitDir,
        GN_SITE_OUT_DIR: path.join(work, out),
        GN_ASTRO_CACHE_DIR: path.join(work, `cache-${out}`),
        PUBLIC_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT ?? '',
        PUBLIC_FIREBASE_API_KEY: 'fake-api-key',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output.trim().split('\n').pop() ?? '') : reject(new Error(`${mode}: ${output}`)),
    );
  });
}

const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const masked = (html: string) =>
  html
    .replace(/builtAt&quot;:\[0,\d+\]/g, 'builtAt&quot;:[0,T]')
    .replace(/<astro-island uid="[^"]+"/g, '<astro-island uid="U"');

/** Files that differ between two builds, beyond the build instant. */
function differences(a: string, b: string): string[] {
  const inA = filesOf(path.join(work, a));
  const inB = new Set(filesOf(path.join(work, b)));
  const found = inA.filter((file) => !inB.has(file)).map((file) => `só em ${a}: ${file}`);
  for (const file of inA.filter((f) => inB.has(f))) {
    const x = readFileSync(path.join(work, a, file));
    const y = readFileSync(path.join(work, b, file));
    if (!x.equals(y) && masked(x.toString()) !== masked(y.toString())) found.push(`difere: ${file}`);
    inB.delete(file);
  }
  return [...found, ...[...inB].map((file) => `só em ${b}: ${file}`)];
}

describe('publishing with the render kit', () => {
  it('makes the same site as a full build, fresh and after a content change', async () => {
    const content = path.join(work, 'content.json');
    expect(await build('full', 'full', { GN_SNAPSHOT_FILE: content })).toMatch(/construído em/);
    expect(await build('kit', 'kit', { GN_SNAPSHOT_INPUT: content })).toMatch(/renderizado com o kit/);
    const pages = filesOf(path.join(work, 'full')).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    expect(differences('full', 'kit')).toEqual([]);

    // A title change, rendered with the incremental cache the kit's publish left (as a publish is).
    const snapshot = JSON.parse(readFileSync(content, 'utf8'));
    const event = snapshot.events[0];
    event.titulo = `${event.titulo} — sessão extra`;
    const changed = path.join(work, 'changed.json');
    writeFileSync(changed, JSON.stringify(snapshot));
    await build('kit', 'kit', { GN_SNAPSHOT_INPUT: changed });
    await build('full', 'full-changed', { GN_SNAPSHOT_INPUT: changed });
    expect(readFileSync(path.join(work, 'kit', `eventos/${event.slug}.html`), 'utf8')).toContain(
      'sessão extra',
    );
    expect(differences('full-changed', 'kit')).toEqual([]);
  }, 180_000);
});
