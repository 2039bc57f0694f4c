// "Excluir minha conta" (POST /api/me/delete-account; LGPD art. 18 VI). Refused while the account
// holds tickets for events still to come or orders awaiting payment (the person cancels or
// transfers first), and for admins. Otherwise, in an order that a retry can repeat safely:
// the account marked as going (account-tombstone.ts: the rules refuse its old tokens, a racing
// checkout backs out), then its records read and checked again; sessions revoked; personal data on orders, tickets, e-mail logs, stock slots and contact
// messages replaced by anonymous markers (ids, amounts, statuses and dates stay for the fiscal
// and accounting records); waiting-list entries, avatar files, the profile and the role deleted;
// an audit entry without personal data; the Auth user deleted LAST, so that a failure midway
// leaves an account that can sign in and ask again.
import {
  DELETION_ERRORS,
  DELETION_MESSAGES,
  anonymisedOrderFields,
  anonymisedTicketFields,
  deletionBlockers,
  isRecentSignIn,
  type DeletionBlocker,
  type OrderForDeletion,
  type TicketForDeletion,
} from '@gn/core/account-deletion';
import type { AccountDeletionAnswer } from '@gn/core/schemas/account-deletion';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { auditDocument, auditRef } from '../audit/entry.ts';
import { fileStore } from '../files/choose-file-store.ts';
import { auth, db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { firebaseErrorCode } from '../http/firebase-errors.ts';
import { revokeSessions } from '../http/revocations.ts';
import { ACCOUNT_TOMBSTONES, markAccount, unmarkAccount } from './account-tombstone.ts';
import { BatchedWrites } from './batched-writes.ts';
import { mailLogsOf, othersOrderIds, readUserRecords, type UserRecords } from './user-records.ts';
import { eventRef } from '../store/documents.ts';
import { SLOT_POOLS } from '../stock/slots-ground.ts';
import { readMailLogLine } from '@gn/core/stored/mail-log';
import { readOrder } from '@gn/core/stored/order';
import { readProfile } from '@gn/core/stored/profile';
import { readTicket } from '@gn/core/stored/ticket';

/** The 409 that lists what stops the deletion (the site shows it with links to /conta/ingressos). */
export class DeletionRefused extends ApiError {
  constructor(readonly blockers: DeletionBlocker[]) {
    super('conflict', DELETION_ERRORS.blocked.message, DELETION_ERRORS.blocked.code);
  }

  override get details(): Record<string, unknown> {
    return { bloqueios: this.blockers };
  }
}

const ANONYMOUS_MESSAGE = 'Mensagem removida a pedido do titular (LGPD)';

/** The events' end dates, for tickets whose event may be under way. */
async function eventEnds(store: Firestore, eventIds: readonly string[]): Promise<Map<string, Date | null>> {
  const ends = new Map<string, Date | null>();
  if (eventIds.length === 0) return ends;
  const snaps = await store.getAll(...eventIds.map((id) => eventRef(store, id)));
  for (const snap of snaps) ends.set(snap.id, snap.data()?.data_fim ?? null);
  return ends;
}

async function blockersOf(records: UserRecords, now: Date): Promise<DeletionBlocker[]> {
  const live = records.heldTickets
    .map((snap) => readTicket(snap.data()))
    .filter((t) => t.status === 'ativo' || t.status === 'pendente');
  const ends = await eventEnds(db(), [...new Set(live.map((t) => t.event_id))]);
  const tickets: TicketForDeletion[] = live.map((t) => ({
    orderId: t.order_id,
    eventId: t.event_id,
    eventTitle: t.evento.titulo,
    eventStart: t.evento.data_inicio ?? now,
    eventEnd: ends.get(t.event_id) ?? null,
    status: t.status ?? '',
  }));
  const orders: OrderForDeletion[] = records.orders.map((snap) => {
    const order = readOrder(snap.data());
    const first = order.items[0];
    return {
      id: snap.id,
      status: order.status ?? '',
      eventTitle: first?.event_titulo || 'Evento',
      eventStart: first?.data_evento ?? null,
    };
  });
  return deletionBlockers(tickets, orders, now);
}

/** An address as compared: trimmed, lower case; '' (none stored) reads as null. */
const lower = (value: string | null) => value?.trim().toLowerCase() || null;
const addressOf = (entry: { data(): unknown }) => lower(readMailLogLine(entry.data()).para);

/**
 * The stock places of the user's orders keep a digest of the buyer's CPF for the limits per CPF;
 * a digest of 11 digits is easily reversed, so it goes too (the place itself stays: it was sold).
 */
async function queueStockPlaces(writes: BatchedWrites, records: UserRecords, uid: string): Promise<void> {
  const queries = records.orders.flatMap((order) => {
    const eventIds = (order.get('event_ids') as string[] | undefined) ?? [];
    const loteId = order.get('lote.id') as string | undefined;
    return eventIds.flatMap((eventId) => {
      const pools = SLOT_POOLS.map((pool) => `event_stock/${eventId}/${pool}`);
      if (loteId) pools.push(`event_stock/${eventId}/lotes/${loteId}/vagas`);
      return pools.map((pool) => db().collection(pool).where('order_id', '==', order.id));
    });
  });
  // A few at a time: an account with hundreds of orders must not open a thousand reads at once.
  for (let i = 0; i < queries.length; i += 30) {
    const pages = await Promise.all(queries.slice(i, i + 30).map((query) => query.get()));
    // A place whose ticket was transferred names its new holder, whose limit still counts it.
    for (const place of pages.flatMap((page) => page.docs))
      if (place.get('titular_cpf') && place.get('titular_uid') === uid)
        writes.update(place.ref, { titular_cpf: null });
  }
}

/** Refusals first (admin, stale sign-in, live tickets), then the deletion; see the file's header. */
export async function deleteAccount(token: DecodedIdToken, now = new Date()): Promise<AccountDeletionAnswer> {
  const uid = token.uid;
  if (token.admin === true) throw refusalError('forbidden', DELETION_ERRORS.admin);
  if (!isRecentSignIn(token.auth_time, now))
    throw refusalError('unauthenticated', DELETION_ERRORS.recentSignIn);
  const role = await db().doc(`user_roles/${uid}`).get();
  if (role.get('role') === 'admin') throw refusalError('forbidden', DELETION_ERRORS.admin);

  // The mark before the read: from here on the rules refuse the account's old tokens, and a
  // checkout racing this deletion finds the mark once its order is in and takes the order back.
  // An order made before the mark is in the read below, and blocks the deletion (awaiting payment).
  await markAccount(db(), uid, 'excluindo');
  const records = await readUserRecords(db(), uid);
  const blockers = await blockersOf(records, now);
  if (blockers.length > 0) {
    await unmarkAccount(db(), uid);
    throw new DeletionRefused(blockers);
  }

  // No new ID token from here on; the ones already issued are refused by every API route.
  await revokeSessions(uid, 'exclusao');

  const at = Timestamp.fromDate(now);
  const emails = new Set(
    [token.email ?? null, readProfile(records.profile.data()).email]
      .map(lower)
      .filter((e): e is string => !!e),
  );
  const writes = new BatchedWrites(db());
  const logs = await mailLogsOf(
    db(),
    records.orders.map((o) => o.id),
  );
  for (const order of records.orders) {
    // The log of an order before the order: the buyer's typed e-mail is read from the order.
    const buyerEmail = lower(readOrder(order.data()).comprador.email);
    for (const entry of logs.get(order.id) ?? []) {
      const to = addressOf(entry);
      if (to && (emails.has(to) || to === buyerEmail))
        writes.update(entry.ref, { para: null, anonimizado_em: at });
    }
    writes.update(order.ref, anonymisedOrderFields(order.data(), at));
  }
  // Other buyers' orders keep their logs, but not this user's address (a ticket sent to them).
  const othersLogs = await mailLogsOf(db(), othersOrderIds(records));
  for (const entry of [...othersLogs.values()].flat()) {
    const to = addressOf(entry);
    if (to && emails.has(to)) writes.update(entry.ref, { para: null, anonimizado_em: at });
  }
  const boughtOrders = new Set(records.orders.map((o) => o.id));
  for (const ticket of records.tickets) {
    const fields = anonymisedTicketFields(
      ticket.data(),
      uid,
      boughtOrders.has(String(ticket.get('order_id'))),
      at,
    );
    if (fields) writes.update(ticket.ref, fields);
  }
  await queueStockPlaces(writes, records, uid);
  for (const message of records.contactMessages)
    writes.update(message.ref, { nome: null, email: null, mensagem: ANONYMOUS_MESSAGE, anonimizado_em: at });
  for (const entry of records.waitlist) writes.delete(entry.ref);
  // The user's own past audit entries (ticket transfers) keep the uid, not the e-mail.
  const ownEntries = await db().collection('audit_log').where('actor_uid', '==', uid).get();
  for (const entry of ownEntries.docs)
    if (entry.get('actor_email')) writes.update(entry.ref, { actor_email: null });
  const counts = {
    pedidos_anonimizados: records.orders.length,
    ingressos_anonimizados: records.tickets.length,
    mensagens_anonimizadas: records.contactMessages.length,
    lista_espera_excluidas: records.waitlist.length,
  };
  await writes.commit();

  const avatars = await fileStore().deleteByPrefix(`avatars/${uid}-`);

  const last = db().batch();
  last.delete(db().doc(`profiles/${uid}`));
  last.delete(db().doc(`user_roles/${uid}`));
  last.set(db().doc(`${ACCOUNT_TOMBSTONES}/${uid}`), { estado: 'excluida', em: at });
  // Without personal data: no e-mail, no name; the uid only says which account went.
  // One entry per account, whatever the retries: its id is fixed.
  last.set(auditRef(`account-deletion-${uid}`), {
    ...auditDocument(
      {
        actorUid: null,
        action: 'delete',
        target: `users/${uid}`,
        targetLabel: 'Conta excluída pelo titular (LGPD)',
        changes: {},
        source: 'function',
      },
      null,
    ),
    details: { ator: 'titular', ...counts, avatares_excluidos: avatars },
  });
  await last.commit();

  try {
    await auth().deleteUser(uid);
  } catch (error) {
    // Already gone (a retry that got this far before): the deletion is complete.
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  logger.info(`Account ${uid} deleted by its holder`, counts);
  return { excluida: true, mensagem: DELETION_MESSAGES.done };
}
