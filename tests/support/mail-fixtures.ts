// Events, paid orders and tickets written with the Admin SDK as the checkout and the webhook
// would, for the tests of the after-sale e-mails (reminder, resend, e-mail log): the integration
// suite and the end-to-end specs both use them.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { orderNumber } from '../../core/src/ids.ts';
import { newSerialCode, signTicketCode } from '../../core/src/server/ticket-code.ts';
import { LOCAL_TICKET_SIGNING_KEY } from '../../dev/lib/payments-sandbox.mjs';
import { eventDoc } from './event-doc.ts';
import { adminDb, type TestUser } from './functions-api.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const REMINDER_VENUE = 'Teatro Municipal, Praça Ramos de Azevedo, São Paulo - SP';

/** An event starting `startsInMs` from now (negative: already started), with a venue address. */
export async function seedEventStartingIn(
  startsInMs: number,
  title?: string,
): Promise<{ id: string; title: string }> {
  const id = `evt-lembrete-${randomUUID().slice(0, 8)}`;
  const name = title ?? `Concerto ${id}`;
  const now = Timestamp.now();
  const start = Timestamp.fromMillis(Date.now() + startsInMs);
  await adminDb()
    .doc(`events/${id}`)
    .set(eventDoc(id, start, now, { titulo: name, local: REMINDER_VENUE }));
  return { id, title: name };
}

export interface SeededTicket {
  id: string;
  serial: string;
  qr: string;
}

export interface SeededOrder {
  id: string;
  number: string;
  tickets: SeededTicket[];
}

/**
 * A paid order of `owner` for `eventId` with one ticket per entry of `tickets` (a status, and
 * whether it is a meia-entrada), the buyer's typed e-mail set apart from the account's.
 */
export async function seedPaidOrder(
  owner: TestUser,
  event: { id: string; title: string },
  {
    status = 'pago',
    tickets = [{ status: 'ativo' }, { status: 'ativo', meia: true }],
    typedEmail = 'digitado-no-checkout@example.com',
    buyerName = 'Joana Ávila',
  }: {
    status?: string;
    tickets?: { status: string; meia?: boolean }[];
    typedEmail?: string;
    buyerName?: string;
  } = {},
): Promise<SeededOrder> {
  const id = randomUUID().replace(/-/g, '').slice(0, 20);
  const now = Timestamp.now();
  const eventSnap = await adminDb().doc(`events/${event.id}`).get();
  const batch = adminDb().batch();
  const seeded = tickets.map((t, i) => {
    const ticketId = `${id}-${i + 1}`;
    const serial = newSerialCode();
    const qr = signTicketCode(LOCAL_TICKET_SIGNING_KEY, ticketId, serial);
    batch.set(adminDb().doc(`tickets/${ticketId}`), {
      order_id: id,
      event_id: event.id,
      user_id: owner.uid,
      tipo: t.meia ? 'Meia-entrada' : 'Inteira',
      tipo_preco: t.meia ? 'meia' : 'inteira',
      meia_entrada: t.meia === true,
      quantidade: 1,
      preco_unitario: t.meia ? 4000 : 8000,
      status: t.status,
      codigo_serial: serial,
      qr_code: qr,
      titular: buyerName,
      created_at: now,
      usado_em: null,
      checkin_por: null,
      evento: {
        titulo: event.title,
        data_inicio: eventSnap.get('data_inicio') as Timestamp,
        local: REMINDER_VENUE,
        capa_url: null,
      },
    });
    return { id: ticketId, serial, qr };
  });
  const line = (meia: boolean) => ({
    event_id: event.id,
    event_titulo: event.title,
    event_slug: event.id,
    pricing_table_id: 'tabela-teste',
    item_id: meia ? 'meia' : 'inteira',
    tipo_ingresso: meia ? 'Meia-entrada' : 'Inteira',
    preco: meia ? 4000 : 8000,
    qnt: tickets.filter((t) => (t.meia === true) === meia).length,
    tipo_preco: meia ? 'meia' : 'inteira',
    data_evento: eventSnap.get('data_inicio') as Timestamp,
    local_evento: REMINDER_VENUE,
  });
  const items = [line(false), line(true)].filter((l) => l.qnt > 0);
  const total = items.reduce((sum, l) => sum + l.preco * l.qnt, 0);
  batch.set(adminDb().doc(`orders/${id}`), {
    user_id: owner.uid,
    status,
    items,
    event_ids: [event.id],
    subtotal: total,
    taxas: 0,
    desconto: 0,
    total,
    cupom: null,
    comprador: { nome: buyerName, email: typedEmail, cpf: '52998224725', telefone: '+5511999990000' },
    payment_provider: 'asaas',
    billing_type: 'PIX',
    asaas_payment_id: null,
    asaas_invoice_url: null,
    asaas_due_date: null,
    asaas_bankslip_url: null,
    pix: null,
    reserva_expira_em: null,
    idempotency_key: randomUUID(),
    status_historico: [],
    // Already confirmed: these orders are written paid, so the confirmation trigger does not run.
    email_enviado_em: status === 'pago' ? now : null,
    created_at: now,
    updated_at: now,
    paid_at: status === 'pago' ? now : null,
  });
  await batch.commit();
  return { id, number: orderNumber(id), tickets: seeded };
}

/** The order's e-mail log, newest first. */
export async function emailLogOf(orderId: string) {
  const snap = await adminDb().collection(`orders/${orderId}/emails`).orderBy('em', 'desc').get();
  return snap.docs.map((d) => d.data());
}

/** One call of the internal reminder route, as the local runner makes it. */
export async function runReminders(siteUrl: string, token = process.env.GN_INTERNAL_TOKEN ?? '') {
  const res = await fetch(`${siteUrl}/api/internal/send-reminders`, {
    method: 'POST',
    headers: { 'x-gn-internal-token': token },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
