import { describe, expect, it } from 'vitest';
import { clientIp, clientKey, decide, type LimiterState, type WindowRule } from './rate-limit.ts';

const MIN = 60_000;
const RULES: WindowRule[] = [
  { name: '10m', ms: 10 * MIN, max: 5 },
  { name: '1d', ms: 24 * 60 * MIN, max: 20 },
];

/** Runs `count` allowed requests at `at` from `state`; returns the state after them. */
function run(state: LimiterState | undefined, count: number, at: number): LimiterState | undefined {
  let current = state;
  for (let i = 0; i < count; i++) {
    const decision = decide(current, RULES, at);
    if (!decision.allowed) throw new Error(`request ${i + 1} refused`);
    current = decision.next;
  }
  return current;
}

describe('decide (fixed windows)', () => {
  it('lets the first request through and opens every window at that time', () => {
    const decision = decide(undefined, RULES, 1_000);
    expect(decision).toEqual({
      allowed: true,
      next: { '10m': { inicio: 1_000, contagem: 1 }, '1d': { inicio: 1_000, contagem: 1 } },
      expiresAt: 1_000 + 24 * 60 * MIN,
    });
  });

  it('refuses the 6th request inside 10 minutes, with the seconds left as Retry-After', () => {
    const state = run(undefined, 5, 0);
    const sixth = decide(state, RULES, 4 * MIN);
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 6 * 60 });
  });

  it('opens a new 10-minute window once the old one is over', () => {
    const state = run(undefined, 5, 0);
    const later = decide(state, RULES, 10 * MIN);
    expect(later.allowed).toBe(true);
    if (later.allowed) {
      expect(later.next['10m']).toEqual({ inicio: 10 * MIN, contagem: 1 });
      expect(later.next['1d']).toEqual({ inicio: 0, contagem: 6 });
    }
  });

  it('refuses the 21st request of a day even in a fresh 10-minute window', () => {
    let state: LimiterState | undefined;
    for (let block = 0; block < 4; block++) state = run(state, 5, block * 10 * MIN);
    const refused = decide(state, RULES, 40 * MIN);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBe((24 * 60 - 40) * 60);
  });

  it('counts nothing for a refused request', () => {
    const state = run(undefined, 5, 0);
    expect(decide(state, RULES, MIN).allowed).toBe(false);
    expect(decide(state, RULES, 10 * MIN).allowed).toBe(true);
  });

  it('a window that starts a few seconds after now (a concurrent request) is still counted', () => {
    const decision = decide(
      { '10m': { inicio: 5_000, contagem: 5 }, '1d': { inicio: 5_000, contagem: 5 } },
      RULES,
      0,
    );
    expect(decision.allowed).toBe(false);
  });

  it('treats a window stored far in the future (a broken clock) as over', () => {
    const decision = decide({ '10m': { inicio: 5 * MIN, contagem: 5 } }, RULES, 0);
    expect(decision.allowed).toBe(true);
  });
});

describe('client identity', () => {
  const req = (headers: Record<string, string>, ip?: string) => ({
    ip,
    get: (name: string) => headers[name.toLowerCase()],
  });

  it('counts from the right of X-Forwarded-For: what the client wrote on the left is ignored', () => {
    const chain = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.1' }; // spoofed, client, proxy
    expect(clientIp(req(chain, '10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientIp(req({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7, 10.0.0.1' }), 2)).toBe('203.0.113.7');
    expect(clientIp(req(chain, '10.0.0.2'), 1)).toBe('10.0.0.1');
    expect(clientIp(req(chain, '10.0.0.2'), 0)).toBe('10.0.0.2');
  });

  it('the socket address when the header has fewer entries than the proxies append', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(req({}, '198.51.100.4'), 2)).toBe('198.51.100.4');
    expect(clientIp(req({}), 2)).toBe('desconhecido');
  });

  it('keys a document by the scope and a SHA-256 of the address, never the address', () => {
    const key = clientKey('contact', '203.0.113.7');
    expect(key).toMatch(/^contact_[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(clientKey('contact', '203.0.113.7')).toBe(key);
    expect(clientKey('contact', '203.0.113.8')).not.toBe(key);
  });
});
