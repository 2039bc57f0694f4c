// The reminder e-mail, 24 hours before an event: the job finds the events that start within the
// next 24 hours (core's reminders.ts), their paid orders, and sends each order's buyer one
// reminder with the tickets still valid. Production runs it on a schedule (reminders-job.ts);
// locally the runner calls the internal route (api/public/orders.ts) instead.
//
// Once per order, like the confirmation (send-order-confirmation.ts): two runs may overlap (a
// slow run and the next tick, or the local runner and a test), so a transaction claims the
// sending (`lembrete_enviando_em`), the mail goes out, then `lembrete_enviado_em` is set; a
// claim older than CLAIM_TTL_MS is taken as abandoned and retaken. A buyer who turned e-mail
// notifications off is skipped, and the skip is written on the order (`lembrete_pulado`) so
// that later runs do not look at it again.
//
// Not through the mail outbox (outbox/outbox.ts): no use case asks for a reminder; this job is
// itself the sending loop, with its own once-per-order claim on the order. A message per order
// recorded here would only be read back by another trigger, one more write and wake-up each.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isReminderDue, reminderWindow } from '@gn/core/reminders';
import { renderTicketsPdf } from '../tickets/pdf.ts';
import { isActiveForBuyer, loadOrder, ticketsOfOrder } from '../tickets/store.ts';
import { accountEmail } from './account-email.ts';
import { sendLogged } from './mail-log.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { siteUrlFromEnv } from './order-confirmation.ts';
import { buildReminderMail, type ReminderEvent } from './reminder-mail.ts';
import { CLAIM_TTL_MS } from './send-order-confirmation.ts';
import type { StoredEvent } from '@gn/core/stored/event';
import { eventRef, eventsCollection, orderRef, ordersCollection, profileRef } from '../store/documents.ts';

export type ReminderSkip =
  | 'not_found'
  | 'not_paid'
  | 'not_due'
  | 'no_tickets'
  | 'no_recipient'
  | 'already_sent'
  | 'in_progress'
  | 'preference';

export type ReminderResult = { sent: true; to: string } | { sent: false; reason: ReminderSkip };

export interface ReminderOptions {
  mailer: Mailer;
  now?: Date;
}

export interface ReminderReport {
  /** events starting within the next 24 hours */
  events: number;
  /** their paid orders still to remind, looked at by this run */
  orders: number;
  sent: number;
  skipped: Partial<Record<ReminderSkip, number>>;
  failed: number;
}

/** Orders reminded side by side: a PDF and an SMTP exchange each, on a small instance. */
const CONCURRENCY = 4;

function eventOf(event: StoredEvent | undefined): ReminderEvent | null {
  if (!event?.data_inicio) return null;
  return { titulo: event.titulo, data_inicio: event.data_inicio, local: event.local };
}

