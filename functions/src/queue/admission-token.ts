// The admission an admitted buyer carries to the checkout: "uid may buy eventId until exp",
// signed with HMAC-SHA256. The checkout verifies it without a read. Its key is derived from the
// tickets' signing secret with a label of its own, so no new secret has to be configured and a
// QR code's signature can never pass as an admission (nor the reverse).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ticketSigningKey } from '../tickets/ticket-docs.ts';

const VERSION = 'GNQ1';

function admissionKey(secret: string = ticketSigningKey()): Buffer {
  return createHmac('sha256', secret).update('fila-virtual:admissao:v1').digest();
}

function signature(payload: string, secret?: string): string {
  return createHmac('sha256', admissionKey(secret)).update(payload).digest('base64url');
}

/** Ids may hold dots (Firestore allows them): each part is base64url, so '.' only separates. */
const part = (text: string) => Buffer.from(text).toString('base64url');

export function signAdmission(uid: string, eventId: string, expiresAt: Date, secret?: string): string {
  const payload = [VERSION, part(eventId), part(uid), String(expiresAt.getTime())].join('.');
  return `${payload}.${signature(payload, secret)}`;
}

/** True when `token` admits `uid` to `eventId` at `now`. */
export function admits(
  token: string | undefined,
  uid: string,
  eventId: string,
  now: Date,
  secret?: string,
): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 5) return false;
  const [version, tokenEvent, tokenUid, exp, given] = parts as [string, string, string, string, string];
  if (version !== VERSION || tokenEvent !== part(eventId) || tokenUid !== part(uid)) return false;
  const expected = Buffer.from(signature(parts.slice(0, 4).join('.'), secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
  return Number(exp) > now.getTime();
}
