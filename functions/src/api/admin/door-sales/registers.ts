// /api/admin/door-sales: the operator's state (open register, events to sell), opening, moving
// cash and closing the register, and the registers' list and detail for the admin
// (/admin/bilheteria/caixas). Every change is audited in its own transaction (door-sales/registers.ts).
import type { Request, Response } from 'express';
import { SCOPED_ROLES } from '@gn/core/roles';
import {
  cashMoveSchema,
  closeRegisterSchema,
  openRegisterSchema,
  type DoorStateAnswer,
  type RegisterDetailAnswer,
  type RegistersAnswer,
} from '@gn/core/schemas/door-sale';
import { movementView, readCashRegister, readMovement, registerView } from '@gn/core/stored/cash-register';
import { db } from '../../../firebase.ts';
import { caller, callerRole, callerScope, requireAt } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import { doorEvents } from '../../../door-sales/door-events.ts';
import { doorSaleError } from '../../../door-sales/door-errors.ts';
import { closeRegister, moveCash, openRegister } from '../../../door-sales/registers.ts';
import { CASH_REGISTERS, MOVEMENTS, registerDoc } from '../../../store/cash-registers.ts';
import { openRegisterOf } from '../../../door-sales/register-store.ts';
import { operatorOf, seesEveryRegister } from './operator.ts';

async function registerAnswer(id: string) {
  const snap = await registerDoc(db(), id).get();
  return registerView(id, readCashRegister(snap.data()));
}

/** GET /state → DoorStateAnswer */
export async function readDoorState(_req: Request, res: Response): Promise<void> {
  const token = caller(res);
  const [open, eventos] = await Promise.all([
    openRegisterOf(db(), token.uid),
    doorEvents(db(), { scoped: SCOPED_ROLES.has(callerRole(token)), eventIds: callerScope(token).eventos }),
  ]);
  const answer: DoorStateAnswer = { caixa: open && registerView(open.id, open.register), eventos };
  res.json(answer);
}

/** POST /registers { event_id, troco_inicial } → 201 { caixa } */
export async function openDoorRegister(req: Request, res: Response): Promise<void> {
  const input = parseBody(openRegisterSchema, req.body);
  requireAt(res, 'vender_na_porta', { eventId: input.event_id });
  const id = await openRegister(db(), operatorOf(res), input);
  res.status(201).json({ caixa: await registerAnswer(id) });
}

/** POST /registers/current/movements { tipo, valor, motivo } → { caixa } */
export async function moveDoorCash(req: Request, res: Response): Promise<void> {
  const input = parseBody(cashMoveSchema, req.body);
  const id = await moveCash(db(), operatorOf(res), input);
  res.json({ caixa: await registerAnswer(id) });
}

/** POST /registers/current/close { contado, observacao } → { caixa } with its differences */
export async function closeDoorRegister(req: Request, res: Response): Promise<void> {
  const input = parseBody(closeRegisterSchema, req.body);
  const id = await closeRegister(db(), operatorOf(res), input);
  res.json({ caixa: await registerAnswer(id) });
}

/** GET /registers → RegistersAnswer: every register for the admin, one's own for an operator; newest first. */
export async function listDoorRegisters(_req: Request, res: Response): Promise<void> {
  const all = db().collection(CASH_REGISTERS);
  const query = seesEveryRegister(res) ? all : all.where('operador_uid', '==', caller(res).uid);
  const snaps = await query.orderBy('aberto_em', 'desc').limit(200).get();
  const answer: RegistersAnswer = {
    caixas: snaps.docs.map((d) => registerView(d.id, readCashRegister(d.data()))),
  };
  res.json(answer);
}

/** GET /registers/:id → RegisterDetailAnswer: the register and its movements, in order. */
export async function readDoorRegister(req: Request, res: Response): Promise<void> {
  const id = docIdParam(req.params.id, 'Caixa não encontrado');
  const snap = await registerDoc(db(), id).get();
  const register = snap.exists ? readCashRegister(snap.data()) : null;
  if (!register || (!seesEveryRegister(res) && register.operador_uid !== caller(res).uid)) {
    throw doorSaleError('registerNotFound');
  }
  const moves = await registerDoc(db(), id).collection(MOVEMENTS).orderBy('em').limit(1000).get();
  const answer: RegisterDetailAnswer = {
    caixa: registerView(id, register),
    movimentos: moves.docs.map((d) => movementView(d.id, readMovement(d.data()))),
  };
  res.json(answer);
}
