// The fallback of a browser without Ed25519 in WebCrypto (Chrome before 137): @noble/ed25519.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueTicketCode, ticketCodePublicKey } from './server/ticket-code.ts';
import { verifySignedCode } from './signed-ticket-code.ts';

const CLAIMS = {
  ticketId: 'ord-1',
  serial: 'TKT-1-ABCDEFGH',
  eventId: 'evt',
  tipo: 'Pista',
  titular: 'Ana',
  meia: false,
  lugarAcessivel: null,
};

afterEach(() => vi.restoreAllMocks());

describe('verifySignedCode without Ed25519 in WebCrypto', () => {
  it('verifies with @noble/ed25519 and still refuses a tampered code', async () => {
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Ed25519', 'NotSupportedError'));
    const code = issueTicketCode('k', CLAIMS);
    expect(await verifySignedCode(ticketCodePublicKey('k'), code)).toEqual(CLAIMS);
    expect(await verifySignedCode(ticketCodePublicKey('other'), code)).toBeNull();
    expect(importKey).toHaveBeenCalled();
  });
});
