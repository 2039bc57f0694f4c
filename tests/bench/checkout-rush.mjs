// Benchmark: a rush of buyers on one event. Needs a running stack (npm start).
// Usage: npm run bench:checkout [-- buyers tickets gate] [--mixed] [--lotes] [--in-process] [--sold=N]
//   (default 150 buyers, 100 tickets, no gate: every buyer in flight at once)
// --sold=N: N of the tickets are already taken before the rush (claimed by the stock's own code,
// as earlier buyers would have): one buyer with --sold=0, half and all but 2 of the tickets gives
// what one checkout costs at the start, the middle and the end of a sale.
// Env: GN_BASE_PORT (default 5000), GN_PROJECT_ID (default demo-gn).
// --mixed: orders of 1 to 4 tickets (buyer i asks for 1 + i % 4), every third one with a
// meia-entrada of the quota (40 % of the tickets); checks neither the total nor the quota is passed.
// --lotes: the event sells in three lotes (30 % of the tickets at R$ 30, 40 % at R$ 40, the rest
// at R$ 50, meia half of it); checks no lote sells more than it has and every order paid the
// price of the lote it holds.
//
// Each buyer is a real Auth user who already passed the wizard's "Dados" step (their Asaas
// customer exists, as in the product); then all of them press "Continuar" at the same moment:
// POST /api/checkout with quantity 1. Prints throughput, latency, sold, refusals and errors, and
// checks the slots against the stock (oversold = more slots than tickets).
//
// The gate (optional): all buyers click at the same instant, but at most `gate` requests are in
// flight at once; the rest wait in line, and their latency counts from the click. The stack
// serves the API in one process as production does (dev/lib/api-server.mjs), so by default every
// buyer is in flight at once.
// --in-process: the API's express app runs inside this process (in-process-api.mjs) instead of
// the stack's API process, against the stack's Firestore emulator and Asaas sandbox; it also
// prints the Firestore reads and writes per order, counted on the client (firestore-usage.mjs).
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { portsFrom } from '../../dev/lib/stack.mjs';
// Node 22 strips the types: the domain rule itself, not a copy.
import { cpfFromBase } from '../../core/src/cpf.ts';
import { eventDoc } from '../support/event-doc.ts';
import { gated } from '../support/gated.ts';
import { startInProcessApi, useStackEnv } from './in-process-api.mjs';
import { countFirestoreUsage } from './firestore-usage.mjs';
import { describeMachineCpu, machineCpuSpan } from './machine-cpu.mjs';

const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
const projectId = process.env.GN_PROJECT_ID ?? 'demo-gn';
const authUrl = `http://127.0.0.1:${ports.auth}`;
const IN_PROCESS = process.argv.includes('--in-process');
if (IN_PROCESS) useStackEnv({ ports, projectId });
const db = getFirestore(initializeApp({ projectId }));
const MIXED = process.argv.includes('--mixed');
const LOTES = process.argv.includes('--lotes');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const BUYERS = Number(args[0] ?? 150);
const TICKETS = Number(args[1] ?? 100);
const GATE = Number(args[2] ?? BUYERS);
const SOLD = Number(process.argv.find((a) => a.startsWith('--sold='))?.slice('--sold='.length) ?? 0);
const AVAILABLE = TICKETS - SOLD;
// The app shares this process's Admin SDK app (its db() takes the first one), so the counter
// sees its calls; it is reset when the rush starts, while the benchmark itself reads nothing.
const inProcess = IN_PROCESS ? await startInProcessApi() : null;
const usage = IN_PROCESS ? countFirestoreUsage(db) : null;
const apiUrl = inProcess?.url ?? `http://127.0.0.1:${ports.hosting}`;
// The law's quota, rounded up (core/src/box-office.ts meiaQuota with 40 %).
const QUOTA = Math.ceil(TICKETS * 0.4);
/** The --lotes event's lotes (prices of its inteira; meia is half). */
const BENCH_LOTES = [
  { id: 'lote-1', nome: '1º lote', quantidade: Math.floor(TICKETS * 0.3), termina_em: null, inteira: 3000 },
  { id: 'lote-2', nome: '2º lote', quantidade: Math.floor(TICKETS * 0.4), termina_em: null, inteira: 4000 },
  { id: 'lote-3', nome: '3º lote', quantidade: null, termina_em: null, inteira: 5000 },
];

