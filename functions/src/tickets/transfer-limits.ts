// A transfer under the event's limit per CPF (issue 26, item 4): inside the transfer's
// transaction, the recipient's CPF (and the account of the recipient's e-mail) must hold fewer
// tickets of the event than the limit, counted on the stock slots like the checkout counts them
// (checkout/holder-limits.ts); the ticket's slot then names the recipient, so later counts see
// the ticket where it went. The counted slots are read in the transaction: a checkout's slot
// written meanwhile (or another transfer's) conflicts with it instead of slipping past.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { CHECKOUT_FIGURE_CODES } from '@gn/core/checkout-rules';
import { cpfDigits } from '@gn/core/cpf';
import { transferLimitRefusal } from '@gn/core/holder-limits';
import {
  Filter,
  type DocumentData,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { personKey, slotsOf } from '../stock/slots-ground.ts';
import type { StoredEvent } from '@gn/core/stored/event';

/**
 * The slot standing for this ticket among its order's: the one a transfer already marked with the
 * ticket's id, else an unmarked one of the ticket's holder (any: the order's slots of one person
 * are alike), else any unmarked one.
 */
function slotOfTicket(
  slots: readonly QueryDocumentSnapshot[],
  ticketId: string,
  holderCpf: unknown,
): QueryDocumentSnapshot | null {
  const marked = slots.find((s) => s.get('ticket_id') === ticketId);
  if (marked) return marked;
  const free = slots.filter((s) => !s.get('ticket_id'));
  const key = typeof holderCpf === 'string' && holderCpf ? personKey(cpfDigits(holderCpf)) : null;
  return free.find((s) => key !== null && s.get('titular_cpf') === key) ?? free[0] ?? null;
}

/**
 * In the transfer's transaction, before its writes: refuses (409) a recipient at the event's
 * limit, then hands the ticket's slot to the recipient. Reads only; the one write is the slot's.
 */
export async function moveTicketSlot(
  tx: Transaction,
  input: {
    ticketId: string;
    ticket: DocumentData;
    event: StoredEvent;
    recipientUid: string | null;
    recipientCpf: string;
  },
): Promise<void> {
  const { ticket, recipientUid } = input;
  const eventId = String(ticket.event_id);
  const person = personKey(cpfDigits(input.recipientCpf));
  const maxPerCpf = boxOfficeOf(input.event).maxPerCpf;
  const byCpf = Filter.where('titular_cpf', '==', person);
  const recipientOf = recipientUid
    ? Filter.or(byCpf, Filter.where('titular_uid', '==', recipientUid))
    : byCpf;
  const [orderSlots, held] = await Promise.all([
    tx.get(slotsOf(db(), eventId).where('order_id', '==', String(ticket.order_id))),
    maxPerCpf === null ? null : tx.get(slotsOf(db(), eventId).where(recipientOf)),
  ]);
  const slot = slotOfTicket(orderSlots.docs, input.ticketId, ticket.titular_cpf);
  if (held) {
    const others = held.docs
      .filter((s) => s.id !== slot?.id)
      .map((s) => ({
        uid: (s.get('titular_uid') as string | null) ?? null,
        person: (s.get('titular_cpf') as string | null) ?? null,
        unpaid: s.get('estado') === 'reservado',
      }));
    const refusal = transferLimitRefusal(others, { uid: recipientUid, person }, maxPerCpf);
    if (refusal) throw new ApiError('conflict', refusal.message, CHECKOUT_FIGURE_CODES[refusal.key]);
  }
  if (slot) {
    tx.update(slot.ref, { ticket_id: input.ticketId, titular_uid: recipientUid, titular_cpf: person });
  }
}

/**
 * In a claim's transaction (tickets/claim.ts), before its writes: the slot of a ticket that waited
 * for its holder's verified account now names that account, so the account's later purchases
 * count it. Not refused at the limit: the ticket is already theirs, its CPF was counted when it
 * was transferred.
 */
export async function claimTicketSlot(
  tx: Transaction,
  input: { ticketId: string; ticket: DocumentData; uid: string },
): Promise<void> {
  const { ticket } = input;
  const orderSlots = await tx.get(
    slotsOf(db(), String(ticket.event_id)).where('order_id', '==', String(ticket.order_id)),
  );
  const slot = slotOfTicket(orderSlots.docs, input.ticketId, ticket.titular_cpf);
  if (slot) tx.update(slot.ref, { ticket_id: input.ticketId, titular_uid: input.uid });
}
