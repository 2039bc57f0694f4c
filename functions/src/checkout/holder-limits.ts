// What one person may hold of one event, counted on the stock slots: the cap on unpaid tickets
// (site_settings/payments limite_pendentes) per account and, separately, per person, so a second
// account with the same CPF gets no second allowance; and the event's limit per CPF
// (max_por_cpf), which counts paid and reserved tickets alike, per person and per account
// (core/src/holder-limits.ts decides). The truth is the slots: each slot names its account
// (titular_uid) and its person (titular_cpf: a digest of the named ticket's holder's CPF, or of
// the buyer's), a paid order turns its slots into 'vendido', an expired one deletes them and a
// transfer hands the ticket's slot to the new holder (tickets/transfer-limits.ts).
//
// Concurrency: a count before the claim turns away the ordinary case without touching the stock;
// parallel requests can all pass it, so the count is taken again after the claim and a request
// that finds the holder over the cap gives its own slots back. That count leaves out the racing
// reservations that began after this one (each slot keeps the server's time it was written; a
// claim begins with its first slot) and counts the earlier ones in full, however few of their
// slots it saw: the first of racing requests passes, the later ones are refused.
import { heldBeforeClaim, holderLimitRefusal, type ClaimedTicket } from '@gn/core/holder-limits';
import type { TicketHolder } from '@gn/core/order';
import { Filter, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { checkoutFigureError } from './checkout-errors.ts';
import { personKey, slotsOf } from '../stock/slots-ground.ts';

export interface SlotHolder {
  uid: string;
  /** The buyer's person key (see personKey). */
  cpfKey: string;
  /** The person each ticket counts for, in ticket order: its holder's on named tickets, else the buyer's. */
  cpfKeys: readonly string[];
  /** The named holders' CPF digits by key, for the refusal's message. */
  cpfOf: Readonly<Record<string, string>>;
}

/** Who a checkout's slots belong to: the account, and per ticket its named holder or the buyer. */
export function slotHolder(
  uid: string,
  buyerCpf: string,
  holders: readonly TicketHolder[] = [],
  quantity = 1,
): SlotHolder {
  const cpfKey = personKey(buyerCpf);
  const named = holders.length > 0;
  const cpfKeys = named
    ? holders.map((h) => personKey(h.cpf))
    : Array.from({ length: quantity }, () => cpfKey);
  const cpfOf = named ? Object.fromEntries(holders.map((h) => [personKey(h.cpf), h.cpf])) : {};
  return { uid, cpfKey, cpfKeys, cpfOf };
}

/**
 * The event's slots held by the account or by any of the request's persons, in one query (a
 * person holds a few; the paid ones are read only when the event limits tickets per CPF).
 */
async function heldByHolder(
  db: Firestore,
  eventId: string,
  holder: SlotHolder,
  withPaid: boolean,
): Promise<ClaimedTicket[]> {
  // At most 20 persons (the largest order): within Firestore's 30 disjunctions.
  const mine = Filter.or(
    Filter.where('titular_uid', '==', holder.uid),
    Filter.where('titular_cpf', 'in', [...new Set(holder.cpfKeys)]),
  );
  const query = slotsOf(db, eventId).where(
    withPaid ? mine : Filter.and(mine, Filter.where('estado', '==', 'reservado')),
  );
  const fields = ['titular_uid', 'titular_cpf', 'estado', 'claim_id', 'reservado_em', 'titulares_da_reserva'];
  const slots = (await query.select(...fields).get()).docs;
  return slots.map((slot) => ({
    uid: (slot.get('titular_uid') as string | null) ?? null,
    person: (slot.get('titular_cpf') as string | null) ?? null,
    unpaid: slot.get('estado') === 'reservado',
    claim: (slot.get('claim_id') as string | undefined) ?? null,
    at: microseconds(slot.get('reservado_em') as Timestamp | undefined),
    declared: (slot.get('titulares_da_reserva') as Record<string, number> | undefined) ?? null,
  }));
}

/** The server's time in µs: commits a fraction of a millisecond apart must stay in order. */
function microseconds(at: Timestamp | undefined): number {
  return at ? at.seconds * 1_000_000 + Math.floor(at.nanoseconds / 1000) : 0;
}

/**
 * Throws a 409 with a pt-BR message when this request would take the account or one of its
 * persons over the unpaid `cap`, or over the event's limit per CPF (`limit`, null: none; it counts
 * paid and reserved tickets in every account, and caps each account too). `claimed`: the
 * request's slots (claim `claimId`) are already taken, so the counts include them.
 */
export async function assertUnderHolderLimits(
  db: Firestore,
  input: {
    eventId: string;
    holder: SlotHolder;
    claimed: boolean;
    /** the request's claim, once taken: racing reservations written after it do not count */
    claimId?: string;
    cap: number;
    limit: number | null;
  },
): Promise<void> {
  const { holder } = input;
  const held = await heldByHolder(db, input.eventId, holder, input.limit !== null);
  const refusal = holderLimitRefusal(
    input.claimed && input.claimId ? heldBeforeClaim(held, input.claimId) : held,
    { uid: holder.uid, persons: holder.cpfKeys, cpfOf: holder.cpfOf, claimed: input.claimed },
    { unpaidCap: input.cap, maxPerCpf: input.limit },
  );
  if (refusal) throw checkoutFigureError(refusal.key, refusal.message);
}
