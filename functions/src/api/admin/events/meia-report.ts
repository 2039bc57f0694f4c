// GET /api/admin/events/:id/meia-entrada → 200 MeiaReportAnswer (core/src/schemas/meia-report.ts):
// the event's meia-entrada report (Decreto 8.537/2015). Sold: paid tickets counted by kind (one
// count per half-price kind, index tickets event_id + tipo_preco + status); reserved: the lines of
// the unpaid orders still holding their places (few at any time); the quota and what is left of
// it: `event_stock/{id}` as the event page's counter reads it, never a second count.
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { addOrderLines, meiaReport, MEIA_REPORT_KINDS, type KindCounts } from '@gn/core/meia-report';
import { MEIA_REPORT_EVENT_NOT_FOUND, type MeiaReportAnswer } from '@gn/core/schemas/meia-report';
import { readEventStock } from '@gn/core/stored/content';
import { readOrder } from '@gn/core/stored/order';
import { db } from '../../../firebase.ts';
import { ApiError } from '../../../http/errors.ts';
import { docIdParam } from '../../../http/params.ts';
import { eventRef, ordersPlain, ticketsPlain } from '../../../store/documents.ts';
import { PRINTABLE_TICKET_STATUSES } from '../../../tickets/store.ts';

/** Paid tickets of each half-price kind (checked-in ones included). */
async function soldByKind(firestore: Firestore, eventId: string): Promise<KindCounts> {
  const counts: KindCounts = {};
  await Promise.all(
    MEIA_REPORT_KINDS.map(async (tipo) => {
      const snap = await ticketsPlain(firestore)
        .where('event_id', '==', eventId)
        .where('tipo_preco', '==', tipo)
        .where('status', 'in', [...PRINTABLE_TICKET_STATUSES])
        .count()
        .get();
      counts[tipo] = { vendidas: snap.data().count, reservadas: 0 };
    }),
  );
  return counts;
}

/** Adds the lines of the event's unpaid orders (their places are held until paid or released). */
async function addReserved(firestore: Firestore, eventId: string, counts: KindCounts): Promise<void> {
  // The admin list's query (event_ids contains + status + created_at desc, an existing index).
  const snap = await ordersPlain(firestore)
    .where('event_ids', 'array-contains', eventId)
    .where('status', '==', 'aguardando_pagamento')
    .orderBy('created_at', 'desc')
    .select('items')
    .get();
  for (const doc of snap.docs) addOrderLines(counts, readOrder(doc.data()).items, eventId, 'reservadas');
}

export async function eventMeiaReport(eventId: string, now = new Date()): Promise<MeiaReportAnswer> {
  const firestore = db();
  const [event, stock, counts] = await Promise.all([
    eventRef(firestore, eventId).get(),
    firestore.doc(`event_stock/${eventId}`).get(),
    soldByKind(firestore, eventId),
  ]);
  const data = event.data();
  if (!data) throw new ApiError('not_found', MEIA_REPORT_EVENT_NOT_FOUND);
  await addReserved(firestore, eventId, counts);
  const figures = stock.exists ? readEventStock(stock.data()) : null;
  return {
    evento: {
      id: eventId,
      titulo: data.titulo || eventId,
      data_inicio: data.data_inicio?.toISOString() ?? null,
    },
    gerado_em: now.toISOString(),
    ...meiaReport({
      total: figures?.total ?? null,
      meiaTotal: figures?.meia_total ?? null,
      meiaDisponivel: figures?.meia_disponivel ?? null,
      counts,
    }),
  };
}

export async function readMeiaReport(req: Request, res: Response): Promise<void> {
  const eventId = docIdParam(req.params.id, MEIA_REPORT_EVENT_NOT_FOUND);
  res.json(await eventMeiaReport(eventId));
}
