// Giving a user a role (admin, financeiro, bilheteria, porteiro, or customer) with, for the door
// and the box office, the events and lists they work at: the user_roles document and the custom
// claims change together and the user's sessions are revoked. An admin cannot demote themselves.
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { adminSetRoleSchema } from '@gn/core/schemas/admin-users';
import { roleClaims, roleFromClaims, scopeFromClaims, type StaffScope } from '@gn/core/roles';
import { auth, db } from '../../../firebase.ts';
import { caller } from '../../../http/auth.ts';
import { ApiError } from '../../../http/errors.ts';
import { parseBody } from '../../../http/validate.ts';
import { recordAudit } from '../audit-log.ts';
import { authCall } from './auth-errors.ts';
import { revokeSessions } from '../../../http/revocations.ts';

function sameScope(a: StaffScope, b: StaffScope): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && [...x].sort().join('\n') === [...y].sort().join('\n');
  return same(a.eventos, b.eventos) && same(a.listas, b.listas);
}

/**
 * POST /api/admin/users/set-role { userId, role, escopo? } (or the spec's { userId, shouldBeAdmin }).
 * The role is the custom claims (roles.ts roleClaims) plus `user_roles/{uid}` { role, escopo }
 * (listing, and the rules' check that the claim is still current). A change of role or scope
 * revokes the user's sessions, so their old ID tokens stop working at once and the next sign-in
 * carries the new claims.
 */
export async function setRole(req: Request, res: Response): Promise<void> {
  const { userId, role, escopo } = parseBody(adminSetRoleSchema, req.body);
  const actor = caller(res);
  // Keeps at least the acting admin in place; another admin must demote them.
  if (userId === actor.uid && role !== 'admin') {
    throw new ApiError('conflict', 'Você não pode remover seu próprio acesso de administrador');
  }
  const user = await authCall(auth().getUser(userId));
  const claims = user.customClaims ?? {};
  const before = { role: roleFromClaims(claims), escopo: scopeFromClaims(claims) };
  const changed = before.role !== role || !sameScope(before.escopo, escopo);
  // The role document first: the Firestore rules require it AND the claim, so a demotion takes
  // effect there at once, even for ID tokens minted before it (they keep the claim up to 1 h).
  await db()
    .doc(`user_roles/${userId}`)
    .set({
      user_id: userId,
      role,
      escopo: { eventos: [...escopo.eventos], listas: [...escopo.listas] },
      updated_at: FieldValue.serverTimestamp(),
    });
  if (changed) {
    await auth().setCustomUserClaims(userId, roleClaims(role, escopo, claims));
    await revokeSessions(userId, 'papel');
  }
  await recordAudit(actor, 'user.set_role', userId, { de: before, para: { role, escopo }, changed });
  res.json({ userId, admin: role === 'admin', role, escopo });
}
