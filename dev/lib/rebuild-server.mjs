// The local build hook: the functions' publish task POSTs here (as it would to a CI workflow in
// production) and the runner rebuilds the static site into a fresh folder and swaps it in, while
// the old build keeps serving. It answers 202 at once; when a build ends it reports the outcome of
// every build id that build satisfied to POST /api/webhooks/site-build, as the production CI
// workflow does, with the report token (functions/.secret.local's BUILD_REPORT_TOKEN).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { buildSite } from './apps.mjs';
import { elapsed } from './proc.mjs';

/** Local only (functions/.secret.local): the production token is a secret shared with the CI. */
export const LOCAL_BUILD_REPORT_TOKEN = 'gn-local-build-report-token';

/** Tells the functions how builds ended; a report that cannot be sent leaves the state 'publicando'. */
async function report(url, buildIds, outcome, log) {
  for (const buildId of buildIds) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${LOCAL_BUILD_REPORT_TOKEN}` },
        body: JSON.stringify({ buildId, ...outcome }),
      });
      if (!res.ok) log(`relatório do build ${buildId} recusado: ${res.status}`);
    } catch (err) {
      log(`relatório do build ${buildId} não enviado: ${err.message}`);
    }
  }
}

export function startRebuildServer({ port, log = console.log }) {
  const token = randomBytes(24).toString('hex');
  let stack = null;
  // Builds run one at a time. A request while one runs queues exactly one more; further
  // requests join that queued build (they are all satisfied by it).
  let chain = Promise.resolve();
  let queued = null;
  // The build ids (from the functions' publish task) the queued build will satisfy.
  let queuedIds = [];

  function request(reason, buildId = null) {
    if (buildId) queuedIds.push(buildId);
    if (queued) return queued;
    const build = chain.then(async () => {
      queued = null;
      const ids = queuedIds;
      queuedIds = [];
      const started = Date.now();
      const reportUrl = `${stack.urls.site}/api/webhooks/site-build`;
      try {
        const summary = await buildSite(stack);
        log(`site publicado (${reason}) em ${elapsed(started)}: ${summary}`);
        await report(reportUrl, ids, { ok: true }, log);
        return summary;
      } catch (err) {
        const firstLine = err.message.split('\n')[0];
        log(`falha ao publicar o site (${reason}): ${firstLine}`);
        await report(reportUrl, ids, { ok: false, erro: firstLine }, log);
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
      let buildId = null;
      try {
        const parsed = JSON.parse(body);
        reason = parsed.reason ?? reason;
        buildId = typeof parsed.buildId === 'string' ? parsed.buildId : null;
      } catch {
        /* keep the defaults */
      }
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":true}');
      if (stack) request(reason, buildId).catch(() => {});
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
