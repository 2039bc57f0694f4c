import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, parseCsp, withExtraSources, withScriptHashes } from './csp.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('csp helpers', () => {
  it('hashes executable inline scripts only, byte for byte', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Event"}</script><script>\n  c()\n</script>';
    expect(inlineScriptSources(html)).toEqual([sha('a()'), sha('b()'), sha('\n  c()\n')]);
  });

  it('replaces the hashes of script-src and keeps its other sources and directives', () => {
    const csp = "default-src 'self'; script-src 'self' 'sha256-old'; frame-ancestors 'none'";
    const next = withScriptHashes(csp, ["'sha256-new'"]);
    expect(next).toBe("default-src 'self'; script-src 'self' 'sha256-new'; frame-ancestors 'none'");
  });

  it('adds local origins without duplicating', () => {
    const csp = "connect-src 'self' https://a.example; img-src 'self'";
    const next = withExtraSources(csp, { 'connect-src': ['http://127.0.0.1:1', 'https://a.example'] });
    expect(parseCsp(next).get('connect-src')).toEqual(["'self'", 'https://a.example', 'http://127.0.0.1:1']);
    expect(parseCsp(next).get('img-src')).toEqual(["'self'"]);
  });
});
