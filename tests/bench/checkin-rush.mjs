// Benchmark: the gates open. Needs a running stack (npm start; GN_BASE_PORT for another base).
// Usage: npm run bench:checkin [-- --seconds=N --rate=N --tickets=N --in-process --cleanup]
//   (default 120 s at 30 scans/s over 20,000 tickets)
//
// Not timed: a new draft event (a fresh id per run) with 4 lists ("Portão A – Pista", "Portão B –
// Pista", "Camarote" with exits, "Acessível" for every type), its tickets written with the Admin
// SDK as the functions issue them (GN2 codes signed with the stack's key, status 'ativo'), and 20
// porteiros scoped to it (claims from core's roleClaims + user_roles), signed in through the Auth
// emulator. Then:
// 1. Online: one POST /api/admin/checkin/scan every 1/rate s whatever the answers (open loop),
//    round-robin over the scanners and the lists, each at a list that admits the ticket, but for
//    2 % of the tickets also read by a second scanner at the same instant and 1.5 % of scans at a
//    list that refuses the ticket. Latency counts from the scan's planned instant.
// 2. Offline: 20 devices × 100 queued scans (POST /api/admin/checkin/sync, all 20 at once): 5 % of
//    tickets already admitted online, 5 % also queued by the next device, 2 % at a wrong list.
// It prints the answers' percentiles and outcomes, the tickets admitted twice (online: must be 0),
// whether the tickets and the summed counter shards agree with the distinct tickets admitted, the
// sync's times and outcomes, the conflicts flagged, and (--in-process, see checkout-rush.mjs) the
// Firestore reads and writes per scan. Exits 1 on a double admission or counters that disagree.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { portsFrom } from '../../dev/lib/stack.mjs';
import { localSecrets } from '../../dev/lib/functions-env.mjs';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import { startInProcessApi, useStackEnv } from './in-process-api.mjs';
import { countFirestoreUsage } from './firestore-usage.mjs';
import { describeMachineCpu, machineCpuSpan } from './machine-cpu.mjs';
import {
  BENCH_LISTS,
  removeBenchData,
  seedEvent,
  seedScanners,
  seedTickets,
  ticketIdOf,
  ticketKind,
} from './checkin-rush-setup.mjs';
import { offlinePlan, onlinePlan, ticketPools } from './checkin-rush-plan.mjs';
import {
  countBy,
  describeAgreement,
  ms,
  outcomeOf,
  percentile,
  storedAgreement,
  table,
  usageRow,
} from './checkin-rush-report.mjs';

const flag = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const SECONDS = flag('seconds', 120);
const RATE = flag('rate', 30);
const TICKETS = flag('tickets', 20_000);
const SCANNERS = 20;
const DEVICES = 20;
const PER_DEVICE = 100;
const IN_PROCESS = process.argv.includes('--in-process');
const CLEANUP = process.argv.includes('--cleanup');

const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
const projectId = process.env.GN_PROJECT_ID ?? 'demo-gn';
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
if (IN_PROCESS) useStackEnv({ ports, projectId });
const app = initializeApp({ projectId });
const db = getFirestore(app);
// The in-process app shares this process's Admin SDK app, so the counter sees its calls.
const inProcess = IN_PROCESS ? await startInProcessApi() : null;
const usage = IN_PROCESS ? countFirestoreUsage(db) : null;
const apiUrl = inProcess?.url ?? `http://127.0.0.1:${ports.hosting}`;
const signingKey = localSecrets().TICKET_SIGNING_KEY ?? LOCAL_TICKET_SIGNING_KEY;
const sleep = (n) => new Promise((r) => setTimeout(r, n));
const STACK_API = fileURLToPath(new URL('../../dev/', import.meta.url)).replace(/\/$/, '');

/** The span's CPU, and the stack's API process's share of it (the other worktrees' stacks not). */
function describeCpu(cpu) {
  const api = cpu.others.filter(([name]) => name.includes(STACK_API)).reduce((n, [, s]) => n + s, 0);
  return `${describeMachineCpu(cpu)}${IN_PROCESS ? '' : `; this stack's API process ${api.toFixed(1)} s`}`;
}

