/// <reference types="node" />
// The code inside a ticket's QR, signed with a server-side key so that check-in can tell a forged
// or altered code from a real one without trusting the device that scanned it. Server-only
// (node:crypto): the site and admin never sign.
//
// Two versions. 'GN1.' (HMAC-SHA256 of the ticket id and serial) is what tickets carried until
// issue #30: still valid at an online door, and offline only for a ticket in the device's
// snapshot. 'GN2.' (core/src/signed-ticket-code.ts) is signed with Ed25519 so that the offline
// scanner verifies it with the public key alone; every ticket issued, transferred or re-issued
// now carries one.
//
// The Ed25519 key is derived from the same secret, TICKET_SIGNING_KEY, by HKDF-SHA256 with a fixed
// label (ED25519_INFO): no second secret to provision or rotate, a rotation of the secret rotates
// both versions at once, and the HMAC key and the Ed25519 seed never share bytes.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { formatSerialCode } from '../ids.ts';
import {
  encodeClaims,
  SIGNED_CODE_PREFIX,
  splitSignedCode,
  type SignedTicketClaims,
} from '../signed-ticket-code.ts';

/** Version prefix, so that the format can change without misreading old tickets. */
const PREFIX = 'GN1';
/** HKDF's info: changing it changes every GN2 signature (and the scanners' public key). */
const ED25519_INFO = 'gn-ingressos/ticket-code/ed25519/v1';
/** DER of an Ed25519 PKCS#8 private key before its 32-byte seed (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
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

interface Ed25519Keys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** base64url of the raw 32 bytes: what the scanners download */
  publicRaw: string;
}

const derived = new Map<string, Ed25519Keys>();

/** The Ed25519 pair of GN2 codes, derived from the secret (once per process). */
function ed25519Keys(secret: string): Ed25519Keys {
  if (!secret) throw new Error('ticket signing key is empty');
  let keys = derived.get(secret);
  if (!keys) {
    const seed = Buffer.from(hkdfSync('sha256', secret, '', ED25519_INFO, 32));
    const privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    const publicKey = createPublicKey(privateKey);
    const publicRaw = String(publicKey.export({ format: 'jwk' }).x);
    keys = { privateKey, publicKey, publicRaw };
    derived.set(secret, keys);
  }
  return keys;
}

/** The public key (base64url, raw 32 bytes) that verifies GN2 codes: given to the scanners. */
export function ticketCodePublicKey(secret: string): string {
  return ed25519Keys(secret).publicRaw;
}

/** 'GN2.{payload}.{signature}': the code every ticket issued now carries in its QR. */
export function issueTicketCode(secret: string, claims: SignedTicketClaims): string {
  const message = `${SIGNED_CODE_PREFIX}.${encodeClaims(claims)}`;
  const signature = sign(null, Buffer.from(message), ed25519Keys(secret).privateKey);
  return `${message}.${signature.toString('base64url')}`;
}

/** The claims of a GN2 code when its signature is ours; else null. */
export function verifySignedTicketCode(secret: string, code: string): SignedTicketClaims | null {
  const parts = splitSignedCode(code);
  if (!parts) return null;
  const ok = verify(null, parts.message, ed25519Keys(secret).publicKey, parts.signature);
  return ok ? parts.claims : null;
}

/**
 * The ticket id and serial when the code (GN1 or GN2) is well formed and its signature is ours;
 * else null.
 */
export function verifyTicketCode(key: string, code: string): VerifiedTicketCode | null {
  const signed = verifySignedTicketCode(key, code);
  if (signed) return { ticketId: signed.ticketId, serial: signed.serial };
  const parts = code.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, ticketId, serial, sig] = parts as [string, string, string, string];
  if (!ticketId || !serial || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(key, ticketId, serial);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { ticketId, serial };
}
