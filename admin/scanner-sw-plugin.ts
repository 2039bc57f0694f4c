// Builds the door scanner's service worker (admin/sw/scanner-sw.js) with the list of files to
// cache for a reload without network: index.html, the entry's static chunks, and the scanner
// page's chunks with everything it loads later (the camera, its WebAssembly decoder, the Ed25519
// fallback). Hand-written rather than a PWA plugin: one page of the admin works offline, and this
// is the whole of what it needs (no Workbox runtime, no extra build step).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const SCANNER_PAGE = /[\\/]routes[\\/]scanner[\\/]ScannerPage\.tsx$/;
const PUBLIC_FILES = ['favicon.svg', 'scanner.webmanifest', 'scanner-icon-192.png', 'scanner-icon-512.png'];

function shellFiles(bundle: OutputBundle): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const files = new Set<string>(['index.html', ...PUBLIC_FILES]);
  const walk = (fileName: string, dynamic: boolean) => {
    const chunk = chunks.get(fileName);
    if (files.has(fileName) || !chunk) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const next of chunk.imports) walk(next, dynamic);
    if (dynamic) for (const next of chunk.dynamicImports) walk(next, dynamic);
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const scanner = [...chunks.values()].find((c) => c.facadeModuleId && SCANNER_PAGE.test(c.facadeModuleId));
  if (!entry || !scanner) throw new Error('scanner-sw: entry or ScannerPage chunk not found in the build');
  walk(entry.fileName, false);
  walk(scanner.fileName, true);
  return [...files].sort();
}

export function scannerServiceWorker(): Plugin {
  return {
    name: 'gn-scanner-sw',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(path.join(import.meta.dirname, 'sw/scanner-sw.js'), 'utf8');
      const source = template
        .replace('self.__PRECACHE__', JSON.stringify(files.map((f) => `/${f}`)))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'scanner-sw.js', source });
    },
  };
}
