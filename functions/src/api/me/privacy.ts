// The LGPD self-service routes of the signed-in user (Configurações › Privacidade):
//   GET  /api/me/data-export      "Baixar meus dados": a JSON file of everything stored about them
//   POST /api/me/delete-account   "Excluir minha conta" { confirmacao: 'EXCLUIR' }, after a fresh sign-in
// Both are limited per account: an export reads every document of the account, and a deletion
// attempt is only ever needed a few times.
import { accountDeletionSchema } from '@gn/core/schemas/account-deletion';
import type { Request, Response } from 'express';
import { db } from '../../firebase.ts';
import { caller } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { consume, type WindowRule } from '../../http/rate-limit.ts';
import { parseBody } from '../../http/validate.ts';
import { buildDataExport } from '../../privacy/data-export.ts';
import { deleteAccount } from '../../privacy/delete-account.ts';

export const DATA_EXPORT_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 10 * 60_000, max: 5 },
  { name: '1d', ms: 86_400_000, max: 20 },
];
export const DELETE_ACCOUNT_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 10 * 60_000, max: 10 },
  { name: '1d', ms: 86_400_000, max: 30 },
];
const TOO_MANY = 'Muitas tentativas em pouco tempo. Tente novamente mais tarde.';

async function limit(res: Response, key: string, rules: readonly WindowRule[]): Promise<void> {
  const decision = await consume(db(), key, rules);
  if (!decision.allowed) {
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError('too_many_requests', TOO_MANY);
  }
}

export async function downloadMyData(_req: Request, res: Response): Promise<void> {
  const { uid } = caller(res);
  await limit(res, `data-export_${uid}`, DATA_EXPORT_LIMITS);
  const { fileName, document } = await buildDataExport(uid);
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  // Personal data: never kept by a browser or proxy cache.
  res.set('Cache-Control', 'no-store');
  res.send(JSON.stringify(document, null, 2));
}

export async function deleteMyAccount(req: Request, res: Response): Promise<void> {
  const token = caller(res);
  await limit(res, `delete-account_${token.uid}`, DELETE_ACCOUNT_LIMITS);
  parseBody(accountDeletionSchema, req.body);
  res.json(await deleteAccount(token));
}
