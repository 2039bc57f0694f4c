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
import type { Firestore } from 'firebase-admin/firestore';
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

/** Tickets of the event held by `field == value`: unpaid only, or also the paid ones. */
async function heldBy(
  db: Firestore,
  eventId: string,
  field: string,
  value: string,
  which: 'unpaid' | 'paid or unpaid' = 'unpaid',
): Promise<number> {
  const mine = slotsOf(db, eventId).where(field, '==', value);
  const query = which === 'unpaid' ? mine.where('estado', '==', 'reservado') : mine;
  return (await query.count().get()).data().count;
}

/** Unpaid tickets held for the event by the account and by the CPF. */
async function heldByHolder(db: Firestore, eventId: string, holder: SlotHolder) {
  const [account, cpf] = await Promise.all([
    heldBy(db, eventId, 'titular_uid', holder.uid),
    heldBy(db, eventId, 'titular_cpf', holder.cpfKey),
  ]);
  return { account, cpf };
}

/**
 * Throws a 409 with a pt-BR message when this request's `quantity` would take the account or the
 * CPF over `cap`. `claimed`: the request's slots are already taken, so the count includes them.
 */
export async function assertUnderUnpaidCap(
  db: Firestore,
  input: { eventId: string; holder: SlotHolder; quantity: number; claimed: boolean; cap: number },
): Promise<void> {
  const held = await heldByHolder(db, input.eventId, input.holder);
  // What the person held before this request: the message speaks of their other orders.
  const before = (n: number) => (input.claimed ? n - input.quantity : n);
  for (const who of ['account', 'cpf'] as const) {
    if (before(held[who]) + input.quantity > input.cap) {
      throw checkoutFigureError('unpaidCap', unpaidCapMessage(who, before(held[who]), input.cap));
    }
  }
}

/**
 * Throws a 409 with a pt-BR message when this request's `quantity` would take the CPF over the
 * event's limit (null: no limit), counting its paid and reserved tickets in every account.
 */
export async function assertUnderCpfLimit(
  db: Firestore,
  input: { eventId: string; holder: SlotHolder; quantity: number; claimed: boolean; limit: number | null },
): Promise<void> {
  if (input.limit === null) return;
  const held = await heldBy(db, input.eventId, 'titular_cpf', input.holder.cpfKey, 'paid or unpaid');
  const before = input.claimed ? held - input.quantity : held;
  const refusal = perCpfLimitError(before, input.quantity, input.limit);
  if (refusal) throw checkoutFigureError('cpfLimit', refusal);
}
