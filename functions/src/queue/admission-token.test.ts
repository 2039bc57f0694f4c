import { describe, expect, it } from 'vitest';
import { admits, signAdmission } from './admission-token.ts';

const SECRET = 'segredo-de-teste';
const now = new Date('2027-03-01T12:00:00Z');
const later = new Date(now.getTime() + 15 * 60_000);

describe('admission token', () => {
  it('admits its own buyer to its own event until it expires', () => {
    const token = signAdmission('u1', 'ev1', later, SECRET);
    expect(admits(token, 'u1', 'ev1', now, SECRET)).toBe(true);
    expect(admits(token, 'u2', 'ev1', now, SECRET)).toBe(false);
    expect(admits(token, 'u1', 'ev2', now, SECRET)).toBe(false);
    expect(admits(token, 'u1', 'ev1', later, SECRET)).toBe(false);
  });

  it('refuses a forged or altered token, another key, and garbage', () => {
    const token = signAdmission('u1', 'ev1', later, SECRET);
    const longer = token.replace(String(later.getTime()), String(later.getTime() + 3_600_000));
    expect(admits(longer, 'u1', 'ev1', now, SECRET)).toBe(false);
    expect(admits(token, 'u1', 'ev1', now, 'outra-chave')).toBe(false);
    expect(admits('GNQ1.ev1.u1.9999999999999.x', 'u1', 'ev1', now, SECRET)).toBe(false);
    expect(admits(undefined, 'u1', 'ev1', now, SECRET)).toBe(false);
    expect(admits('', 'u1', 'ev1', now, SECRET)).toBe(false);
  });

  it('takes ids with dots', () => {
    const token = signAdmission('u.1', 'show.2027', later, SECRET);
    expect(admits(token, 'u.1', 'show.2027', now, SECRET)).toBe(true);
    expect(admits(token, 'u', 'show.2027', now, SECRET)).toBe(false);
  });
});
