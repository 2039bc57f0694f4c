// Granting or removing the admin role: the user_roles document and the `admin` custom claim change
// together and the user's tokens are revoked. An admin cannot demote themselves.
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { adminSetRoleSchema } from '@gn/core/schemas/admin-users';
import { auth, db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordAudit } from '../audit-log.ts';
import { authCall } from './auth-errors.ts';
import { revokeSessions } from '../../../http/revocations.ts';

/**
 * POST /api/admin/users/set-role { userId, shouldBeAdmin }
 * The role is the custom claim `admin` plus `user_roles/{uid}` (listing, and the rules' check that
 * the claim is still current). A change revokes
 * the user's refresh tokens, so their old ID tokens stop working and the next sign-in carries it.
 */
export async function setRole(req: Request, res: Response): Promise<void> {
  const { userId, shouldBeAdmin } = parseBody(adminSetRoleSchema, req.body);
  const actor = caller(res);
  // Keeps at least the acting admin in place; another admin must demote them.
  if (userId === actor.uid && !shouldBeAdmin) {
    throw new ApiError('conflict', 'Você não pode remover seu próprio acesso de administrador');
  }
  const user = await authCall(auth().getUser(userId));
  const { admin: currentAdmin, ...otherClaims } = user.customClaims ?? {};
  const changed = (currentAdmin === true) !== shouldBeAdmin;
  // The role document first: the Firestore rules require it AND the claim, so a demotion takes
  // effect there at once, even for ID tokens minted before it (they keep the claim up to 1 h).
  await db()
    .doc(`user_roles/${userId}`)
    .set({
      user_id: userId,
      role: shouldBeAdmin ? 'admin' : 'user',
      updated_at: FieldValue.serverTimestamp(),
    });
  if (changed) {
    await auth().setCustomUserClaims(userId, shouldBeAdmin ? { ...otherClaims, admin: true } : otherClaims);
    await revokeSessions(userId, 'papel');
  }
  await recordAudit(actor, 'user.set_role', userId, { admin: shouldBeAdmin, changed });
  res.json({ userId, admin: shouldBeAdmin });
}
