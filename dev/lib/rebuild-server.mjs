// The local build hook: the functions' publish task POSTs here (as it would to a CI workflow in
// production) and the runner rebuilds the static site into a fresh folder and swaps it in, while
// the old build keeps serving.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { buildSite } from './apps.mjs';
import { elapsed } from './proc.mjs';

export function startRebuildServer({ port, log = console.log }) {
  const token = randomBytes(24).toString('hex');
  let stack = null;
  // Builds run one at a time. A request while one runs queues exactly one more; further
  // requests join that queued build (they are all satisfied by it).
  let chain = Promise.resolve();
  let queued = null;

  function request(reason) {
    if (queued) return queued;
    const build = chain.then(async () => {
      queued = null;
      const started = Date.now();
      try {
        const summary = await buildSite(stack);
        log(`site publicado (${reason}) em ${elapsed(started)}: ${summary}`);
        return summary;
      } catch (err) {
        log(`falha ao publicar o site (${reason}): ${err.message.split('\n')[0]}`);
        throw err;
      }
    });
    queued = build;
    chain = build.catch(() => {});
    return build;
  }

  const authorised = (header = '') => {
    const given = Buffer.from(header.replace(/^Bearer /, ''));
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/rebuild') return res.writeHead(404).end();
    if (!authorised(req.headers.authorization)) return res.writeHead(401).end();
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let reason = 'conteúdo alterado';
      try {
        reason = JSON.parse(body).reason ?? reason;
      } catch {
        /* keep the default */
      }
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":true}');
      if (stack) request(reason).catch(() => {});
    });
  });
  server.listen(port, '127.0.0.1');

  return {
    /** Environment for the functions runtime: where and how to call this hook. */
    functionsEnv: {
      GN_BUILD_HOOK_URL: `http://127.0.0.1:${port}/rebuild`,
      GN_BUILD_HOOK_TOKEN: token,
      GN_PUBLISH_DEBOUNCE_SECONDS: process.env.GN_PUBLISH_DEBOUNCE_SECONDS ?? '2',
    },
    attach(s) {
      stack = s;
    },
    /** Builds now (after any running build); resolves when the new build is live. */
    build: (reason) => request(reason),
    /** Resolves when no build is running or queued. */
    idle: () => chain,
    close: () => new Promise((r) => server.close(r)),
  };
}
