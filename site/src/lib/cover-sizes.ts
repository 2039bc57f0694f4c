// Cover sizes remembered between builds. Before Astro resizes a cover it needs the upload's width
// and height, which costs an HTTP request per cover and build (2,000 of them at catalogue scale).
// Uploads are never overwritten (each gets a name of its own), so an upload's size never changes:
// it is asked once and kept in a JSON-lines file in the build's cache folder
// (site/scripts/build.mjs sets GN_COVER_SIZES_FILE). Other URLs (files shipped with the site,
// which a deploy may replace) are always asked again. Appending one line per new size keeps
// concurrent builds safe: each line is written in one call, and a torn or unknown line is skipped.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CoverSize {
  width: number;
  height: number;
}

const file = process.env.GN_COVER_SIZES_FILE;

/** URLs whose bytes never change: the local store's uploads and Cloud Storage objects. */
export function isImmutableUpload(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname === 'storage.googleapis.com' || pathname.startsWith('/api/files/');
}

function load(): Map<string, CoverSize> {
  const sizes = new Map<string, CoverSize>();
  if (!file) return sizes;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return sizes; // first build: nothing remembered yet
  }
  for (const line of text.split('\n')) {
    try {
      const { url, width, height } = JSON.parse(line) as { url: unknown; width: unknown; height: unknown };
      if (typeof url === 'string' && Number.isInteger(width) && Number.isInteger(height)) {
        sizes.set(url, { width: width as number, height: height as number });
      }
    } catch {
      // an empty or torn line
    }
  }
  return sizes;
}

const remembered = load();

/** The remembered size of an upload, if an earlier build asked for it. */
export function rememberedSize(url: string): CoverSize | undefined {
  return remembered.get(url);
}

/** Keeps an upload's size for the next builds (other URLs are not kept). */
export function rememberSize(url: string, size: CoverSize): void {
  if (!file || !isImmutableUpload(url) || remembered.has(url)) return;
  remembered.set(url, size);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${JSON.stringify({ url, ...size })}\n`);
  } catch (error) {
    // Only a speed-up: the next build asks again.
    console.warn(`Tamanho da capa não guardado: ${String(error)}`);
  }
}
