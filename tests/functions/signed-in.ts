// The signed-in users most functions suites start from, registered as a vitest hook. Kept apart
// from tests/support/functions-api.ts, which the Playwright specs import too (no vitest there).
import { beforeAll } from 'vitest';
import { adminAndCustomer, type AdminAndCustomer } from '../support/functions-api.ts';

/**
 * A fresh admin and a fresh customer with their ID tokens, made once before the file's tests:
 * one line per suite instead of three `let`s and a `beforeAll`. Read its fields inside the tests.
 */
export function signedInAdminAndCustomer(): AdminAndCustomer {
  const users = {} as AdminAndCustomer;
  beforeAll(async () => {
    Object.assign(users, await adminAndCustomer());
  });
  return users;
}
