// Constant-time comparison of request tokens with secrets (webhook token, internal token).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Compares a token from a request with the expected secret in constant time (hashing first
 * makes the lengths equal, so not even the length leaks). An unset secret matches nothing.
 */
export function secretMatches(given: string | undefined, expected: string | undefined): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(given ?? ''), digest(expected));
}
