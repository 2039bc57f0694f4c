// Warms the `api` function right after the runner says "Pronto". The Functions emulator serves each
// request in flight with its own Node process (a worker), started on demand and kept while idle;
// a cold worker loads the whole bundle, then the Firestore client (gRPC) and the Auth checks on its
// first call: about a second of CPU each, and tens of them at once on 2 cores ran past the 60 s
// timeout (504) in the first rush after a start. So the runner sends signed-in requests that read
// Firestore (a cancellation preview of an order that does not exist: 404, no write) in waves of
// 5, 10, ... up to `workers` at once: each wave finds the last one's workers idle and starts only
// 5 new ones, so the warm-up itself is no stampede of cold starts (30 at once timed out here).
import { DEMO_CUSTOMER } from '../seed/demo-users.mjs';

/** New workers started at once, at most. */
const WAVE = 5;

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
 * @param {number} workers how many requests go in at once (the most the first rush sends)
 * @returns {Promise<{ workers: number, failed: number }>} failed: of all the waves' requests
 */
export async function warmApi(stack, workers) {
  // Without the demo customer (data reset by hand) the workers still load the bundle.
  const token = await signIn(stack.ports.auth, DEMO_CUSTOMER).catch(() => null);
  const url = token
    ? `${stack.urls.site}/api/orders/aquecimento/cancellation`
    : `${stack.urls.site}/api/health`;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const answers = [];
  for (let wave = Math.min(WAVE, workers); ; wave = Math.min(wave + WAVE, workers)) {
    const statuses = await Promise.all(
      Array.from({ length: wave }, () =>
        fetch(url, { headers })
          .then((res) => res.status)
          .catch(() => 0),
      ),
    );
    answers.push(...statuses);
    if (wave === workers) break;
  }
  // 404 is the preview's answer for the order that does not exist; 200 the health check's.
  return { workers, failed: answers.filter((s) => s !== 404 && s !== 200).length };
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
