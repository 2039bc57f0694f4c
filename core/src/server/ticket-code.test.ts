import { describe, expect, it } from 'vitest';
import { newSerialCode, signTicketCode, verifyTicketCode } from './ticket-code.ts';

const KEY = 'test-key';

describe('ticket codes', () => {
  it('serial follows TKT-{timestamp}-{random} and differs each time', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const a = newSerialCode(now);
    expect(a).toMatch(/^TKT-1795435200000-[0-9A-Z]{8}$/);
    const many = new Set(Array.from({ length: 500 }, () => newSerialCode(now)));
    expect(many.size).toBe(500);
  });

  it('verifies its own signature and returns the ids', () => {
    const code = signTicketCode(KEY, 'ord1-1', 'TKT-1-ABCDEFGH');
    expect(verifyTicketCode(KEY, code)).toEqual({ ticketId: 'ord1-1', serial: 'TKT-1-ABCDEFGH' });
    expect(verifyTicketCode(KEY, ` ${code}\n`)).not.toBeNull();
  });

  it('refuses forged, altered, truncated and foreign codes', () => {
    const code = signTicketCode(KEY, 'ord1-1', 'TKT-1-ABCDEFGH');
    const [p, id, serial, sig] = code.split('.');
    expect(verifyTicketCode('other-key', code)).toBeNull();
    expect(verifyTicketCode(KEY, [p, 'ord1-2', serial, sig].join('.'))).toBeNull();
    expect(verifyTicketCode(KEY, [p, id, 'TKT-1-ABCDEFGX', sig].join('.'))).toBeNull();
    expect(verifyTicketCode(KEY, [p, id, serial, sig!.slice(0, -2)].join('.'))).toBeNull();
    expect(verifyTicketCode(KEY, ['GN2', id, serial, sig].join('.'))).toBeNull();
    expect(verifyTicketCode(KEY, 'TKT-1-ABCDEFGH')).toBeNull();
    expect(verifyTicketCode(KEY, '')).toBeNull();
  });

  it('refuses to sign with an empty key or dotted parts', () => {
    expect(() => signTicketCode('', 'a', 'b')).toThrow();
    expect(() => signTicketCode(KEY, 'a.b', 'c')).toThrow();
  });
});
