// Test-only fault injection for the API, inert unless the test stack turns it on.
import type { Request } from 'express';
import { readEnv } from '../config.ts';

/**
 * Test-only failure points. With GN_FAULT_INJECTION=1, which only the test stack sets, a request
 * may ask for a failure at a named point (header `x-gn-fault`), so that a test can prove nothing
 * is left behind (e.g. no stock held without an order). Anywhere else the header is ignored.
 */
export function faultRequested(req: Request, point: 'after-claim' | 'paid-before-charge-removal'): boolean {
  return readEnv('GN_FAULT_INJECTION') === '1' && req.get('x-gn-fault') === point;
}
