import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isPrintable, withDates } from './store.ts';

describe('withDates', () => {
  it('turns nested Timestamps into Dates and leaves the rest alone', () => {
    const at = new Date('2027-03-05T23:00:00Z');
    expect(
      withDates({ a: Timestamp.fromDate(at), b: { c: [Timestamp.fromDate(at), 1] }, d: null, e: 'x' }),
    ).toEqual({ a: at, b: { c: [at, 1] }, d: null, e: 'x' });
  });
});

describe('isPrintable', () => {
  it('prints active and used tickets only', () => {
    expect(
      ['pendente', 'ativo', 'usado', 'cancelado', 'reembolsado'].filter((status) =>
        isPrintable({ status } as never),
      ),
    ).toEqual(['ativo', 'usado']);
  });
});
