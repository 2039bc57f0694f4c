// Who is at the box office: the verified caller as an operator, and whether they see every
// register (admin and finance: 'ver_relatorios') or only their own.
import type { Response } from 'express';
import { can } from '@gn/core/roles';
import { caller, callerRole } from '../../../http/auth.ts';
import type { Operator } from '../../../door-sales/registers.ts';

export function operatorOf(res: Response): Operator {
  const token = caller(res);
  const email = token.email ?? null;
  const name = typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null;
  return { uid: token.uid, nome: name ?? email ?? token.uid, email };
}

/** Admin and finance oversee every register; an operator sees their own. */
export function seesEveryRegister(res: Response): boolean {
  return can(callerRole(caller(res)), 'ver_relatorios');
}
