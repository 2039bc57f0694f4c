import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, HONEYPOT_FIELD, honeypotFilled } from './contact.ts';

describe('honeypotFilled', () => {
  it('is true when the hidden field carries anything', () => {
    expect(honeypotFilled({ [HONEYPOT_FIELD]: 'http://spam.example' })).toBe(true);
    expect(honeypotFilled(JSON.stringify({ [HONEYPOT_FIELD]: 'x' }))).toBe(true);
    expect(honeypotFilled(Buffer.from(JSON.stringify({ [HONEYPOT_FIELD]: 1 })))).toBe(true);
  });

  it('is false when it is absent, empty or blank, or the body is not an object', () => {
    for (const body of [
      {},
      { [HONEYPOT_FIELD]: '' },
      { [HONEYPOT_FIELD]: '  ' },
      { [HONEYPOT_FIELD]: null },
    ]) {
      expect(honeypotFilled(body)).toBe(false);
    }
    for (const body of [undefined, null, 'não é json', '[1]', 42]) expect(honeypotFilled(body)).toBe(false);
  });
});

describe('CONTACT_LIMITS', () => {
  it('are 5 per 10 minutes and 20 per day', () => {
    expect(CONTACT_LIMITS.map((r) => [r.ms, r.max])).toEqual([
      [10 * 60 * 1000, 5],
      [24 * 60 * 60 * 1000, 20],
    ]);
  });
});
