// Property-based fuzzing of every POST route of the API, each called as its rightful caller:
// random JSON, valid bodies with one field broken, raw bodies with wrong content types, hostile
// path ids. For every request: never a 5xx; every refusal is our JSON error with a pt-BR message
// (except the one case the Functions framework answers itself: unparsable application/json, a
// plain 400); a refusal changes nothing the route could touch; the API still answers /api/health.
// GN_FUZZ_RUNS bodies per route (200 in `npm test`; `npm run fuzz` runs 2,000 and prints the table).
import fc from 'fast-check';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import {
  BUYER,
  WEBHOOK_TOKEN,
  checkout,
  checkoutBody,
  seedSale,
  unpublishSales,
  type SaleFixture,
} from '../support/checkout-fixtures.ts';
import { randomCpf } from '../support/cpf.ts';
import {
  SITE_URL,
  adminAuth,
  adminDb,
  createUser,
  tokenOf,
  waitForApi,
  type TestUser,
} from '../support/functions-api.ts';
import {
  frameworkParsesFirst,
  fuzzInputs,
  looksPortuguese,
  newTally,
  type FuzzInput,
  type Json,
  type Tally,
} from '../support/fuzz.ts';

const RUNS = Number(process.env.GN_FUZZ_RUNS ?? 200);
const tallies: Tally[] = [];

/**
 * The routes run in two lanes at once, one route after another within a lane: a lane's routes
 * watch and change the sale, the customer's account and the stored files; the other lane's, the
 * paid order, the other accounts and the contact messages. No route of one lane can change what a
 * route of the other watches, so a refusal's "nothing changed" still holds for each.
 */
type Lane = 'sale' | 'accounts';

interface Route {
  /** 'POST /api/checkout' (`:id` is replaced by the generated id). */
  name: string;
  lane: Lane;
  token: () => string | undefined;
  headers?: () => Record<string, string>;
  sample: Json;
  validId?: string;
  /** What a refusal must leave as it was. */
  watch: () => Promise<unknown>;
}

let customer: TestUser;
let customerToken: string;
let adminToken: string;
let target: TestUser;
let sale: SaleFixture;
let paidOrderId: string;
let ticketSerial: string;
/** A ticket of its own for the transfer route (a transfer changes the holder, serial and code). */
let transferTicketId: string;
let cancellableOrderId: string;
/** An account whose e-mail is not verified yet, for the verification link's route. */
let verifier: TestUser;
let verifierToken: string;

const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null));

/** Every stored file (path and size) of the stack's local file store: what an upload writes. */
function storedFiles(): string[] {
  const root = process.env.GN_FILE_STORE_DIR;
  if (!root) throw new Error('GN_FILE_STORE_DIR is not set (dev/test.mjs sets it)');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map(
      (e) =>
        `${path.relative(root, path.join(e.parentPath, e.name))}:${statSync(path.join(e.parentPath, e.name)).size}`,
    )
    .sort();
}
const docData = async (path: string) => plain((await adminDb().doc(path).get()).data());
const countOf = async (path: string) => (await adminDb().collection(path).count().get()).data().count;

async function targetUser() {
  const [u, profile, role] = await Promise.all([
    adminAuth().getUser(target.uid),
    docData(`profiles/${target.uid}`),
    docData(`user_roles/${target.uid}`),
  ]);
  return plain({
    disabled: u.disabled,
    email: u.email,
    displayName: u.displayName,
    claims: u.customClaims,
    validAfter: u.tokensValidAfterTime,
    hash: u.passwordHash,
    profile,
    role,
  });
}

const saleState = async () => {
  const [event, stock, slots, table] = await Promise.all([
    docData(`events/${sale.eventId}`),
    docData(`event_stock/${sale.eventId}`),
    countOf(`event_stock/${sale.eventId}/slots`),
    docData(`pricing_tables/${sale.tableId}`),
  ]);
  return { event, stock, slots, table };
};

