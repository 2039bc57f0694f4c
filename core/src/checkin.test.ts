import { describe, expect, it } from 'vitest';
import { parseCheckinCode } from './checkin.ts';

describe('parseCheckinCode', () => {
  it('tells a signed QR from a typed serial', () => {
    expect(parseCheckinCode(' GN1.abc-1.TKT-1.sig ')).toEqual({
      kind: 'signed',
      code: 'GN1.abc-1.TKT-1.sig',
    });
    expect(parseCheckinCode('tkt-1732000000000-ab12cd34')).toEqual({
      kind: 'serial',
      serial: 'TKT-1732000000000-AB12CD34',
    });
    expect(parseCheckinCode('TKT-1732000000000- AB12CD34')).toEqual({
      kind: 'serial',
      serial: 'TKT-1732000000000-AB12CD34',
    });
  });

  it('refuses anything else', () => {
    for (const raw of ['', 'hello', 'TKT-', 'TKT-abc-123', 'https://example.com', 'GN2.a.b.c']) {
      expect(parseCheckinCode(raw), raw).toBeNull();
    }
  });
});
