// Benchmark: the admin's big lists. Needs a running stack (npm start).
// Usage: npm run bench:admin [-- --clean] [-- --orders=100000] (more orders are added to those seeded)
// Env: GN_BASE_PORT (default 5000), GN_PROJECT_ID (default demo-gn).
//
// Seeds (once; a marker remembers it) 10,000 orders and 2,000 events (drafts, so the public site
// is not rebuilt), signs in as the demo admin in Chromium and times, three times each, from
// navigation to: the first rows of the orders list, unfiltered and filtered by one event (5 of the
// 10,000 orders, the newest about 800 orders deep), the first cards of the events list, and the
// four dashboard cards filled in. --clean deletes the seeded documents.
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { orderEventIds } from '@gn/core/order-events';
import { portsFrom } from '../../dev/lib/stack.mjs';
import { backfillOrderEventIds } from '../../functions/scripts/backfill-event-ids.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';
// Node 22 strips the types: the same event document as the tests write.
import { eventDoc } from '../support/event-doc.ts';

const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
const db = getFirestore(initializeApp({ projectId: process.env.GN_PROJECT_ID ?? 'demo-gn' }));
const adminUrl = `http://127.0.0.1:${ports.admin}`;
const ORDERS = Number(process.argv.find((a) => a.startsWith('--orders='))?.slice(9) ?? 10_000);
const EVENTS = 2_000;
// Navigations per screen (`-- --runs=7`); the median is the figure, the max shows the noise.
const RUNS = Math.max(3, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3));
const MARKER = db.doc('bench_meta/admin-lists');
const STATUSES = ['pago', 'pago', 'pago', 'aguardando_pagamento', 'cancelado', 'expirado', 'reembolsado'];

