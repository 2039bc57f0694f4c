// The operator's cash register: "Abrir caixa" with the float, a withdrawal (sangria) or top-up
// (suprimento) with its reason, "Fechar caixa" with the money counted by method. Each is one
// transaction that writes the register's figures by increments (core/src/cash-register.ts), the
// movement and the audit entry together; the operator's lock keeps one open register per person.
import { moveIncrements, openingFigures, registerDifference, withdrawalError } from '@gn/core/cash-register';
import type { CashMoveRequest, CloseRegisterRequest, OpenRegisterRequest } from '@gn/core/schemas/door-sale';
import { readEvent } from '@gn/core/stored/event';
import { readCashRegister } from '@gn/core/stored/cash-register';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { ordersPlain, eventDoc } from '../store/documents.ts';
import { doorSaleError } from './door-errors.ts';
import { lockDoc, movementDoc, registerDoc, CASH_REGISTERS } from '../store/cash-registers.ts';
import { requireOpenRegister } from './register-store.ts';

/** Who works the register (from the verified token). */
export interface Operator {
  uid: string;
  nome: string;
  email: string | null;
}

function audit(operator: Operator, registerId: string, label: string, changes: Record<string, unknown>) {
  return {
    actorUid: operator.uid,
    actorEmail: operator.email,
    action: 'update' as const,
    target: `${CASH_REGISTERS}/${registerId}`,
    targetLabel: label,
    changes: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, { before: null, after: v }])),
    source: 'function' as const,
  };
}

/** Opens the operator's register for an event (the caller checked the scope); answers its id. */
export async function openRegister(
  db: Firestore,
  operator: Operator,
  request: OpenRegisterRequest,
  now = new Date(),
) {
  const ref = db.collection(CASH_REGISTERS).doc();
  await db.runTransaction(async (tx) => {
    const [lock, eventSnap] = await Promise.all([
      tx.get(lockDoc(db, operator.uid)),
      tx.get(eventDoc(db, request.event_id)),
    ]);
    if (lock.exists) throw doorSaleError('alreadyOpen');
    if (!eventSnap.exists) throw doorSaleError('eventUnavailable');
    const event = readEvent(eventSnap.data());
    const at = Timestamp.fromDate(now);
    tx.create(lockDoc(db, operator.uid), { caixa_id: ref.id, em: at });
    tx.create(ref, {
      status: 'aberto',
      event_id: request.event_id,
      event_titulo: event.titulo,
      operador_uid: operator.uid,
      operador_nome: operator.nome,
      operador_email: operator.email,
      aberto_em: at,
      fechado_em: null,
      ...openingFigures(request.troco_inicial),
      contado: null,
      diferenca: null,
      observacao: null,
    });
    tx.create(movementDoc(db, ref.id), movement(operator, 'abertura', request.troco_inicial, null, at));
    const label = `Caixa de ${operator.nome} — ${event.titulo}`;
    await addAuditEntry(tx, {
      ...audit(operator, ref.id, label, { status: 'aberto', troco_inicial: request.troco_inicial }),
      action: 'create',
    });
  });
  return ref.id;
}

function movement(operator: Operator, tipo: string, valor: number, motivo: string | null, em: Timestamp) {
  return {
    tipo,
    metodo: tipo === 'abertura' ? 'dinheiro' : null,
    valor,
    order_id: null,
    motivo,
    por: operator.uid,
    por_nome: operator.nome,
    em,
  };
}

/** A withdrawal (never more than the cash expected) or a top-up of the operator's open register. */
export async function moveCash(
  db: Firestore,
  operator: Operator,
  request: CashMoveRequest,
  now = new Date(),
) {
  return db.runTransaction(async (tx) => {
    const { id, register } = await requireOpenRegister(db, operator.uid, tx);
    if (request.tipo === 'sangria') {
      const refused = withdrawalError(register.esperado.dinheiro, request.valor);
      if (refused) throw doorSaleError('withdrawalTooLarge', refused);
    }
    const at = Timestamp.fromDate(now);
    const increments = moveIncrements(request.tipo, request.valor);
    tx.update(registerDoc(db, id), {
      ...Object.fromEntries(Object.entries(increments).map(([k, v]) => [k, FieldValue.increment(v)])),
    });
    tx.create(movementDoc(db, id), {
      ...movement(operator, request.tipo, request.valor, request.motivo, at),
      metodo: 'dinheiro',
    });
    await addAuditEntry(
      tx,
      audit(operator, id, `Caixa de ${register.operador_nome} — ${register.event_titulo}`, {
        [request.tipo]: request.valor,
        motivo: request.motivo,
      }),
    );
    return id;
  });
}

/**
 * Closes the operator's open register with what was counted: the difference by method against the
 * expected figures is stored with it. Refused while a PIX sale of the register waits for payment
 * (it would land on a closed register): the operator waits for it or cancels it.
 */
export async function closeRegister(
  db: Firestore,
  operator: Operator,
  request: CloseRegisterRequest,
  now = new Date(),
): Promise<string> {
  return db.runTransaction(async (tx) => {
    const { id } = await requireOpenRegister(db, operator.uid, tx);
    const pending = await tx.get(
      ordersPlain(db)
        .where('bilheteria.caixa_id', '==', id)
        .where('status', '==', 'aguardando_pagamento')
        .limit(1),
    );
    if (!pending.empty) throw doorSaleError('pendingSales');
    // Read again inside the transaction: the figures a sale may have just incremented.
    const register = readCashRegister((await tx.get(registerDoc(db, id))).data());
    const diferenca = registerDifference(register.esperado, request.contado);
    const at = Timestamp.fromDate(now);
    tx.update(registerDoc(db, id), {
      status: 'fechado',
      fechado_em: at,
      contado: request.contado,
      diferenca,
      observacao: request.observacao || null,
    });
    tx.delete(lockDoc(db, operator.uid));
    tx.create(movementDoc(db, id), {
      ...movement(operator, 'fechamento', request.contado.dinheiro, request.observacao || null, at),
      metodo: 'dinheiro',
    });
    await addAuditEntry(
      tx,
      audit(operator, id, `Caixa de ${register.operador_nome} — ${register.event_titulo}`, {
        status: 'fechado',
        esperado: register.esperado,
        contado: request.contado,
        diferenca,
      }),
    );
    return id;
  });
}
