// The internal routes (/api/internal/*) stand in for scheduled jobs locally: they answer only the
// local runner and the tests. Off (404) unless GN_INTERNAL_TOKEN is set, which only they do, and
// 401 without the token.
import type { Request } from 'express';
import { readEnv } from '../config.ts';
import { ApiError } from './errors.ts';
import { secretMatches } from './secret-match.ts';

export function checkInternalToken(req: Request): void {
  const expected = readEnv('GN_INTERNAL_TOKEN');
  if (!expected) throw new ApiError('not_found', 'Rota não encontrada');
  if (!secretMatches(req.get('x-gn-internal-token'), expected))
    throw new ApiError('unauthenticated', 'Token inválido');
}
