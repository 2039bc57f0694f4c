// Reading an entry of the waiting list (`waitlist/{eventId}__{uid}`, written by the functions'
// waitlist/): who waits for how many tickets, in which state, and the offer that holds them.
import { z } from '../zod.ts';
import { WAITLIST_STATES } from '../waitlist.ts';
import { mapOrNull, number, oneOfOr, plainMap, text, textOrNull, time } from './fields.ts';

export const storedWaitlistEntrySchema = z.object({
  event_id: text(),
  uid: text(),
  /** the account's e-mail at joining */
  email: text(),
  nome: text(),
  quantidade: number(),
  estado: oneOfOr(WAITLIST_STATES, 'aguardando'),
  created_at: time,
  updated_at: time,
  /** while offered: how many tickets are held, by which claim, until when */
  oferta: mapOrNull({ quantidade: number(), claim_id: text(), em: time, expira_em: time }),
  /** the order that bought the offer */
  order_id: textOrNull,
});
export type StoredWaitlistEntry = z.output<typeof storedWaitlistEntrySchema>;

export function readWaitlistEntry(data: unknown): StoredWaitlistEntry {
  return storedWaitlistEntrySchema.parse(plainMap(data));
}
