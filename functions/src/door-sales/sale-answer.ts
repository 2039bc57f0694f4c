// What the sale screen is told about a door sale (a fresh one, a retry or the PIX screen's poll):
// its status, method, total and change, the PIX QR while it waits, and once paid each ticket with
// its QR drawn here (the buyer may photograph it from the screen instead of a printout).
import type { DoorSaleAnswer } from '@gn/core/schemas/door-sale';
import type { Firestore } from 'firebase-admin/firestore';
import { qrPng } from '../tickets/pdf.ts';
import { isPrintable, loadOrder, ticketsOfOrder } from '../tickets/store.ts';
import { doorSaleError } from './door-errors.ts';

export async function doorSaleAnswer(db: Firestore, orderId: string): Promise<DoorSaleAnswer> {
  const order = await loadOrder(db, orderId);
  if (!order?.bilheteria || order.canal !== 'bilheteria') throw doorSaleError('orderNotFound');
  const paid = order.status === 'pago';
  const tickets = paid ? (await ticketsOfOrder(db, orderId)).filter(isPrintable) : [];
  const ingressos = await Promise.all(
    tickets.map(async (t) => ({
      id: t.id,
      codigo_serial: t.codigo_serial,
      tipo: t.tipo,
      titular: t.titular,
      qr: `data:image/png;base64,${(await qrPng(t.qr_code!)).toString('base64')}`,
    })),
  );
  return {
    orderId,
    status: order.status ?? 'desconhecido',
    metodo: order.bilheteria.metodo,
    total: order.total,
    troco: order.bilheteria.troco,
    pix:
      order.pix && order.status === 'aguardando_pagamento'
        ? {
            payload: order.pix.payload,
            encodedImage: order.pix.encoded_image,
            expiraEm: order.pix.expira_em?.toISOString() ?? null,
          }
        : null,
    ingressos,
  };
}
