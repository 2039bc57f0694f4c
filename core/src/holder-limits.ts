// What one person may hold of one event, decided on the tickets they already hold (issue 26,
// item 4). The limits count people, not orders: each ticket counts for its person (the holder's
// CPF on a named-ticket event, the buyer's otherwise) and for the account that holds it, and the
// event's limit per CPF caps both, so typing another CPF at checkout buys nothing more. Pure: the
// server reads the held tickets (its stock slots) and asks these before and after its claim.
// The buyer's CPF is not tied to the account: the per-account limit already gives one account
// one person's allowance, without a CPF-change flow for families sharing an account.
import { perAccountLimitError, perCpfLimitError, transferLimitMessage } from './box-office.ts';
import { unpaidCapMessage } from './checkout-rules.ts';

/** One ticket of the event as the limits see it (a stock slot: who holds it, whether it is paid). */
export interface HeldTicket {
  /** the account holding it (null: a ticket transferred to an e-mail without an account) */
  uid: string | null;
  /** the key of the person it counts for (a digest of a CPF), null once anonymised */
  person: string | null;
  unpaid: boolean;
}

export interface HolderRequest {
  uid: string;
  /** one per ticket asked for: the person each counts for */
  persons: readonly string[];
  /** the person's CPF digits by key, when the message should name it (named tickets) */
  cpfOf?: Readonly<Record<string, string>>;
  /** the request's own tickets are already among the held ones (the count after the claim) */
  claimed: boolean;
}

export interface HolderLimits {
  /** tickets one account, and one person, may hold unpaid */
  unpaidCap: number;
  /** the event's limit per CPF (null: none), also the limit per account */
  maxPerCpf: number | null;
}

export type HolderLimitKey = 'unpaidCap' | 'cpfLimit' | 'accountLimit';

export interface HolderLimitRefusal {
  key: HolderLimitKey;
  message: string;
}

/** How many times each value occurs. */
function tally(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/**
 * Why this request would take its account or one of its persons over a limit, or null. `held`:
 * the event's tickets held by the account or by any of the persons (paid ones only matter with a
 * limit per CPF); with `claimed`, the request's own are among them and are not counted twice.
 */
export function holderLimitRefusal(
  held: readonly HeldTicket[],
  request: HolderRequest,
  limits: HolderLimits,
): HolderLimitRefusal | null {
  const quantity = request.persons.length;
  const own = request.claimed ? quantity : 0;
  const asked = tally(request.persons);
  const ownOf = (person: string) => (request.claimed ? (asked.get(person) ?? 0) : 0);
  const account = held.filter((t) => t.uid === request.uid);
  const ofPerson = (person: string) => held.filter((t) => t.person === person);

  const accountUnpaid = account.filter((t) => t.unpaid).length - own;
  if (accountUnpaid + quantity > limits.unpaidCap) {
    return { key: 'unpaidCap', message: unpaidCapMessage('account', accountUnpaid, limits.unpaidCap) };
  }
  for (const [person, count] of asked) {
    const unpaid = ofPerson(person).filter((t) => t.unpaid).length - ownOf(person);
    if (unpaid + count > limits.unpaidCap) {
      return { key: 'unpaidCap', message: unpaidCapMessage('cpf', unpaid, limits.unpaidCap) };
    }
  }
  if (limits.maxPerCpf === null) return null;
  for (const [person, count] of asked) {
    const before = ofPerson(person).length - ownOf(person);
    const message = perCpfLimitError(before, count, limits.maxPerCpf, request.cpfOf?.[person]);
    if (message) return { key: 'cpfLimit', message };
  }
  const message = perAccountLimitError(account.length - own, quantity, limits.maxPerCpf);
  return message ? { key: 'accountLimit', message } : null;
}

/** A held ticket with the reservation it belongs to, as the count after a claim reads it. */
export interface ClaimedTicket extends HeldTicket {
  claim: string | null;
  /** when its reservation was written (the server's clock, µs); 0 when unknown */
  at: number;
  /** the whole claim's tickets per person, as each of its slots states it; null when unknown */
  declared?: Readonly<Record<string, number>> | null;
}

/**
 * The tickets that count against a request once its own claim `claimId` is in: paid ones, its
 * own, and the reservations of claims that began before it (by the time of a claim's first slot,
 * then by claim id), each in full as its slots declare it.
 * Why the first slot and the declared size: a request reads every slot written before its read, so
 * whoever sees any slot of a claim sees its first one, and every request agrees on the order. A
 * claim that lost a place to a rival writes a slot more in a later round; by its latest slot, two
 * requests that saw each other in part disagreed on who came first and were both refused. And one
 * that saw an earlier claim in part must still count all of it, or both would pass.
 */
export function heldBeforeClaim(held: readonly ClaimedTicket[], claimId: string): HeldTicket[] {
  const keyOf = new Map<string, number>();
  for (const t of held) {
    if (t.claim) keyOf.set(t.claim, Math.min(keyOf.get(t.claim) ?? Number.POSITIVE_INFINITY, t.at));
  }
  const mine = keyOf.get(claimId) ?? Number.POSITIVE_INFINITY;
  const before = (claim: string) => {
    const key = keyOf.get(claim) ?? 0;
    return key < mine || (key === mine && claim < claimId);
  };
  const counted: HeldTicket[] = [];
  const inFull = new Set<string>();
  for (const { uid, person, unpaid, claim, declared } of held) {
    if (unpaid && claim !== null && claim !== claimId) {
      if (!before(claim) || inFull.has(claim)) continue;
      if (declared) {
        inFull.add(claim);
        for (const [key, count] of Object.entries(declared)) {
          for (let n = 0; n < count; n++) counted.push({ uid, person: key, unpaid });
        }
        continue;
      }
    }
    counted.push({ uid, person, unpaid });
  }
  return counted;
}

/**
 * Why a ticket may not go to this recipient, or null: the recipient's CPF, or the account of the
 * recipient's e-mail, already holds the event's limit. `held`: the event's tickets held by either,
 * the transferred ticket itself left out.
 */
export function transferLimitRefusal(
  held: readonly HeldTicket[],
  recipient: { uid: string | null; person: string },
  maxPerCpf: number | null,
): HolderLimitRefusal | null {
  if (maxPerCpf === null) return null;
  if (held.filter((t) => t.person === recipient.person).length + 1 > maxPerCpf) {
    return { key: 'cpfLimit', message: transferLimitMessage('cpf', maxPerCpf) };
  }
  if (recipient.uid !== null && held.filter((t) => t.uid === recipient.uid).length + 1 > maxPerCpf) {
    return { key: 'accountLimit', message: transferLimitMessage('account', maxPerCpf) };
  }
  return null;
}
