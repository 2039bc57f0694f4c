// /api/admin/door-sales/sales: sell (POST), follow a sale (GET: the PIX screen polls it until the
// webhook marks it paid), cancel a PIX that was not paid, and print the receipt-sized PDF. A sale
// is the operator's own (or any, for the admin), at an event of the caller's scope.
import type { Request, Response } from 'express';
import { doorSaleSchema } from '@gn/core/schemas/door-sale';
import { db } from '../../../firebase.ts';
import { caller, requireAt } from '../../../http/auth.ts';
import { docIdParam } from '../../../http/params.ts';
import { parseBody } from '../../../http/validate.ts';
import { doorSaleError } from '../../../door-sales/door-errors.ts';
import { renderReceiptPdf, receiptFilename } from '../../../door-sales/receipt-pdf.ts';
import { doorSaleAnswer } from '../../../door-sales/sale-answer.ts';
import { sellAtDoor } from '../../../door-sales/sell.ts';
import { applyOrderStatus } from '../../../orders/transitions.ts';
import { companySettings } from '../../../settings/company-settings.ts';
import { isPrintable, loadOrder, ticketsOfOrder } from '../../../tickets/store.ts';
import { operatorOf, seesEveryRegister } from './operator.ts';

/** POST /sales → 201 DoorSaleAnswer (a retry with the same key answers the same sale). */
export async function sellDoorTickets(req: Request, res: Response): Promise<void> {
  const input = parseBody(doorSaleSchema, req.body);
  requireAt(res, 'vender_na_porta', { eventId: input.items[0]!.event_id });
  res.status(201).json(await sellAtDoor(db(), operatorOf(res), input));
}

/** The door order the caller may see, or 404. */
async function callersSale(req: Request, res: Response) {
  const orderId = docIdParam(req.params.id, 'Venda não encontrada');
  const order = await loadOrder(db(), orderId);
  const sale = order?.canal === 'bilheteria' ? order.bilheteria : null;
  if (!order || !sale || (!seesEveryRegister(res) && sale.operador_uid !== caller(res).uid)) {
    throw doorSaleError('orderNotFound');
  }
  requireAt(res, 'vender_na_porta', { eventId: order.event_ids[0] ?? '' });
  return order;
}

/** GET /sales/:id → DoorSaleAnswer */
export async function readDoorSale(req: Request, res: Response): Promise<void> {
  const order = await callersSale(req, res);
  res.json(await doorSaleAnswer(db(), order.id));
}

/** POST /sales/:id/cancel → DoorSaleAnswer: a PIX not paid is given up (its charge removed, its places back). */
export async function cancelDoorSale(req: Request, res: Response): Promise<void> {
  const order = await callersSale(req, res);
  if (order.status !== 'aguardando_pagamento') throw doorSaleError('notPending');
  const result = await applyOrderStatus(order.id, 'cancelado', {
    origem: 'bilheteria',
    por: caller(res).uid,
    motivo: 'PIX não pago na bilheteria',
  });
  if (!result.changed && result.status !== 'cancelado') throw doorSaleError('notPending');
  res.json(await doorSaleAnswer(db(), order.id));
}

/** GET /sales/:id/receipt.pdf → the 80 mm receipt with one QR per ticket. */
export async function doorSaleReceipt(req: Request, res: Response): Promise<void> {
  const order = await callersSale(req, res);
  if (order.status !== 'pago') throw doorSaleError('notPaid');
  const [tickets, seller] = await Promise.all([ticketsOfOrder(db(), order.id), companySettings(db())]);
  const pdf = await renderReceiptPdf({ order, tickets: tickets.filter(isPrintable), seller });
  res.set('Content-Type', 'application/pdf');
  res.set('Content-Disposition', `inline; filename="${receiptFilename(order.id)}"`);
  res.send(pdf);
}
