// Banning or unbanning a user from the admin: disables the Auth account and revokes its tokens.
// An admin cannot ban themselves.
import type { Request, Response } from 'express';
import { adminSetBanSchema } from '@gn/core/schemas/admin-users';
import { auth } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordAudit } from '../audit-log.ts';
import { authCall } from './auth-errors.ts';
import { revokeSessions } from '../../../http/revocations.ts';

/**
 * POST /api/admin/users/set-ban { userId, shouldBan }
 * A ban disables the Auth account (no sign-in, no token refresh) and revokes the refresh tokens,
 * so the API refuses their current ID token at once (http/revocations.ts).
 */
export async function setBan(req: Request, res: Response): Promise<void> {
  const { userId, shouldBan } = parseBody(adminSetBanSchema, req.body);
  const actor = caller(res);
  if (userId === actor.uid && shouldBan) {
    throw new ApiError('conflict', 'Você não pode desativar sua própria conta');
  }
  await authCall(auth().updateUser(userId, { disabled: shouldBan }));
  if (shouldBan) await revokeSessions(userId, 'banimento');
  await recordAudit(actor, 'user.set_ban', userId, { banned: shouldBan });
  res.json({ userId, disabled: shouldBan });
}
