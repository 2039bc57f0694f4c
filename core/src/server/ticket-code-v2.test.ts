import { describe, expect, it } from 'vitest';
import { parseCheckinCode } from '../checkin.ts';
import {
  base64UrlDecode,
  base64UrlEncode,
  SIGNED_CODE_NAME_MAX,
  verifySignedCode,
  type SignedTicketClaims,
} from '../signed-ticket-code.ts';
import {
  issueTicketCode,
  signTicketCode,
  ticketCodePublicKey,
  verifySignedTicketCode,
  verifyTicketCode,
} from './ticket-code.ts';

const KEY = 'test-key';
const CLAIMS: SignedTicketClaims = {
  ticketId: 'Xk3p9QzR2mLw8VbN4tYc-2',
  serial: 'TKT-1795435200000-AB12CD34',
  eventId: 'rock-in-rio-2026-dia-1',
  tipo: 'Pista Premium',
  titular: 'Maria Aparecida da Conceição',
  meia: true,
  lugarAcessivel: 'cadeirante',
};

/** The code with one character of its payload (or signature) changed. */
function flip(code: string, part: 1 | 2): string {
  const parts = code.split('.');
  const text = parts[part]!;
  const i = Math.floor(text.length / 2);
  parts[part] = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
  return parts.join('.');
}

describe('GN2 ticket codes (Ed25519)', () => {
  it('signs on the server and verifies with the public key alone (WebCrypto) and on the server', async () => {
    const code = issueTicketCode(KEY, CLAIMS);
    expect(code.startsWith('GN2.')).toBe(true);
    expect(await verifySignedCode(ticketCodePublicKey(KEY), code)).toEqual(CLAIMS);
    expect(verifySignedTicketCode(KEY, code)).toEqual(CLAIMS);
    expect(verifyTicketCode(KEY, ` ${code}\n`)).toEqual({ ticketId: CLAIMS.ticketId, serial: CLAIMS.serial });
    expect(parseCheckinCode(code)).toEqual({ kind: 'signed', code });
  });

  it('derives one stable key pair from the secret (raw 32-byte public key)', () => {
    expect(ticketCodePublicKey(KEY)).toBe(ticketCodePublicKey(KEY));
    expect(base64UrlDecode(ticketCodePublicKey(KEY))).toHaveLength(32);
    expect(ticketCodePublicKey('other-key')).not.toBe(ticketCodePublicKey(KEY));
  });

  it('refuses a tampered payload or signature, another key, and malformed codes', async () => {
    const code = issueTicketCode(KEY, CLAIMS);
    const pub = ticketCodePublicKey(KEY);
    for (const bad of [
      flip(code, 1),
      flip(code, 2),
      code.replace('GN2.', 'GN3.'),
      code.slice(0, -4),
      'GN2.e30.AAAA',
      '',
    ]) {
      expect(await verifySignedCode(pub, bad), bad).toBeNull();
      expect(verifyTicketCode(KEY, bad), bad).toBeNull();
    }
    expect(await verifySignedCode(ticketCodePublicKey('other-key'), code)).toBeNull();
    expect(verifyTicketCode('other-key', code)).toBeNull();
    expect(await verifySignedCode('not-a-key', code)).toBeNull();
    // A payload swapped in from another ticket keeps its own signature's refusal.
    const other = issueTicketCode(KEY, { ...CLAIMS, ticketId: 'other-1' });
    const [, payload] = other.split('.');
    const [p, , sig] = code.split('.');
    expect(await verifySignedCode(pub, [p, payload, sig].join('.'))).toBeNull();
  });

  it('keeps GN1 codes valid on the server', () => {
    const code = signTicketCode(KEY, 'ord1-1', 'TKT-1-ABCDEFGH');
    expect(verifyTicketCode(KEY, code)).toEqual({ ticketId: 'ord1-1', serial: 'TKT-1-ABCDEFGH' });
    expect(verifySignedTicketCode(KEY, code)).toBeNull();
  });

  it('cuts a long name, omits absent flags, and stays a QR a phone screen shows', async () => {
    const long = { ...CLAIMS, titular: 'N'.repeat(90), meia: false, lugarAcessivel: null };
    const code = issueTicketCode(KEY, long);
    const read = await verifySignedCode(ticketCodePublicKey(KEY), code);
    expect(read).toEqual({ ...long, titular: 'N'.repeat(SIGNED_CODE_NAME_MAX) });
    // A typical code is ~4x a GN1 code (~80 characters) and far under the scan schema's 400.
    expect(issueTicketCode(KEY, CLAIMS).length).toBeLessThan(330);
    expect(code.length).toBeLessThan(340);
  });

  it('base64url round-trips any bytes', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
    expect(base64UrlDecode('a+b')).toBeNull();
  });
});
