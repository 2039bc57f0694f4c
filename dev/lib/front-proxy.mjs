// The front of one local Hosting origin (the site's or the admin's): /api/** goes to the stack's
// API process (api-server.mjs), everything else to the Hosting emulator, which serves the files
// with firebase.json's headers, clean URLs and rewrites. Production's Hosting rewrites /api/** to
// the `api` function; the Hosting emulator can only rewrite to the Functions emulator, which runs a
// process per request in flight, hence this front. The API's answers get the headers firebase.json
// sets for every path ('**'), as Hosting adds them to a rewritten function's answers.
import http from 'node:http';

/** Whether `url` (a request's path and query) is the API's. */
export function isApiPath(url) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * A new loopback connection per request, as many as in flight: a kept-alive one can be closed by
 * the other side just as it is reused, and that request would fail for nothing (a 502 in a test).
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function forward(req, res, port, extraHeaders = {}) {
  const upstream = http.request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      const headers = { ...answer.headers };
      for (const [key, value] of Object.entries(extraHeaders)) headers[key.toLowerCase()] ??= value;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'Serviço local indisponível. Tente novamente em instantes.' }));
  });
  req.pipe(upstream);
}

/**
 * @param {{ port: number, hostingPort: number, apiPort: number, apiHeaders: Record<string, string> }} o
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startFrontProxy({ port, hostingPort, apiPort, apiHeaders }) {
  const server = http.createServer((req, res) => {
    if (isApiPath(req.url ?? '/')) forward(req, res, apiPort, apiHeaders);
    else forward(req, res, hostingPort);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', backlog: 4096 }, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
