// An admin sets a user's password (Firebase Auth), recorded in audit_log without the password.
import type { Request, Response } from 'express';
import { adminSetPasswordSchema } from '@gn/core/schemas/admin-users';
import { auth } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordAudit } from '../audit-log.ts';
import { authCall } from './auth-errors.ts';

/** POST /api/admin/users/set-password { userId, newPassword } */
export async function setPassword(req: Request, res: Response): Promise<void> {
  const { userId, newPassword } = parseBody(adminSetPasswordSchema, req.body);
  await authCall(auth().updateUser(userId, { password: newPassword }));
  await recordAudit(caller(res), 'user.set_password', userId);
  res.json({ userId });
}
