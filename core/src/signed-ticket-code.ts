// 'GN2.' ticket codes (issue #30): the ticket's door facts signed with Ed25519, so the offline
// scanner verifies a ticket sold after its download with the PUBLIC key alone (no secret on the
// device). Pure and isomorphic: the browser and node verify here with WebCrypto (Ed25519 in
// Chromium 137+, Safari 17+, Firefox 129+, node 22), older browsers with @noble/ed25519 (loaded
// only then). The server signs in core/src/server/ticket-code.ts.
//
// Format: 'GN2.{base64url(compact JSON)}.{base64url(64-byte signature)}'; the signature covers
// 'GN2.{payload}', the version included. About 4x a 'GN1.' code, still a QR a phone screen shows.
import { WHEELCHAIR_ROLES, type WheelchairRole } from './wheelchair.ts';

export const SIGNED_CODE_PREFIX = 'GN2';

/** The holder's name is for the door's screen: long names are cut, to keep the QR small. */
export const SIGNED_CODE_NAME_MAX = 40;

/** What a GN2 code tells the door about its ticket. */
export interface SignedTicketClaims {
  ticketId: string;
  serial: string;
  eventId: string;
  /** the ticket's `tipo` (the option's name) */
  tipo: string;
  titular: string;
  meia: boolean;
  lugarAcessivel: WheelchairRole | null;
}

/** The compact JSON inside the code: one-letter keys keep the QR small. */
interface Payload {
  t: string;
  s: string;
  e: string;
  k: string;
  n: string;
  m: 0 | 1;
  a?: WheelchairRole;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The payload part of a code for these claims (what the server signs after the prefix). */
export function encodeClaims(claims: SignedTicketClaims): string {
  const payload: Payload = {
    t: claims.ticketId,
    s: claims.serial,
    e: claims.eventId,
    k: claims.tipo,
    n: claims.titular.slice(0, SIGNED_CODE_NAME_MAX),
    m: claims.meia ? 1 : 0,
    ...(claims.lugarAcessivel ? { a: claims.lugarAcessivel } : {}),
  };
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify(payload)));
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function decodeClaims(part: string): SignedTicketClaims | null {
  const bytes = base64UrlDecode(part);
  if (!bytes) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const [ticketId, serial, eventId, tipo] = [str(p.t), str(p.s), str(p.e), str(p.k)];
  if (!ticketId || !serial || !eventId || !tipo || typeof p.n !== 'string') return null;
  const role = WHEELCHAIR_ROLES.find((r) => r === p.a) ?? null;
  return { ticketId, serial, eventId, tipo, titular: p.n, meia: p.m === 1, lugarAcessivel: role };
}

/** A GN2 code split into what is signed, the signature and the claims; null when malformed. */
export interface SignedCodeParts {
  /** 'GN2.{payload}': the bytes the signature covers */
  message: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
  claims: SignedTicketClaims;
}

export function splitSignedCode(code: string): SignedCodeParts | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== SIGNED_CODE_PREFIX) return null;
  const [, payload, sig] = parts as [string, string, string];
  const signature = base64UrlDecode(sig);
  const claims = decodeClaims(payload);
  if (!signature || signature.length !== 64 || !claims) return null;
  return { message: new TextEncoder().encode(`${SIGNED_CODE_PREFIX}.${payload}`), signature, claims };
}

export function isSignedCode(code: string): boolean {
  return code.trim().startsWith(`${SIGNED_CODE_PREFIX}.`);
}

/** Ed25519 with WebCrypto where the browser has it, @noble/ed25519 where it does not. */
async function ed25519Verify(
  publicKey: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  let key: CryptoKey | null;
  try {
    key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
  } catch {
    key = null; // NotSupportedError: an older browser
  }
  if (key) return crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  const noble = await import('@noble/ed25519');
  return noble.verifyAsync(signature, message, publicKey);
}

/**
 * The claims of a GN2 code whose signature verifies with `publicKey` (base64url of the raw 32
 * bytes, as the snapshot gives it); null when malformed, altered or signed by another key.
 */
export async function verifySignedCode(publicKey: string, code: string): Promise<SignedTicketClaims | null> {
  const parts = splitSignedCode(code);
  const key = base64UrlDecode(publicKey);
  if (!parts || !key || key.length !== 32) return null;
  try {
    return (await ed25519Verify(key, parts.signature, parts.message)) ? parts.claims : null;
  } catch {
    return null;
  }
}
