import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../firebase.ts';
import { caller } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { diffDocuments } from '../../audit/diff.ts';
import { addAuditEntry, labelOf } from '../../audit/entry.ts';
import { nextStock } from './stock-math.ts';
import { EVENT_NOT_FOUND, docIdParam, parseStockBody, stockConflictMessage } from './validators.ts';

function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * POST /api/admin/events/:id/stock { total } → 200 { total, disponivel, vendidos_ou_reservados }
 * One transaction on event_stock/{id} (created for a new event). Refuses (409) a total below what
 * is sold or reserved. The browser never writes event_stock.
 */
export async function setEventStock(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, EVENT_NOT_FOUND);
  const total = parseStockBody(req.body);
  const actor = caller(res);
  const eventRef = db().doc(`events/${eventId}`);
  const stockRef = db().doc(`event_stock/${eventId}`);

  const result = await db().runTransaction(async (tx) => {
    const [event, stock] = await Promise.all([tx.get(eventRef), tx.get(stockRef)]);
    if (!event.exists) throw new ApiError('not_found', EVENT_NOT_FOUND);
    const before = stock.data();
    const current = before ? { total: asCount(before.total), disponivel: asCount(before.disponivel) } : null;
    const next = nextStock(current, total);
    if ('conflict' in next) throw new ApiError('conflict', stockConflictMessage(next.conflict));
    if (current && current.total === next.total && current.disponivel === next.disponivel) return next;
    const after = { total: next.total, disponivel: next.disponivel };
    tx.set(stockRef, { ...after, updated_at: FieldValue.serverTimestamp() });
    await addAuditEntry(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email ?? null,
      action: before ? 'update' : 'create',
      target: `event_stock/${eventId}`,
      targetLabel: labelOf(event.data()),
      changes: diffDocuments(current ?? undefined, after),
      source: 'function',
    });
    return next;
  });
  res.json(result);
}
