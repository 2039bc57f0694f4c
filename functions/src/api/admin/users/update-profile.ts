// An admin edits a user's name, e-mail and phone: Firebase Auth first, then the profile document.
import type { Request, Response } from 'express';
import { adminUpdateProfileSchema } from '@gn/core/schemas/admin-users';
import { phoneToStorage } from '@gn/core/phone';
import { auth, db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordAudit } from '../audit-log.ts';
import { authCall } from './auth-errors.ts';

/**
 * POST /api/admin/users/update-profile { userId, nome, email, telefone }
 * Auth first (it refuses an e-mail already in use), then the profile, which mirrors the Auth
 * e-mail as Auth normalised it.
 */
export async function updateProfile(req: Request, res: Response): Promise<void> {
  const { userId, nome, email, telefone } = parseBody(adminUpdateProfileSchema, req.body);
  const user = await authCall(auth().updateUser(userId, { email, displayName: nome }));
  const profile = {
    user_id: userId,
    nome,
    email: user.email ?? email,
    telefone: phoneToStorage(telefone),
  };
  await db().doc(`profiles/${userId}`).set(profile, { merge: true });
  await recordAudit(caller(res), 'user.update_profile', userId, {
    nome: profile.nome,
    email: profile.email,
    telefone: profile.telefone,
  });
  res.json({ userId, ...profile });
}
