// Shared by the sandbox tests: a webhook receiver on 127.0.0.1 that answers what a test scripts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: { id: string; event: string; dateCreated: string; payment: Record<string, unknown> };
  answeredWith: number;
}

/** `respond(n, body)` gives the status for the n-th call (0-based); 200 by default. */
export async function startWebhookReceiver(
  respond: (n: number, body: ReceivedWebhook['body']) => number = () => 200,
) {
  const received: ReceivedWebhook[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as ReceivedWebhook['body'];
      const status = respond(n++, body);
      received.push({ headers: req.headers, body, answeredWith: status });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/asaas`;
  return {
    url,
    received,
    /** only the calls answered 200 */
    delivered: () => received.filter((r) => r.answeredWith === 200),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Submits an invoice-page form the way a browser does (no redirect following). */
export async function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const VALID_CPF = '111.444.777-35';
export const OTHER_CPF = '529.982.247-25';

/** A due date safely in the future, 'YYYY-MM-DD'. */
export function futureDate(days = 3): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
