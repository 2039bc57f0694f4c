// A door sale counts on its register exactly when its order becomes paid: applyOrderStatus
// (orders/transitions.ts) calls this inside the same transaction that marks the order paid and
// issues its tickets, so a sale is counted once (a repeated webhook changes nothing) and never
// without its tickets. The movement's id is the order's: a retried transaction writes the same one.
import { saleIncrements } from '@gn/core/cash-register';
import { chargedAmount, type Order } from '@gn/core/order';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { addAuditEntry } from '../audit/entry.ts';
import { movementDoc, registerDoc, CASH_REGISTERS } from '../store/cash-registers.ts';

export async function countDoorSale(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: Order<Timestamp>,
  now: Date,
): Promise<void> {
  const sale = order.bilheteria;
  if (order.canal !== 'bilheteria' || !sale) return;
  const amount = chargedAmount(order);
  const increments = saleIncrements(sale.metodo, amount);
  tx.update(
    registerDoc(db, sale.caixa_id),
    Object.fromEntries(Object.entries(increments).map(([k, v]) => [k, FieldValue.increment(v)])),
  );
  tx.set(movementDoc(db, sale.caixa_id, `venda-${orderId}`), {
    tipo: 'venda',
    metodo: sale.metodo,
    valor: amount,
    order_id: orderId,
    motivo: null,
    por: sale.operador_uid,
    por_nome: sale.operador_nome,
    em: Timestamp.fromDate(now),
  });
  await addAuditEntry(tx, {
    actorUid: sale.operador_uid,
    actorEmail: sale.operador_email,
    action: 'create',
    target: `orders/${orderId}`,
    targetLabel: `Venda na bilheteria — ${order.items[0]?.event_titulo ?? ''}`,
    changes: {
      canal: { before: null, after: 'bilheteria' },
      metodo: { before: null, after: sale.metodo },
      total: { before: null, after: amount },
      caixa: { before: null, after: `${CASH_REGISTERS}/${sale.caixa_id}` },
    },
    source: 'function',
  });
}
