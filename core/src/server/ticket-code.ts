/// <reference types="node" />
// The code inside a ticket's QR: the ticket id and serial signed with a server-side key
// (HMAC-SHA256), so that check-in can tell a forged or altered code from a real one without
// trusting the device that scanned it. Server-only (node:crypto): the site and admin never sign.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatSerialCode } from '../ids.ts';

/** Version prefix, so that the format can change without misreading old tickets. */
const PREFIX = 'GN1';
const SIGNATURE_BYTES = 16;

/** 'TKT-{timestamp}-{random}' with 8 random base-36 characters (about 41 bits). */
export function newSerialCode(now: Date = new Date()): string {
  const random = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .slice(-8)
    .padStart(8, '0');
  return formatSerialCode(now.getTime(), random);
}

function signature(key: string, ticketId: string, serial: string): Buffer {
  return createHmac('sha256', key).update(`${ticketId}.${serial}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** 'GN1.{ticketId}.{serial}.{base64url signature}': what the QR code encodes. */
export function signTicketCode(key: string, ticketId: string, serial: string): string {
  if (!key) throw new Error('ticket signing key is empty');
  if (ticketId.includes('.') || serial.includes('.'))
    throw new Error('ticket id and serial must not contain dots');
  return `${PREFIX}.${ticketId}.${serial}.${signature(key, ticketId, serial).toString('base64url')}`;
}

export interface VerifiedTicketCode {
  ticketId: string;
  serial: string;
}

/** The ticket id and serial when the code is well formed and its signature is ours; else null. */
export function verifyTicketCode(key: string, code: string): VerifiedTicketCode | null {
  const parts = code.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, ticketId, serial, sig] = parts as [string, string, string, string];
  if (!ticketId || !serial || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, ticketId, serial);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { ticketId, serial };
}