/** What buyer i orders: one ticket in the single mode; 1 to 4, some with a meia, in the mixed one. */
function orderOf(i, eventId) {
  const line = (item_id, qnt) => ({ event_id: eventId, pricing_table_id: eventId, item_id, qnt });
  if (!MIXED) return [line('inteira', 1)];
  const tickets = 1 + (i % 4);
  const meia = i % 3 === 0 ? 1 : 0;
  return [
    ...(tickets - meia > 0 ? [line('inteira', tickets - meia)] : []),
    ...(meia ? [line('meia', meia)] : []),
  ];
}
const ticketsIn = (lines) => lines.reduce((n, l) => n + l.qnt, 0);
const meiaIn = (lines) => lines.filter((l) => l.item_id === 'meia').reduce((n, l) => n + l.qnt, 0);

// One CPF per buyer (checkout caps the unpaid tickets one CPF holds per event).
const cpfOf = (i) => cpfFromBase(String(100_000_000 + i));

async function signUp(i) {
  const email = `bench-${Date.now()}-${i}-${randomUUID().slice(0, 6)}@gn.local`;
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench@12345', returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { email, token: body.idToken };
}

function post(path, token, json) {
  return fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
}

async function seedEvent() {
  const eventId = `bench-${Date.now()}`;
  const now = Timestamp.now();
  await db.doc(`pricing_tables/${eventId}`).set({
    nome: 'Bench',
    descricao: null,
    publicada: true,
    itens: [
      { id: 'inteira', label: 'Inteira', valor_centavos: 5000, tipo: 'inteira' },
      { id: 'meia', label: 'Meia-entrada', valor_centavos: 2500, tipo: 'meia' },
    ],
    created_at: now,
    updated_at: now,
  });
  await db.doc(`events/${eventId}`).set(
    eventDoc(eventId, Timestamp.fromDate(new Date(Date.now() + 7 * 86_400_000)), now, {
      titulo: `Bench ${eventId}`,
      local: 'Bench',
      // On sale for the rush; unpublished again right after it (cleanup).
      status: 'publicado',
      pricing_table_ids: [eventId],
      ...(LOTES
        ? {
            lotes: BENCH_LOTES.map(({ inteira, ...lote }) => ({
              ...lote,
              precos: { [`${eventId}/inteira`]: inteira },
            })),
          }
        : {}),
    }),
  );
  await db.doc(`event_stock/${eventId}`).set({ total: TICKETS, disponivel: TICKETS, updated_at: now });
  return eventId;
}

/** Takes `count` tickets of the event as earlier buyers' paid orders would hold them (not timed). */
async function takeEarlierTickets(eventId, count) {
  const { claimSlots } = await import('../../functions/src/stock/claim-tickets.ts');
  const expiresAt = new Date(Date.now() + 86_400_000);
  await gated(
    Array.from({ length: count }, (_, i) => async () => {
      const claim = await claimSlots(db, {
        eventId,
        orderId: `earlier-${i}`,
        claimId: `earlier-${i}`,
        quantity: 1,
        expiresAt,
        holder: { uid: `earlier-${i}`, cpfKey: `earlier-${i}` },
        pool: 'slots',
        total: TICKETS,
      });
      if (!claim.ok) throw new Error(`could not take earlier ticket ${i}`);
    }),
    20,
  );
}

async function cleanup(eventId) {
  // Stays unpublished afterwards so that it never reaches the public site.
  await db.doc(`events/${eventId}`).update({ status: 'rascunho', visivel: false });
}

/**
 * --lotes: tickets held in each lote (its places; a lote without a quantity holds none, so its
 * count is the orders' tickets in it), what passed its quantity, and the accepted orders whose
 * subtotal is not their lote's prices.
 */
async function loteFigures(accepted) {
  const orders = await Promise.all(
    accepted.map(async (r) => (await db.doc(`orders/${r.orderId}`).get()).data()),
  );
  const perLote = await Promise.all(
    BENCH_LOTES.map(async (l) => {
      const inOrders = orders.filter((o) => o?.lote?.id === l.id).reduce((n, o) => n + ticketsIn(o.items), 0);
      const places =
        l.quantidade === null
          ? inOrders
          : (await db.collection(`event_stock/${eventId}/lotes/${l.id}/vagas`).count().get()).data().count;
      return { ...l, places, oversold: l.quantidade === null ? 0 : Math.max(0, places - l.quantidade) };
    }),
  );
  const priceOf = (lote, line) => (line.item_id === 'meia' ? Math.floor(lote.inteira / 2) : lote.inteira);
  const mispriced = orders.filter((o) => {
    const lote = BENCH_LOTES.find((l) => l.id === o?.lote?.id);
    return !lote || o.subtotal !== o.items.reduce((n, line) => n + priceOf(lote, line) * line.qnt, 0);
  }).length;
  return { perLote, mispriced };
}

