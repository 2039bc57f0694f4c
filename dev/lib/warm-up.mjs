// Warms the API process (dev/lib/api-server.mjs): its first signed-in call that reads Firestore
// starts the Admin SDK's Firestore client (gRPC) and Auth checks, about a second of CPU that the
// first build's cover fetches or the first buyer would otherwise pay. A cancellation preview of an
// order that does not exist: 404, nothing written.
import { DEMO_CUSTOMER } from '../seed/demo-users.mjs';

async function signIn(authPort, { email, password }) {
  const res = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await res.json()).idToken ?? null;
}

/**
 * @param {{ urls: { site: string }, ports: { auth: number } }} stack
 * @returns {Promise<boolean>} whether the API answered as expected
 */
export async function warmApi(stack) {
  // Without the demo customer (data reset by hand) the call still loads the routes.
  const token = await signIn(stack.ports.auth, DEMO_CUSTOMER).catch(() => null);
  const url = token
    ? `${stack.urls.site}/api/orders/aquecimento/cancellation`
    : `${stack.urls.site}/api/health`;
  const status = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    .then((res) => res.status)
    .catch(() => 0);
  // 404 is the preview's answer for the order that does not exist; 200 the health check's.
  return status === 404 || status === 200;
}

const OUTBOX_PROBE_TIMEOUT_MS = 180_000;

/**
 * Resolves once the Firestore triggers have caught up with every write made so far. The emulator
 * runs background triggers one at a time, in order, each function in a worker started on its
 * first event: right after the seed, its few hundred content writes (an audit and a publish
 * trigger each, sixteen functions to start) hold the queue for tens of seconds, and a test that
 * expects a trigger's outcome within the product's own wait (a transfer's e-mail, 15 s) found it
 * still queued. The probe is a message in the mail outbox for a ticket that does not exist: the
 * sender settles it as 'falhou' without sending anything, after every event queued before it,
 * and leaves the mail sender's worker warm. Nobody awaits it (no `aguardada`), so the sender
 * deletes it once settled: a probe no longer pending, or gone, means the queue has caught up.
 */
export async function awaitTriggers(stack) {
  const base =
    `http://127.0.0.1:${stack.ports.firestore}/v1/projects/${stack.projectId}` +
    `/databases/(default)/documents/mail_outbox`;
  // "Bearer owner" is the emulator's admin credential: it bypasses rules, as the functions do.
  const headers = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
  const id = `sonda-${Date.now()}`;
  const text = (stringValue) => ({ stringValue });
  const created = await fetch(`${base}?documentId=${id}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fields: {
        tipo: text('transferencia'),
        order_id: text(id),
        para: text('sonda@gn.local'),
        ticket_id: text(id),
        estado: text('pendente'),
      },
    }),
  });
  if (!created.ok) throw new Error(`sonda dos gatilhos: ${created.status} ${await created.text()}`);
  const until = Date.now() + OUTBOX_PROBE_TIMEOUT_MS;
  try {
    while (Date.now() < until) {
      const doc = await (await fetch(`${base}/${id}`, { headers })).json();
      if (doc.fields?.estado?.stringValue !== 'pendente') return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`os gatilhos do Firestore não responderam em ${OUTBOX_PROBE_TIMEOUT_MS / 1000} s`);
  } finally {
    await fetch(`${base}/${id}`, { method: 'DELETE', headers });
  }
}