async function post(path, token, json) {
  try {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
      signal: AbortSignal.timeout(120_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch (error) {
    return { status: 0, body: { error: { message: String(error?.message ?? error) } } };
  }
}

/** Fires each scan at its planned instant, not waiting for earlier answers (an open loop). */
async function openLoop(plan, fire) {
  const start = performance.now();
  const answers = [];
  let i = 0;
  while (i < plan.length) {
    const now = performance.now() - start;
    for (; i < plan.length && plan[i].t <= now; i++) answers.push(fire(plan[i], start + plan[i].t));
    if (i < plan.length) await sleep(Math.max(0, plan[i].t - (performance.now() - start)));
  }
  return Promise.all(answers);
}

const eventId = `bench-checkin-${Date.now()}-${randomUUID().slice(0, 4)}`;
console.log(`Preparing event ${eventId}: ${TICKETS} tickets, ${SCANNERS} porteiros (not timed)...`);
const prepared = performance.now();
const startsAt = await seedEvent(db, eventId);
const codes = await seedTickets(db, { eventId, count: TICKETS, startsAt, signingKey });
const scanners = await seedScanners(getAuth(app), db, {
  eventId,
  count: SCANNERS,
  authUrl: `http://127.0.0.1:${ports.auth}`,
});
console.log(`  ready in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);

// 1. Online.
const pools = ticketPools(TICKETS);
const plan = onlinePlan({ rate: RATE, seconds: SECONDS, scanners: SCANNERS, pools });
console.log(
  `Online: ${plan.length} scans in ${SECONDS} s (${RATE}/s open loop, ${SCANNERS} scanners, ${BENCH_LISTS.length} lists${IN_PROCESS ? ', API in this process' : ''})...`,
);
usage?.reset();
let cpuSpan = machineCpuSpan();
const onlineFrom = Date.now();
const online = await openLoop(plan, async (scan, due) => {
  const sentLate = performance.now() - due;
  const { status, body } = await post('/api/admin/checkin/scan', scanners[scan.scanner].token, {
    code: codes[scan.ticket],
    eventId,
    listId: scan.listId,
    direction: 'entrada',
  });
  return { ...scan, status, message: body?.error?.message, ms: performance.now() - due, sentLate };
});
const onlineMs = Date.now() - onlineFrom;
const onlineUsage = usage?.snapshot();
const onlineCpu = cpuSpan.end();

const admittedOnline = online.filter((r) => r.status === 200);
const onlineTimes = countBy(admittedOnline, (r) => r.ticket);
const onlineTwice = [...onlineTimes.values()].filter((n) => n > 1).length;
/** ticket → the list of its one admission (online, then synced) */
const admitted = new Map(admittedOnline.map((r) => [r.ticket, r.listId]));
const afterOnline = await storedAgreement(db, eventId, admitted);

// 2. Offline: the devices scanned during the online window; all 20 sync at once.
const byPool = {};
for (const ticket of admitted.keys()) (byPool[ticketKind(ticket).pool] ??= []).push(ticket);
const queues = offlinePlan({
  devices: DEVICES,
  perDevice: PER_DEVICE,
  from: onlineFrom,
  ms: onlineMs,
  pools,
  admittedOnline: byPool,
});
const runTag = eventId.slice(-4);
console.log(`Offline: ${DEVICES} devices × ${PER_DEVICE} queued scans, synced at once...`);
usage?.reset();
cpuSpan = machineCpuSpan();
const syncFrom = performance.now();
const synced = await Promise.all(
  queues.map(async ({ device, scans }) => {
    const sent = scans.map((s) => ({ ...s, id: randomUUID() }));
    const t0 = performance.now();
    const { status, body } = await post('/api/admin/checkin/sync', scanners[device % SCANNERS].token, {
      eventId,
      deviceId: `bench-${runTag}-aparelho-${device}`,
      scans: sent.map((s) => ({
        id: s.id,
        code: codes[s.ticket],
        listId: s.listId,
        direction: 'entrada',
        at: s.at.toISOString(),
      })),
    });
    const outcome = new Map((body?.results ?? []).map((r) => [r.id, r]));
    return {
      device,
      status,
      message: body?.error?.message,
      ms: performance.now() - t0,
      scans: sent.map((s) => ({ ...s, result: outcome.get(s.id) })),
    };
  }),
);
const syncMs = performance.now() - syncFrom;
const syncUsage = usage?.snapshot();
const syncCpu = cpuSpan.end();
await inProcess?.close();

const syncedScans = synced.flatMap((d) => d.scans);
let twiceOverall = onlineTwice;
for (const s of syncedScans.filter((x) => x.result?.outcome === 'aplicada')) {
  if (admitted.has(s.ticket)) twiceOverall++;
  else admitted.set(s.ticket, s.listId);
}
const afterSync = await storedAgreement(db, eventId, admitted);
const conflictsFlagged = (await db.collection(`event_checkin/${eventId}/conflitos`).count().get()).data()
  .count;
const conflictAnswers = syncedScans.filter((s) => s.result?.outcome === 'conflito').length;
const ticketsFlagged = new Set(
  syncedScans.filter((s) => s.result?.outcome === 'conflito').map((s) => s.ticket),
);
const expectedConflicts = new Set(
  syncedScans.filter((s) => s.kind !== 'nova' && s.kind !== 'lista errada').map((s) => s.ticket),
);

// The report.
const lat = online.map((r) => r.ms).sort((a, b) => a - b);
const latAdmitted = admittedOnline.map((r) => r.ms).sort((a, b) => a - b);
const late = online.map((r) => r.sentLate).sort((a, b) => a - b);
console.log(`\nEvent ${eventId}, ${TICKETS} tickets, API ${IN_PROCESS ? 'in this process' : `at ${apiUrl}`}`);
console.log(
  table([
    ['online answers', 'p50', 'p95', 'p99', 'max', 'n'],
    ...[
      ['all', lat],
      ['admitted', latAdmitted],
    ].map(([label, l]) => [
      label,
      ms(percentile(l, 50)),
      ms(percentile(l, 95)),
      ms(percentile(l, 99)),
      ms(l.at(-1)),
      l.length,
    ]),
  ]),
);
console.log(
  `  ${plan.length} scans in ${(onlineMs / 1000).toFixed(1)} s (${((plan.length * 1000) / onlineMs).toFixed(1)}/s); sent late by p99 ${ms(percentile(late, 99))}, max ${ms(late.at(-1))}`,
);
console.log(table([['online outcome', 'scans'], ...countBy(online, outcomeOf)]));
console.log(
  table([
    ['planned as', 'admitted', 'refused', 'errors'],
    ...[...countBy(online, (r) => r.kind).keys()].map((kind) => {
      const of = online.filter((r) => r.kind === kind);
      return [
        kind,
        of.filter((r) => r.status === 200).length,
        of.filter((r) => r.status === 409).length,
        of.filter((r) => r.status !== 200 && r.status !== 409).length,
      ];
    }),
  ]),
);
console.log(`duplicates admitted online (tickets with more than one 200): ${onlineTwice}`);
console.log(`after online: ${describeAgreement(afterOnline)}`);
console.log(`  ${describeCpu(onlineCpu)}`);

const devMs = synced.map((d) => d.ms).sort((a, b) => a - b);
console.log(
  `\nsync: ${syncedScans.length} scans from ${DEVICES} devices in ${ms(syncMs)}; per device p50 ${ms(percentile(devMs, 50))}, p99 ${ms(percentile(devMs, 99))}; failed requests ${synced.filter((d) => d.status !== 200).length}`,
);
for (const d of synced.filter((x) => x.status !== 200).slice(0, 3))
  console.log(`  device ${d.device}: ${d.status} ${d.message}`);
console.log(
  table([
    ['synced as', 'aplicada', 'conflito', 'recusada', 'no answer'],
    ...[...countBy(syncedScans, (s) => s.kind).keys()].map((kind) => {
      const of = syncedScans.filter((s) => s.kind === kind);
      const n = (o) => of.filter((s) => s.result?.outcome === o).length;
      return [kind, n('aplicada'), n('conflito'), n('recusada'), of.filter((s) => !s.result).length];
    }),
    ...['total'].map((kind) => {
      const n = (o) => syncedScans.filter((s) => s.result?.outcome === o).length;
      return [kind, n('aplicada'), n('conflito'), n('recusada'), syncedScans.filter((s) => !s.result).length];
    }),
  ]),
);
const refusals = countBy(
  syncedScans.filter((s) => s.result?.outcome === 'recusada'),
  (s) => s.result.message,
);
for (const [message, n] of refusals) console.log(`  recusada: ${message} × ${n}`);
console.log(
  `conflicts flagged (event_checkin/${eventId}/conflitos): ${conflictsFlagged}; conflito answers ${conflictAnswers} on ${ticketsFlagged.size} tickets; tickets planned to conflict ${expectedConflicts.size}`,
);
console.log(`admitted twice (online or synced): ${twiceOverall}`);
console.log(`after sync: ${describeAgreement(afterSync)}`);
console.log(`  ${describeCpu(syncCpu)}`);
if (pools.wrapped()) console.log(`(a ticket pool ran dry ${pools.wrapped()} times: raise --tickets)`);

console.log(
  '\n' +
    table([
      ['Firestore per scan', 'reads', 'writes', 'round trips'],
      usageRow(`online (${online.length})`, onlineUsage, online.length),
      usageRow(`synced (${syncedScans.length})`, syncUsage, syncedScans.length),
    ]),
);
const ok = onlineTwice === 0 && twiceOverall === 0 && afterOnline.ok && afterSync.ok;
console.log(ok ? 'RESULT: ok' : 'RESULT: FAILED');
if (CLEANUP) {
  await removeBenchData(getAuth(app), db, { eventId, tickets: TICKETS, uids: scanners.map((s) => s.uid) });
  console.log(`(--cleanup: event ${eventId}, its tickets and porteiros removed)`);
} else console.log(`(tickets ${ticketIdOf(eventId, 0)}…; the event is a draft; --cleanup removes it)`);
process.exit(ok ? 0 : 1);
