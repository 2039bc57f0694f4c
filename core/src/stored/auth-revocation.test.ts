import { describe, expect, it } from 'vitest';
import { isRevokedSignIn, readAuthRevocation } from './auth-revocation.ts';

describe('isRevokedSignIn', () => {
  const revocation = readAuthRevocation({ valido_desde: 1_800_000_000, motivo: 'banimento' });

  it('refuses a sign-in before the revocation, as Firebase does (seconds)', () => {
    expect(isRevokedSignIn(1_799_999_999, revocation)).toBe(true);
  });

  it('keeps a sign-in in the same second or after it', () => {
    expect(isRevokedSignIn(1_800_000_000, revocation)).toBe(false);
    expect(isRevokedSignIn(1_800_000_100, revocation)).toBe(false);
  });

  it('reads a damaged record as a revocation: from when it was written, else of every session', () => {
    const written = new Date(1_800_000_000_000);
    const damaged = readAuthRevocation({ valido_desde: 'ontem', em: written });
    expect(isRevokedSignIn(1_799_999_999, damaged)).toBe(true);
    expect(isRevokedSignIn(1_800_000_000, damaged)).toBe(false);
    expect(isRevokedSignIn(2_000_000_000, readAuthRevocation({}))).toBe(true);
  });
});
