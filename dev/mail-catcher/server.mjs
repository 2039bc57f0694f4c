// A local mail catcher (dev only, never deployed): an SMTP server that keeps every message it is
// given (nothing is relayed) and a web inbox to read them, on 127.0.0.1 only.
//   import { startMailCatcher } from './dev/mail-catcher/server.mjs';
//   const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
//   catcher.smtpUrl; // 'smtp://127.0.0.1:PORT' → the functions' SMTP_URL
//   catcher.url;     // 'http://127.0.0.1:PORT' → the inbox; JSON at /api/messages
//   await catcher.close();
// CLI: node dev/mail-catcher/server.mjs [--smtp-port 5025] [--web-port 5026]
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage, messagePage, notFoundPage } from './pages.mjs';
import { createStore, summary } from './store.mjs';

const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} a */
function addressText(a) {
  if (!a) return '';
  return (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', ');
}

/** @param {import('node:stream').Readable} stream */
async function parseMessage(stream) {
  const parsed = await simpleParser(stream);
  return {
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    date: (parsed.date ?? new Date()).toISOString(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments.map((a, i) => ({
      filename: a.filename ?? `anexo-${i + 1}`,
      contentType: a.contentType,
      size: a.size,
      content: a.content,
    })),
  };
}

/** @param {number} port @param {ReturnType<typeof createStore>} store @param {(msg: string) => void} log */
function startSmtp(port, store, log) {
  const server = new SMTPServer({
    name: 'gn-mail-catcher',
    banner: 'GN Ingressos: caixa de e-mail local (nada é entregue de verdade)',
    // Plain SMTP on loopback; any credentials are accepted (a production-like URL still works).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, _session, callback) {
      parseMessage(stream).then(
        (message) => {
          const stored = store.add(message);
          log(`e-mail recebido: ${stored.subject} → ${stored.to}`);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  server.on('error', (error) => log(`smtp: ${error.message}`));
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

/** @param {http.ServerResponse} res @param {number} status @param {string} type @param {string | Buffer} body */
function send(res, status, type, body, headers = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} value */
function sendJson(res, status, value) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** @param {ReturnType<typeof createStore>} store */
function webHandler(store) {
  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', `http://${HOST}`);
    const method = req.method ?? 'GET';
    let parts;
    try {
      parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      return sendJson(res, 400, { error: 'Endereço inválido' });
    }

    if (method === 'GET' && pathname === '/') {
      return send(res, 200, 'text/html; charset=utf-8', inboxPage(store.list()));
    }
    if (method === 'POST' && pathname === '/clear') {
      store.clear();
      return send(res, 303, 'text/plain', '', { location: '/' });
    }
    if (parts[0] === 'messages' && parts.length >= 2 && method === 'GET') {
      const m = store.get(parts[1]);
      if (!m) return send(res, 404, 'text/html; charset=utf-8', notFoundPage());
      if (parts.length === 2) return send(res, 200, 'text/html; charset=utf-8', messagePage(m));
      if (parts.length === 3 && parts[2] === 'html' && m.html) {
        // Shown in a sandboxed iframe; the CSP also keeps the body from loading anything remote.
        return send(res, 200, 'text/html; charset=utf-8', m.html, {
          'content-security-policy':
            "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; sandbox",
        });
      }
    }
    if (pathname === '/api/messages') {
      if (method === 'GET') return sendJson(res, 200, store.list().map(summary));
      if (method === 'DELETE') {
        store.clear();
        return send(res, 204, 'text/plain', '');
      }
    }
    if (parts[0] === 'api' && parts[1] === 'messages' && parts.length >= 3 && method === 'GET') {
      const m = store.get(parts[2]);
      if (!m) return sendJson(res, 404, { error: 'Mensagem não encontrada' });
      if (parts.length === 3) return sendJson(res, 200, { ...summary(m), html: m.html });
      if (parts.length === 5 && parts[3] === 'attachments') {
        const a = m.attachments[Number(parts[4])];
        if (!/^\d+$/.test(parts[4]) || !a) return sendJson(res, 404, { error: 'Anexo não encontrado' });
        return send(res, 200, a.contentType, a.content, {
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(a.filename)}`,
          'content-length': String(a.content.length),
        });
      }
    }
    return sendJson(res, 404, { error: 'Rota não encontrada' });
  };
}

/**
 * @param {object} [options]
 * @param {number} [options.smtpPort] 0 (default) picks a free port
 * @param {number} [options.webPort] 0 (default) picks a free port
 * @param {(msg: string) => void} [options.log]
 */
export async function startMailCatcher({ smtpPort = 0, webPort = 0, log = () => {} } = {}) {
  const store = createStore();
  const smtp = await startSmtp(smtpPort, store, log);
  const web = http.createServer(webHandler(store));
  try {
    await new Promise((resolve, reject) => {
      web.once('error', reject);
      web.listen(webPort, HOST, () => resolve(undefined));
    });
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  const portOf = (/** @type {import('node:net').Server} */ s) =>
    /** @type {import('node:net').AddressInfo} */ (s.address()).port;
  return {
    smtpUrl: `smtp://${HOST}:${portOf(smtp.server)}`,
    url: `http://${HOST}:${portOf(web)}`,
    store,
    async close() {
      web.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => web.close(() => resolve(undefined))),
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
      ]);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { 'smtp-port': { type: 'string' }, 'web-port': { type: 'string' } },
  });
  const catcher = await startMailCatcher({
    smtpPort: Number(values['smtp-port'] ?? process.env.MAIL_CATCHER_SMTP_PORT ?? 5025),
    webPort: Number(values['web-port'] ?? process.env.MAIL_CATCHER_WEB_PORT ?? 5026),
    log: (msg) => console.log(msg),
  });
  console.log(`SMTP: ${catcher.smtpUrl}`);
  console.log(`E-mail (caixa local): ${catcher.url}`);
  const stop = () => catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
