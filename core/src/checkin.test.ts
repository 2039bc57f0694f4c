import { describe, expect, it } from 'vitest';
import { alreadyUsedMessage, checkinRefusal, parseCheckinCode } from './checkin.ts';

const ticket = (over: Partial<Parameters<typeof checkinRefusal>[0]> = {}) => ({
  status: 'ativo',
  event_id: 'ev-1',
  usado_em: null,
  evento: { titulo: 'Show de Rock' },
  ...over,
});

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

describe('checkinRefusal', () => {
  it('lets an active ticket of the event in', () => {
    expect(checkinRefusal(ticket())).toBeNull();
    expect(checkinRefusal(ticket(), 'ev-1')).toBeNull();
  });

  it('says when a used ticket entered, in São Paulo time', () => {
    const usedAt = new Date('2027-03-05T23:10:00Z'); // 20:10 in São Paulo
    expect(checkinRefusal(ticket({ status: 'usado', usado_em: usedAt }))).toBe(
      'Ingresso já utilizado em 05/03/2027 às 20:10',
    );
    expect(alreadyUsedMessage(null)).toBe('Ingresso já utilizado');
  });

  it('refuses cancelled, refunded and unpaid tickets and other events', () => {
    expect(checkinRefusal(ticket({ status: 'cancelado' }))).toBe('Ingresso cancelado');
    expect(checkinRefusal(ticket({ status: 'reembolsado' }))).toBe('Ingresso cancelado');
    expect(checkinRefusal(ticket({ status: 'pendente' }))).toBe('Pagamento não confirmado');
    expect(checkinRefusal(ticket({ status: 'usado' }), 'ev-2')).toBe(
      'Ingresso de outro evento: Show de Rock',
    );
  });
});