/** Sends the reminder of one order of `eventId`, once; see the header for the guarantees. */
export async function sendOrderReminder(
  db: Firestore,
  orderId: string,
  eventId: string,
  options: ReminderOptions,
): Promise<ReminderResult> {
  const now = options.now ?? new Date();
  const order = await loadOrder(db, orderId);
  if (!order) return { sent: false, reason: 'not_found' };
  if (order.status !== 'pago') return { sent: false, reason: 'not_paid' };
  if (order.lembrete_enviado_em || order.lembrete_pulado) return { sent: false, reason: 'already_sent' };
  // The event as it is now: an admin may have moved its date or venue since the tickets were issued.
  const event = eventOf((await eventRef(db, eventId).get()).data());
  if (!event || !isReminderDue(event.data_inicio, now)) return { sent: false, reason: 'not_due' };
  const tickets = (await ticketsOfOrder(db, orderId)).filter(
    (t) => t.event_id === eventId && isActiveForBuyer(t, order.user_id),
  );
  // Not written on the order: tickets issued a moment after the payment are found by the next run.
  if (tickets.length === 0) return { sent: false, reason: 'no_tickets' };
  const to = await accountEmail(order.user_id);
  if (!to) return { sent: false, reason: 'no_recipient' };

  const ref = orderRef(db, orderId);
  const buyerProfile = profileRef(db, order.user_id);
  const refused = await db.runTransaction(async (tx): Promise<ReminderSkip | null> => {
    const [snap, profile] = await Promise.all([tx.get(ref), tx.get(buyerProfile)]);
    const data = snap.data();
    if (data?.status !== 'pago') return 'not_paid';
    if (data.lembrete_enviado_em || data.lembrete_pulado) return 'already_sent';
    const claimedAt = data.lembrete_enviando_em?.getTime() ?? null;
    if (claimedAt !== null && now.getTime() - claimedAt < CLAIM_TTL_MS) return 'in_progress';
    if (profile.data()?.preferencias.notificacoes_email === false) {
      tx.update(ref, { lembrete_pulado: 'preferencia', lembrete_enviando_em: FieldValue.delete() });
      return 'preference';
    }
    tx.update(ref, { lembrete_enviando_em: Timestamp.fromDate(now) });
    return null;
  });
  if (refused) return { sent: false, reason: refused };

  try {
    const pdf = await renderTicketsPdf({ order, tickets });
    const mail = buildReminderMail({ order, event, tickets, pdf, siteUrl: siteUrlFromEnv(), to, now });
    await sendLogged(db, options.mailer, orderId, 'lembrete', mail);
  } catch (error) {
    // Release the claim so that the next run tries again (the log keeps the failure).
    await ref.update({ lembrete_enviando_em: FieldValue.delete() }).catch(() => undefined);
    throw error;
  }
  await ref.update({
    lembrete_enviado_em: FieldValue.serverTimestamp(),
    lembrete_enviando_em: FieldValue.delete(),
  });
  return { sent: true, to };
}

/** The ids of the events due at `now` (a range on `data_inicio`: its single-field index). */
async function dueEventIds(db: Firestore, now: Date): Promise<string[]> {
  const { after, until } = reminderWindow(now);
  const snap = await eventsCollection(db)
    .where('data_inicio', '>', Timestamp.fromDate(after))
    .where('data_inicio', '<=', Timestamp.fromDate(until))
    .select('data_inicio')
    .get();
  return snap.docs
    .filter((d) => {
      const start = d.get('data_inicio') as unknown;
      return start instanceof Timestamp && isReminderDue(start.toDate(), now);
    })
    .map((d) => d.id);
}

/**
 * The paid orders of an event not yet reminded nor skipped. The query is the admin list's
 * (`event_ids` contains + `status` + `created_at` desc, an existing index); only two fields are
 * read back. Orders are not filtered on the reminder fields in the query: Firestore cannot ask for
 * a missing field, and an order paid within the 24 hours must still be found by a later run.
 */
async function ordersToRemind(db: Firestore, eventId: string): Promise<string[]> {
  const snap = await ordersCollection(db)
    .where('event_ids', 'array-contains', eventId)
    .where('status', '==', 'pago')
    .orderBy('created_at', 'desc')
    .select('lembrete_enviado_em', 'lembrete_pulado')
    .get();
  return snap.docs.filter((d) => !d.get('lembrete_enviado_em') && !d.get('lembrete_pulado')).map((d) => d.id);
}

/** One run of the job: every due event, every paid order of it still to remind. */
export async function sendReminders(
  db: Firestore,
  options: { mailer?: Mailer | null; now?: Date } = {},
): Promise<ReminderReport | { notConfigured: true }> {
  const mailer = options.mailer === undefined ? mailerFromEnv() : options.mailer;
  if (!mailer) return { notConfigured: true };
  const now = options.now ?? new Date();
  const report: ReminderReport = { events: 0, orders: 0, sent: 0, skipped: {}, failed: 0 };
  const work: { orderId: string; eventId: string }[] = [];
  for (const eventId of await dueEventIds(db, now)) {
    report.events++;
    for (const orderId of await ordersToRemind(db, eventId)) work.push({ orderId, eventId });
  }
  report.orders = work.length;

  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const { orderId, eventId } = work[next++]!;
      try {
        const result = await sendOrderReminder(db, orderId, eventId, { mailer, now });
        if (result.sent) report.sent++;
        else report.skipped[result.reason] = (report.skipped[result.reason] ?? 0) + 1;
      } catch (error) {
        report.failed++;
        logger.error(`Falha ao enviar o lembrete do pedido ${orderId}`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, work.length) }, worker));
  return report;
}