/** Resolves when no site build is pending or running (at most 3 minutes). */
async function waitForPublishIdle(since) {
  // The publish trigger marks the state pending about 1 s after the write.
  await new Promise((r) => setTimeout(r, Math.max(0, since + 3000 - Date.now())));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const state = (await db.doc('site_builds/state').get()).data();
    if (!state?.pending && state?.estado !== 'publicando') return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log('(a site build was still running when the rush started)');
}

/** Firestore reads and writes of the rush's checkouts (accepted and refused), per order sold. */
function printUsage(u, orders) {
  const per = (n) => (orders ? (n / orders).toFixed(1) : '-');
  console.log(
    `Firestore during the rush: ${u.reads} reads, ${u.writes} writes (${u.refused} of them refused: lost slot races); per order sold: ${per(u.reads)} reads, ${per(u.writes)} writes`,
  );
  const calls = Object.entries(u.calls).map(([m, n]) => `${m} ${n}`);
  console.log(
    `  round trips: ${calls.join(', ')}; per order sold: ${per(Object.values(u.calls).reduce((a, b) => a + b, 0))}`,
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(`Preparing ${BUYERS} buyers (sign-up + Asaas customer, not timed)...`);
const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signUp(i)));
const eventId = await seedEvent();
const seededAt = Date.now();
if (SOLD > 0) {
  console.log(`Taking ${SOLD} of the ${TICKETS} tickets first (earlier buyers, not timed)...`);
  await takeEarlierTickets(eventId, SOLD);
}
// The customer step runs as concurrently as the rush, which also warms the emulator's workers.
// Its failed attempts are printed: on a warmed stack there should be none.
const setupFailures = [];
await gated(
  buyers.map((b, i) => async () => {
    // The emulator starts one Node worker per concurrent request, 150 at once on 2 cores: the
    // first wave may time out while they boot; the workers stay, so a retry finds them warm.
    for (let attempt = 1; ; attempt++) {
      const res = await post('/api/me/payment-customer', b.token, {
        nome: `Comprador ${i}`,
        email: b.email,
        cpf: cpfOf(i),
        telefone: '(11) 98765-4321',
      });
      if (res.status === 200) break;
      setupFailures.push(res.status);
      if (attempt === 5) throw new Error(`payment-customer ${res.status}: ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 2000 * attempt));
    }
  }),
  Math.min(GATE, 100),
);

console.log(
  `Customer step: ${BUYERS} requests, ${setupFailures.length} failed (retried)${setupFailures.length ? `: ${setupFailures.join(', ')}` : ''}`,
);

// Publishing the bench's event rebuilds the static site (an Astro build: seconds of both cores).
// Wait until that build has ended (its builder reports it in site_builds/state) so that the rush
// does not share the machine with it.
await waitForPublishIdle(seededAt);

console.log(
  `Rush: ${BUYERS} buyers at once on ${TICKETS} tickets${SOLD ? ` (${SOLD} already taken)` : ''}${MIXED ? ` (mixed orders of 1-4, meia quota ${QUOTA})` : ''} (at most ${GATE} requests in flight${IN_PROCESS ? ', API in this process' : ''})...`,
);
usage?.reset();
const cpuSpan = machineCpuSpan();
const started = performance.now();
const results = await gated(
  buyers.map((b, i) => async () => {
    const t0 = started; // latency counts from the click, waiting in line included
    const items = orderOf(i, eventId);
    const res = await post('/api/checkout', b.token, {
      idempotencyKey: randomUUID(),
      items,
      cupom: null,
      buyer: {
        nome: `Comprador ${i}`,
        email: b.email,
        cpf: cpfOf(i),
        telefone: '(11) 98765-4321',
      },
      method: 'pix',
    });
    const body = await res.json().catch(() => null);
    return {
      orderId: body?.orderId,
      status: res.status,
      ms: performance.now() - t0,
      code: body?.error?.code,
      message: body?.error?.message,
      tickets: ticketsIn(items),
      meia: meiaIn(items),
    };
  }),
  GATE,
);
const elapsedS = (performance.now() - started) / 1000;
const rushUsage = usage?.snapshot();
// In process, this process's CPU is the API's (the buyers' fetches are a small part of it).
const cpu = cpuSpan.end();
await inProcess?.close();

// Refusals a buyer may hear in a rush: none left, fewer left than asked, the quota gone.
const RUSH_REFUSALS = new Set([
  'sold_out',
  'not_enough',
  'meia_sold_out',
  'meia_not_enough',
  'lote_not_enough',
]);
const accepted = results.filter((r) => r.status === 200);
const sold = accepted.length;
const ticketsSold = accepted.reduce((n, r) => n + r.tickets, 0);
const meiaSold = accepted.reduce((n, r) => n + r.meia, 0);
const soldOut = results.filter((r) => r.status === 409 && RUSH_REFUSALS.has(r.code)).length;
const errors = results.filter((r) => r.status !== 200 && !(r.status === 409 && RUSH_REFUSALS.has(r.code)));
const count = async (pool) =>
  (await db.collection(`event_stock/${eventId}/${pool}`).count().get()).data().count;
const slots = await count('slots');
const meiaSlots = await count('meia_slots');
const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
const lotes = LOTES ? await loteFigures(accepted) : null;
await cleanup(eventId);

console.log(
  `orders/s: ${(sold / elapsedS).toFixed(1)}, tickets/s: ${(ticketsSold / elapsedS).toFixed(1)} (${BUYERS} requests in ${elapsedS.toFixed(2)} s)`,
);
console.log(
  `latency: p50 ${(percentile(latencies, 50) / 1000).toFixed(2)} s, p99 ${(percentile(latencies, 99) / 1000).toFixed(2)} s, max ${(latencies.at(-1) / 1000).toFixed(2)} s`,
);
console.log(
  `orders sold: ${sold} (${ticketsSold} tickets, ${meiaSold} meia), told sold out: ${soldOut}, errors: ${errors.length}, slots held: ${slots} (meia ${meiaSlots}), oversold: ${Math.max(0, slots - TICKETS)} (meia ${Math.max(0, meiaSlots - QUOTA)})`,
);
if (rushUsage) printUsage(rushUsage, sold);
if (usage?.trace()) console.log(usage.trace().join('\n'));
// With every core busy, the last buyer waits for everyone's work: p99 cannot fall below the
// rush's CPU time divided by the cores, whatever the code does while it waits.
console.log(
  `${describeMachineCpu(cpu)}; ${((cpu.thisProcess * 1000) / BUYERS).toFixed(0)} ms of this process per request`,
);
for (const e of errors.slice(0, 5)) console.log(`  error ${e.status}: ${e.message ?? '(no message)'}`);
// A refusal is explained when, at the end, fewer tickets (or quota meia) are left than it asked
// for. A few may not be: a rival's partial claim, given back a moment later, was counted as taken.
const leftTickets = TICKETS - slots;
const leftMeia = QUOTA - meiaSlots;
const unexplained = results.filter(
  (r) => r.status === 409 && RUSH_REFUSALS.has(r.code) && r.tickets <= leftTickets && r.meia <= leftMeia,
).length;
console.log(
  `left at the end: ${leftTickets} tickets, ${leftMeia} meia; refusals not explained by it: ${unexplained}`,
);
if (lotes) {
  for (const l of lotes.perLote) {
    console.log(
      `${l.nome}: ${l.places} tickets${l.quantidade === null ? '' : ` of ${l.quantidade}`}, oversold ${l.oversold}`,
    );
  }
  console.log(`orders not priced at the lote they hold: ${lotes.mispriced}`);
}
// Never more sold than the total or the quota, and the slots hold exactly what was sold.
const ok =
  errors.length === 0 &&
  slots === SOLD + ticketsSold &&
  meiaSlots === meiaSold &&
  slots <= TICKETS &&
  meiaSlots <= QUOTA &&
  (!lotes || (lotes.mispriced === 0 && lotes.perLote.every((l) => l.oversold === 0))) &&
  (MIXED || (sold === Math.min(AVAILABLE, BUYERS) && soldOut === Math.max(0, BUYERS - AVAILABLE)));
console.log(ok ? 'RESULT: ok' : 'RESULT: FAILED');
process.exit(ok ? 0 : 1);
