import { describe, expect, it } from 'vitest';
import { formatSerialCode, orderNumber, shortPaymentId, ticketDisplayCode } from './ids.ts';

describe('ids', () => {
  it('shortens ids as shown to people', () => {
    expect(orderNumber('a1b2c3d4e5f6g7')).toBe('a1b2c3d4');
    expect(shortPaymentId('pay_080225913252')).toBe('pay_08022591325');
    expect(ticketDisplayCode({ id: 'abcdefghijklmnop', codigo_serial: 'TKT-1-ABC' })).toBe('TKT-1-ABC');
    expect(ticketDisplayCode({ id: 'abcdefghijklmnop', codigo_serial: null })).toBe('abcdefghijkl');
    expect(formatSerialCode(1767225600000, 'x7k2')).toBe('TKT-1767225600000-X7K2');
  });
});
