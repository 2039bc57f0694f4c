// Reading `auth_revocations/{uid}` (docs/data-model.md; written by the functions only): from when
// the account's sessions count, in the ID token's `auth_time` seconds (Firebase's own
// tokensValidAfterTime, copied when the functions revoke them).
import { z } from '../zod.ts';
import { numberOrNull, plainMap, text, time } from './fields.ts';

export const storedAuthRevocationSchema = z.object({
  /** a token signed in before this second (its auth_time) is refused; null: nothing revoked */
  valido_desde: numberOrNull,
  /** 'papel', 'banimento' or 'exclusao' */
  motivo: text(),
  em: time,
  expira_em: time,
});
export type StoredAuthRevocation = z.output<typeof storedAuthRevocationSchema>;

export function readAuthRevocation(data: unknown): StoredAuthRevocation {
  return storedAuthRevocationSchema.parse(plainMap(data));
}

/**
 * Whether a token whose sign-in was at `authTime` (seconds) is revoked by `revocation`. A record
 * without its second (a damaged document) falls back to when it was written, else refuses every
 * earlier session: a revocation is never read as none.
 */
export function isRevokedSignIn(
  authTime: number,
  revocation: Pick<StoredAuthRevocation, 'valido_desde' | 'em'>,
): boolean {
  const since =
    revocation.valido_desde ?? (revocation.em ? Math.floor(revocation.em.getTime() / 1000) : Infinity);
  return authTime < since;
}