beforeAll(async () => {
  await waitForApi();
  // Verified: transfers and claims need it, so the fuzz reaches past that check.
  customer = await createUser({ verified: true });
  customerToken = await tokenOf(customer);
  verifier = await createUser();
  verifierToken = await tokenOf(verifier);
  adminToken = await tokenOf(await createUser({ admin: true }));
  target = await createUser();
  sale = await seedSale({ total: 1_000 });
  // A paid order of the customer (free tickets are paid at once), for the order routes.
  const free = await checkout(customerToken, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(free.status, free.text).toBe(200);
  paidOrderId = free.body.orderId;
  const tickets = await adminDb().collection('tickets').where('order_id', '==', paidOrderId).get();
  ticketSerial = tickets.docs[0]!.get('codigo_serial');
  const another = await checkout(customerToken, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(another.status, another.text).toBe(200);
  transferTicketId = `${another.body.orderId}-1`;
  const third = await checkout(customerToken, checkoutBody({ ...sale, itemId: 'cortesia' }));
  expect(third.status, third.text).toBe(200);
  cancellableOrderId = third.body.orderId;
}, 120_000);

afterAll(async () => {
  console.log(`\nFuzz: ${RUNS} corpos por rota`);
  console.table(tallies);
  await unpublishSales();
});

const buyer = { ...BUYER, cpf: '529.982.247-25' };

const ROUTES: Route[] = [
  {
    name: 'POST /api/public/contact',
    lane: 'accounts',
    token: () => undefined,
    // Locally the last X-Forwarded-For entry plays the platform's: one per request keeps the
    // per-address limit from answering every request with 429 before the body is read.
    headers: () => ({
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.0.${Math.floor(Math.random() * 250)}`,
    }),
    sample: { nome: 'Ana Souza', email: 'ana@example.com', mensagem: 'Quero saber do evento.' },
    watch: () => countOf('contact_messages'),
  },
  {
    name: 'POST /api/checkout',
    lane: 'sale',
    token: () => customerToken,
    sample: {
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
      items: [{ event_id: 'EVENT', pricing_table_id: 'TABLE', item_id: 'inteira', qnt: 1 }],
      cupom: null,
      buyer: { ...buyer, cpf: randomCpf() },
      method: 'pix',
    },
    watch: async () => ({ sale: await saleState(), orders: await countOf('orders') }),
  },
  {
    name: 'POST /api/me/payment-customer',
    lane: 'sale',
    token: () => customerToken,
    sample: buyer,
    watch: () => docData(`profiles/${customer.uid}`),
  },
  {
    name: 'POST /api/me/avatar',
    lane: 'sale',
    token: () => customerToken,
    sample: {},
    watch: async () => ({ profile: await docData(`profiles/${customer.uid}`), files: storedFiles() }),
  },
  {
    name: 'POST /api/me/tickets/:id/transfer',
    lane: 'sale',
    token: () => customerToken,
    sample: { nome: 'Ana Lima', cpf: '529.982.247-25', email: 'ana.lima@example.com' },
    validId: 'TICKET',
    watch: () => docData(`tickets/${transferTicketId}`),
  },
  {
    // Three links go out, then 429: the account and its profile stay as they were.
    name: 'POST /api/me/verify-email',
    lane: 'accounts',
    token: () => verifierToken,
    sample: {},
    watch: async () => ({
      profile: await docData(`profiles/${verifier.uid}`),
      verified: (await adminAuth().getUser(verifier.uid)).emailVerified,
    }),
  },
  {
    name: 'POST /api/me/tickets/claim',
    lane: 'sale',
    token: () => customerToken,
    sample: {},
    // The tickets the account holds: a refused claim moves none in.
    watch: async () =>
      (await adminDb().collection('tickets').where('user_id', '==', customer.uid).count().get()).data().count,
  },
  {
    // The customer holds tickets for an event to come: every deletion is refused, nothing changes.
    name: 'POST /api/me/delete-account',
    lane: 'sale',
    token: () => customerToken,
    sample: { confirmacao: 'EXCLUIR' },
    watch: async () => ({
      profile: await docData(`profiles/${customer.uid}`),
      uid: (await adminAuth().getUser(customer.uid)).uid,
    }),
  },
  {
    name: 'POST /api/orders/:id/reconcile',
    lane: 'accounts',
    token: () => customerToken,
    sample: {},
    validId: 'PAID',
    watch: () => docData(`orders/${paidOrderId}`),
  },
  {
    // A valid body cancels the order (once: then 409): its own order, so the others stay paid.
    name: 'POST /api/orders/:id/cancel',
    lane: 'sale',
    token: () => customerToken,
    sample: { motivo: 'Não vou poder ir' },
    validId: 'CANCELLABLE',
    watch: () => docData(`orders/${cancellableOrderId}`),
  },
  {
    // The fuzz sale has no virtual queue: a valid id is refused (409) like every other input.
    name: 'POST /api/queue/:id/join',
    lane: 'sale',
    token: () => customerToken,
    sample: {},
    validId: 'EVENT',
    watch: () => countOf('queue_entries'),
  },
  {
    name: 'POST /api/me/waitlist',
    lane: 'sale',
    token: () => customerToken,
    sample: { eventId: 'EVENT', quantidade: 1 },
    watch: () => countOf('waitlist'),
  },
  ...(['retry', 'manual'] as const).map((kind): Route => ({
    name: `POST /api/admin/orders/:id/refund/${kind}`,
    lane: 'accounts',
    token: () => adminToken,
    sample: { observacao: 'PIX feito pela equipe' },
    validId: 'PAID',
    watch: () => docData(`orders/${paidOrderId}`),
  })),
  {
    name: 'POST /api/orders/:id/email',
    lane: 'accounts',
    token: () => customerToken,
    sample: {},
    validId: 'PAID',
    watch: () => docData(`orders/${paidOrderId}`),
  },
  {
    name: 'POST /api/webhooks/asaas',
    lane: 'accounts',
    token: () => undefined,
    headers: () => ({ 'asaas-access-token': WEBHOOK_TOKEN }),
    sample: {
      id: 'evt_fuzz',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_fuzz', status: 'RECEIVED', value: 10, externalReference: 'PAID' },
    },
    watch: () => docData(`orders/${paidOrderId}`),
  },
  ...(['set-password', 'set-role', 'set-ban', 'update-profile'] as const).map((op): Route => ({
    name: `POST /api/admin/users/${op}`,
    lane: 'accounts',
    token: () => adminToken,
    sample: {
      userId: 'TARGET',
      newPassword: 'segredo1',
      shouldBeAdmin: false,
      shouldBan: false,
      nome: 'Alvo do Teste',
      email: 'alvo@example.com',
      telefone: '(11) 98765-4321',
    },
    watch: targetUser,
  })),
  {
    name: 'POST /api/admin/orders/:id/status',
    lane: 'accounts',
    token: () => adminToken,
    sample: { status: 'pago', motivo: 'Conferido no balcão' },
    validId: 'PAID',
    watch: () => docData(`orders/${paidOrderId}`),
  },
  {
    // No body to read: the id is what is fuzzed; a send adds a line to the order's e-mail log.
    name: 'POST /api/admin/orders/:id/resend-tickets',
    lane: 'accounts',
    token: () => adminToken,
    sample: {},
    validId: 'PAID',
    watch: async () =>
      plain((await adminDb().collection(`orders/${paidOrderId}/emails`).get()).docs.map((d) => d.data())),
  },
  {
    name: 'POST /api/admin/checkin/scan',
    lane: 'accounts',
    token: () => adminToken,
    sample: { code: 'SERIAL', eventId: 'EVENT', listId: 'geral', direction: 'entrada' },
    watch: async () =>
      plain(
        (await adminDb().collection('tickets').where('order_id', '==', paidOrderId).get()).docs.map((d) =>
          d.data(),
        ),
      ),
  },
  {
    name: 'POST /api/admin/events/:id/stock',
    lane: 'sale',
    token: () => adminToken,
    sample: { total: 1_000 },
    validId: 'EVENT',
    watch: saleState,
  },
  ...['events/:id/delete', 'news/:id/delete', 'content/pricing_tables/:id/delete'].map((route): Route => ({
    name: `POST /api/admin/${route}`,
    lane: 'sale',
    token: () => adminToken,
    sample: {},
    validId: route.startsWith('content') ? 'TABLE' : 'EVENT',
    watch: saleState,
  })),
  {
    name: 'POST /api/admin/uploads',
    lane: 'sale',
    token: () => adminToken,
    sample: { pasta: 'eventos' },
    watch: async () => storedFiles(),
  },
];

/** The fixtures' real ids, put in where the samples name them. */
function realIds(value: unknown): unknown {
  const ids: Record<string, string> = {
    PAID: paidOrderId,
    TARGET: target.uid,
    EVENT: sale.eventId,
    TABLE: sale.tableId,
    SERIAL: ticketSerial,
    TICKET: transferTicketId,
    CANCELLABLE: cancellableOrderId,
  };
  return JSON.parse(
    JSON.stringify(value ?? null, (_k, v) => (typeof v === 'string' && Object.hasOwn(ids, v) ? ids[v] : v)),
  );
}

async function send(route: Route, input: FuzzInput) {
  const path = route.name.split(' ')[1]!.replace(':id', realIds(input.id) as string);
  const headers: Record<string, string> = { ...route.headers?.() };
  const token = route.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string;
  if (input.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(realIds(input.body.value)) ?? 'null';
  } else {
    if (input.body.contentType) headers['content-type'] = input.body.contentType;
    body = input.body.text;
  }
  const res = await fetch(`${SITE_URL}${path}`, { method: 'POST', headers, body });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    framework: frameworkParsesFirst(headers['content-type'] ?? null, body),
  };
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${SITE_URL}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Each lane's routes one after another: the next starts when the previous one has ended. */
const laneTails = new Map<Lane, Promise<unknown>>();
function inLane<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
  const run = (laneTails.get(lane) ?? Promise.resolve()).then(work);
  laneTails.set(
    lane,
    run.catch(() => undefined),
  );
  return run;
}

/** The lanes' routes alternated, so that the tests vitest starts at once wait in both lanes. */
function alternated(routes: Route[]): Route[] {
  const sale = routes.filter((r) => r.lane === 'sale');
  const accounts = routes.filter((r) => r.lane === 'accounts');
  return Array.from({ length: Math.max(sale.length, accounts.length) }, (_, i) => [sale[i], accounts[i]])
    .flat()
    .filter((r): r is Route => r !== undefined);
}

async function fuzzRoute(route: Route, expect: ExpectStatic): Promise<void> {
  const tally = newTally(route.name);
  tallies.push(tally);
  let before = JSON.stringify(await route.watch());
  await fc.assert(
    fc.asyncProperty(fuzzInputs(route.sample, route.validId), async (input) => {
      const answer = await send(route, input);
      tally.tried++;
      const label = `${route.name} ${input.body.label} id=${input.id.slice(0, 40)} → ${answer.status} ${answer.text.slice(0, 200)}`;
      if (answer.status >= 500) tally['5xx']++;
      expect(answer.status, label).toBeLessThan(500);
      const after = JSON.stringify(await route.watch());
      if (answer.status < 300) {
        tally['2xx']++;
      } else if (answer.framework && !answer.contentType.includes('application/json')) {
        tally['framework 400']++;
        expect(answer.status, label).toBe(400);
        expect(after, `${label}: a refusal changed stored data`).toBe(before);
      } else {
        tally['4xx']++;
        expect(answer.contentType, label).toContain('application/json');
        const error = (JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } }).error;
        expect(typeof error?.code, label).toBe('string');
        expect(looksPortuguese(error?.message), label).toBe(true);
        expect(after, `${label}: a refusal changed stored data`).toBe(before);
      }
      before = after;
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  const up = await healthy();
  if (!up) tally['health failures']++;
  expect(up, 'GET /api/health after the run').toBe(true);
}

// A test's time includes its wait for its lane: at most the two routes started before it in it.
describe.concurrent(
  'fuzz: every POST route, as its rightful caller',
  { timeout: 3 * (60_000 + RUNS * 2_000) },
  () => {
    for (const route of alternated(ROUTES)) {
      it(`${route.name}: no 5xx, our pt-BR JSON on every refusal, nothing changed by a refusal`, ({
        expect,
      }) => inLane(route.lane, () => fuzzRoute(route, expect)));
    }
  },
);
