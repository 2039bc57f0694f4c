// Events, price tables and stock for checkout tests, written with the Admin SDK, plus helpers to
// drive the Asaas sandbox and post webhooks the way Asaas does.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { eventDoc } from './event-doc.ts';
import { adminDb, api, type ApiAnswer } from './functions-api.ts';

export const ASAAS_URL = process.env.GN_ASAAS_URL ?? '';
const ASAAS_KEY = process.env.GN_ASAAS_API_KEY ?? '';
export const WEBHOOK_TOKEN = process.env.GN_ASAAS_WEBHOOK_TOKEN ?? '';

export const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Events this test process put on sale, unpublished again by unpublishSales(). */
const createdEvents: string[] = [];

/**
 * Takes the test's events off the public site again (status back to rascunho, which the publish
 * trigger turns into a rebuild), so that the end-to-end specs that count the seeded events on the
 * site see only those. Call it in afterAll of every file that uses seedSale.
 */
export async function unpublishSales(): Promise<void> {
  const ids = createdEvents.splice(0);
  for (let i = 0; i < ids.length; i += 400) {
    const batch = adminDb().batch();
    for (const id of ids.slice(i, i + 400))
      batch.update(adminDb().doc(`events/${id}`), { status: 'rascunho' });
    await batch.commit();
  }
}

export interface SaleFixture {
  eventId: string;
  tableId: string;
  itemId: string;
}

/** A published, open event 30 days ahead with one price table (R$ 100,00 and a free option). */
export async function seedSale(
  options: { total?: number; event?: Record<string, unknown>; table?: Record<string, unknown> } = {},
): Promise<SaleFixture> {
  const eventId = newId('ev');
  const tableId = newId('pt');
  const now = Timestamp.now();
  await adminDb()
    .doc(`pricing_tables/${tableId}`)
    .set({
      nome: 'Pista',
      descricao: null,
      publicada: true,
      itens: [
        { id: 'inteira', label: 'Inteira', valor_centavos: 10000 },
        // A value of 0 set on purpose: free. No value at all: shown, never sold online.
        { id: 'cortesia', label: 'Cortesia', valor_centavos: 0 },
        { id: 'consulta', label: 'Caravana (sob consulta)', valor_centavos: null },
      ],
      created_at: now,
      updated_at: now,
      ...options.table,
    });
  await adminDb()
    .doc(`events/${eventId}`)
    .set(
      eventDoc(eventId, Timestamp.fromDate(new Date(Date.now() + 30 * 86_400_000)), now, {
        titulo: `Show ${eventId}`,
        local: 'Arena Teste, São Paulo',
        descricao: '<p>Show</p>',
        status: 'publicado',
        pricing_table_ids: [tableId],
        taxa_servico: 0.1,
        ...options.event,
      }),
    );
  createdEvents.push(eventId);
  const total = options.total ?? 100;
  await adminDb().doc(`event_stock/${eventId}`).set({ total, disponivel: total, updated_at: now });
  return { eventId, tableId, itemId: 'inteira' };
}

export const BUYER = {
  nome: 'Maria da Silva',
  email: 'maria@example.com',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
};

export function checkoutBody(sale: SaleFixture, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    items: [{ event_id: sale.eventId, pricing_table_id: sale.tableId, item_id: sale.itemId, qnt: 1 }],
    cupom: null,
    buyer: BUYER,
    method: 'pix',
    ...overrides,
  };
}

export interface CheckoutBody {
  orderId: string;
  status: string;
  billingType: string;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  pix: { payload: string; encodedImage: string; expiraEm: string | null } | null;
  reservaExpiraEm: string | null;
  total: number;
}

export function checkout(token: string, body: unknown): Promise<ApiAnswer<CheckoutBody>> {
  return api<CheckoutBody>('/api/checkout', { json: body, token });
}

export async function orderOf(orderId: string) {
  return (await adminDb().doc(`orders/${orderId}`).get()).data();
}

export async function ticketsOf(orderId: string) {
  return (await adminDb().collection('tickets').where('order_id', '==', orderId).get()).docs;
}

export async function slotsOf(eventId: string) {
  return (await adminDb().collection(`event_stock/${eventId}/slots`).get()).docs;
}

export async function disponivelOf(eventId: string): Promise<number> {
  return (await adminDb().doc(`event_stock/${eventId}`).get()).get('disponivel');
}

/** Calls the Asaas sandbox API (its own helpers such as /sandbox/payment/{id}/confirm). */
export async function sandbox(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await fetch(`${ASAAS_URL}/v3${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { access_token: ASAAS_KEY, 'content-type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Posts a webhook the way Asaas does (tests build the body, e.g. out of order or repeated). */
export function postWebhook(body: unknown, token: string | null = WEBHOOK_TOKEN) {
  return api<{ received?: boolean; duplicate?: boolean; result?: string }>('/api/webhooks/asaas', {
    json: body,
    headers: token === null ? {} : { 'asaas-access-token': token },
  });
}

export function webhookEvent(event: string, payment: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  return { id, event, dateCreated: '2026-11-23 10:00:00', payment };
}

/** Polls until `check` returns a value (webhooks arrive asynchronously). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The meia-entrada quota's slots of an event (functions/src/stock/slots-ground.ts, pool 'meia_slots'). */
export async function meiaSlotsOf(eventId: string) {
  return (await adminDb().collection(`event_stock/${eventId}/meia_slots`).get()).docs;
}

/** A price table's options for box-office tests: an inteira, a quota meia and a meia for people 60+. */
export const BOX_OFFICE_OPTIONS = [
  { id: 'inteira', label: 'Inteira', valor_centavos: 10000, tipo: 'inteira' },
  { id: 'meia', label: 'Meia-entrada', valor_centavos: 5000, tipo: 'meia' },
  { id: 'idoso', label: 'Meia-entrada 60+', valor_centavos: 5000, tipo: 'meia_idoso' },
];
