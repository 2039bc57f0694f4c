// The Content-Security-Policy of both sites lives in firebase.json (production Hosting reads it
// as is). Its script-src lists the SHA-256 of every inline script the builds contain: Astro
// inlines small page scripts, and each app has a theme script that must run before first paint.
// These helpers compute the hashes from built HTML (csp:update writes them into firebase.json;
// the end-to-end spec checks the served pages against the served header) and give the local stack
// the same policy plus the emulators' origins.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks are never executed, so CSP does not apply to them.
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The CSP source of each executable inline script of one HTML document. */
export function inlineScriptSources(html) {
  const sources = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every inline script hash of a built site folder, sorted (stable diffs in firebase.json). */
export function inlineScriptHashesOf(dir) {
  const all = new Set(htmlFiles(dir).flatMap((f) => inlineScriptSources(readFileSync(f, 'utf8'))));
  return [...all].sort();
}

/** 'a b; c d' → Map { a → ['b'], c → ['d'] }, keeping the order of the directives. */
export function parseCsp(value) {
  const directives = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

export function formatCsp(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The script-src of `csp` with its hashes replaced by `hashes` (other sources kept). */
export function withScriptHashes(csp, hashes) {
  const directives = parseCsp(csp);
  const kept = (directives.get('script-src') ?? []).filter((s) => !s.startsWith("'sha256-"));
  directives.set('script-src', [...kept, ...hashes]);
  return formatCsp(directives);
}

/** Adds sources to some directives (the local stack's emulator origins). */
export function withExtraSources(csp, extra) {
  const directives = parseCsp(csp);
  for (const [name, sources] of Object.entries(extra)) {
    directives.set(name, [...new Set([...(directives.get(name) ?? []), ...sources])]);
  }
  return formatCsp(directives);
}

/** The header list of a Hosting entry with its Content-Security-Policy changed by `change`. */
export function mapCspHeader(hosting, change) {
  return {
    ...hosting,
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) =>
        h.key === 'Content-Security-Policy' ? { ...h, value: change(h.value) } : h,
      ),
    })),
  };
}
