// What one person may hold of one event, counted on the stock slots: the cap on unpaid tickets
// (site_settings/payments limite_pendentes) per account and, separately, per CPF, so a second
// account with the same CPF gets no second allowance; and the event's limit per CPF
// (max_por_cpf), which counts paid and reserved tickets alike. The truth is the slots: each
// reserved slot names its holder (titular_uid, titular_cpf), a paid order turns its slots into
// 'vendido' and an expired one deletes them, so nothing else has to be kept in step.
//
// Concurrency: a count before the claim turns away the ordinary case without touching the stock;
// parallel requests can all pass it, so the count is taken again after the claim and a request
// that finds the holder over the cap gives its own slots back. Two racing requests may then both
// be refused, never both accepted: the cap holds.
import { perCpfLimitError } from '@gn/core/box-office';
import { unpaidCapMessage } from '@gn/core/checkout-rules';
import { createHash } from 'node:crypto';
import { Filter, type Firestore } from 'firebase-admin/firestore';
import { checkoutFigureError } from './checkout-errors.ts';
import { slotsOf } from '../stock/stock-slots.ts';

export interface SlotHolder {
  uid: string;
  /** A digest of the CPF's digits: enough to count by, without copying the CPF into the stock. */
  cpfKey: string;
}

export function slotHolder(uid: string, cpfDigits: string): SlotHolder {
  return { uid, cpfKey: createHash('sha256').update(`cpf:${cpfDigits}`).digest('hex').slice(0, 40) };
}

/** What one person holds of the event: unpaid by the account and by the CPF, and in all by the CPF. */
interface Held {
  accountUnpaid: number;
  cpfUnpaid: number;
  cpfAll: number;
}

/**
 * The event's slots held by the account or by the CPF, in one query (a person holds a few; the
 * paid ones are read only when the event limits tickets per CPF).
 */
async function heldByHolder(
  db: Firestore,
  eventId: string,
  holder: SlotHolder,
  withPaid: boolean,
): Promise<Held> {
  const mine = Filter.or(
    Filter.where('titular_uid', '==', holder.uid),
    Filter.where('titular_cpf', '==', holder.cpfKey),
  );
  const query = slotsOf(db, eventId).where(
    withPaid ? mine : Filter.and(mine, Filter.where('estado', '==', 'reservado')),
  );
  const slots = (await query.select('titular_uid', 'titular_cpf', 'estado').get()).docs.map((d) => d.data());
  const unpaid = slots.filter((slot) => slot.estado === 'reservado');
  return {
    accountUnpaid: unpaid.filter((slot) => slot.titular_uid === holder.uid).length,
    cpfUnpaid: unpaid.filter((slot) => slot.titular_cpf === holder.cpfKey).length,
    cpfAll: slots.filter((slot) => slot.titular_cpf === holder.cpfKey).length,
  };
}

/**
 * Throws a 409 with a pt-BR message when this request's `quantity` would take the account or the
 * CPF over the unpaid `cap`, or the CPF over the event's limit per CPF (`limit`, null: none; it
 * counts paid and reserved tickets in every account). `claimed`: the request's slots are already
 * taken, so the counts include them.
 */
export async function assertUnderHolderLimits(
  db: Firestore,
  input: {
    eventId: string;
    holder: SlotHolder;
    quantity: number;
    claimed: boolean;
    cap: number;
    limit: number | null;
  },
): Promise<void> {
  const held = await heldByHolder(db, input.eventId, input.holder, input.limit !== null);
  // What the person held before this request: the messages speak of their other orders.
  const before = (n: number) => (input.claimed ? n - input.quantity : n);
  const unpaid = { account: held.accountUnpaid, cpf: held.cpfUnpaid };
  for (const who of ['account', 'cpf'] as const) {
    if (before(unpaid[who]) + input.quantity > input.cap) {
      throw checkoutFigureError('unpaidCap', unpaidCapMessage(who, before(unpaid[who]), input.cap));
    }
  }
  if (input.limit === null) return;
  const refusal = perCpfLimitError(before(held.cpfAll), input.quantity, input.limit);
  if (refusal) throw checkoutFigureError('cpfLimit', refusal);
}