async function writeAll(docs) {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(i, i + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** Order `i` of the bench: statuses, totals and days spread over 90 days, one event each. */
function benchOrder(i, now) {
  const created = Timestamp.fromMillis(now - (i % 90) * 86_400_000 - i * 1000);
  const status = STATUSES[i % STATUSES.length];
  const total = 5000 + (i % 20) * 1000;
  const items = [
    {
      event_id: `bench-ev-${i % EVENTS}`,
      event_titulo: `Bench evento ${i % EVENTS}`,
      event_slug: `bench-evento-${i % EVENTS}`,
      pricing_table_id: 'bench',
      item_id: 'inteira',
      tipo_ingresso: 'Pista - Inteira',
      preco: total,
      qnt: 1,
      data_evento: Timestamp.fromMillis(now + 86_400_000),
      local_evento: 'Bench',
    },
  ];
  return [
    `orders/bench-order-${String(i).padStart(5, '0')}`,
    {
      user_id: `bench-user-${i % 500}`,
      status,
      items,
      event_ids: orderEventIds(items),
      subtotal: total,
      taxas: 0,
      desconto: 0,
      total,
      cupom: null,
      comprador: {
        nome: `Comprador ${i}`,
        email: `comprador${i}@bench.local`,
        cpf: '52998224725',
        telefone: '+5511987654321',
      },
      payment_provider: 'asaas',
      billing_type: 'PIX',
      asaas_payment_id: `pay_bench${i}`,
      asaas_invoice_url: null,
      asaas_due_date: null,
      asaas_bankslip_url: null,
      pix: null,
      reserva_expira_em: null,
      idempotency_key: `bench-${i}`,
      status_historico: [],
      email_enviado_em: null,
      paid_at: status === 'pago' ? created : null,
      created_at: created,
      updated_at: created,
    },
  ];
}

async function seed() {
  const marker = await MARKER.get();
  if (marker.exists && marker.get('event_ids') !== true) {
    // Seeded by a version of this bench that predates the orders' event_ids.
    const report = await backfillOrderEventIds(db);
    await MARKER.update({ event_ids: true });
    return console.log(`Bench data already seeded; event_ids backfilled on ${report.updated} orders.`);
  }
  if (marker.exists && (marker.get('orders') ?? 10_000) < ORDERS) {
    const seeded = marker.get('orders') ?? 10_000;
    console.log(`Adding orders ${seeded}..${ORDERS - 1}...`);
    await writeOrders(seeded, Date.now());
    return MARKER.update({ orders: ORDERS });
  }
  if (marker.exists) return console.log('Bench data already seeded.');
  console.log(`Seeding ${EVENTS} events and ${ORDERS} orders...`);
  const now = Date.now();
  const events = Array.from({ length: EVENTS }, (_, i) => [
    `events/bench-ev-${i}`,
    eventDoc(`bench-ev-${i}`, Timestamp.fromMillis(now + (i - 1000) * 3_600_000), Timestamp.fromMillis(now), {
      titulo: `Bench evento ${i}`,
      slug: `bench-evento-${i}`,
      local: `Local ${i % 50}`,
    }),
  ]);
  await writeAll(events);
  await writeOrders(0, now);
  await MARKER.set({ seeded_at: Timestamp.now(), events: EVENTS, orders: ORDERS, event_ids: true });
}

/** Orders from..ORDERS-1, written 10,000 at a time (100,000 objects at once are not needed). */
async function writeOrders(from, now) {
  for (let start = from; start < ORDERS; start += 10_000) {
    const count = Math.min(10_000, ORDERS - start);
    await writeAll(Array.from({ length: count }, (_, k) => benchOrder(start + k, now)));
  }
}

async function clean() {
  const seeded = (await MARKER.get()).get('orders') ?? 10_000;
  for (const [prefix, count] of [
    ['events/bench-ev-', EVENTS],
    ['orders/bench-order-', Math.max(seeded, ORDERS)],
  ]) {
    for (let i = 0; i < count; i += 400) {
      const batch = db.batch();
      for (let j = i; j < Math.min(count, i + 400); j++) {
        batch.delete(db.doc(`${prefix}${prefix.startsWith('orders') ? String(j).padStart(5, '0') : j}`));
      }
      await batch.commit();
    }
  }
  await MARKER.delete();
  console.log('Bench data deleted.');
}

if (process.argv.includes('--clean')) {
  await clean();
  process.exit(0);
}
await seed();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${adminUrl}/entrar`);
await page.getByLabel('E-mail', { exact: true }).fill('admin@gn.local');
await page.getByLabel('Senha', { exact: true }).fill('Admin@12345');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(`${adminUrl}/admin`);

const SCREENS = [
  // first row of the orders table (its order number cell)
  {
    name: 'orders list: first rows',
    path: '/admin/pedidos',
    ready: (p) => p.locator('table tbody tr').first().waitFor(),
  },
  {
    // bench-ev-7 has orders 7, 2007, ... (5 in all); the newest is about 800 orders deep
    name: 'orders list filtered by an event: first row',
    path: '/admin/pedidos?evento=bench-ev-7',
    ready: (p) => p.locator('table tbody').getByText('Bench evento 7', { exact: true }).first().waitFor(),
  },
  {
    name: 'events list: first cards',
    path: '/admin/eventos',
    // any card: the newest events come first, and the bench's drafts are not necessarily among them
    ready: (p) => p.getByRole('list', { name: 'Eventos' }).getByRole('article').first().waitFor(),
  },
  {
    name: 'events list: all 2,000+ loaded (search and filters ready)',
    path: '/admin/eventos',
    ready: (p) =>
      p
        .getByText(/Bench evento \d+/)
        .first()
        .waitFor(),
  },
  {
    name: 'dashboard: four cards',
    path: '/admin',
    // the cards' list stops being busy once all four aggregations answered
    ready: (p) => p.locator('dl[aria-label="Indicadores"][aria-busy="false"]').waitFor(),
  },
];

const figures = [];
for (const screen of SCREENS) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    // A full navigation each time: the app boots, checks the session and queries from scratch.
    await page.goto('about:blank');
    const started = Date.now();
    await page.goto(`${adminUrl}${screen.path}`);
    await screen.ready(page);
    times.push(Date.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const max = times[times.length - 1];
  figures.push({ screen: screen.name, median, max });
  console.log(`${screen.name}: median ${median} ms, max ${max} ms (runs: ${times.join(', ')})`);
}
await browser.close();
const ok = figures.every((f) => f.median < 1000);
console.log(ok ? 'RESULT: every median under 1 s' : 'RESULT: some median at or above 1 s');
process.exit(0);
