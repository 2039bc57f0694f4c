// The box office's printout: a receipt-sized PDF, 80 mm wide (thermal printers), one block per
// ticket with its QR code (what check-in scans), the event, the kind, the price and fee as sold,
// and at the top who sells (the company's name and CNPJ, Decreto 7.962/2013) and who sold it.
import { formatStoredDateTime } from '@gn/core/dates';
import { DOOR_METHOD_LABELS } from '@gn/core/door-sale';
import { orderNumber } from '@gn/core/ids';
import { formatBRL } from '@gn/core/money';
import { paidTicketText } from '@gn/core/offer-price';
import { sellerLine } from '@gn/core/seller';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import type { CompanySettings } from '@gn/core/schemas/company-settings';
import { qrPng } from '../tickets/pdf.ts';

/** 80 mm in PostScript points. */
export const RECEIPT_WIDTH = 226.77;
const MARGIN = 12;
const QR = 150;
const HEADER = 150;
const PER_TICKET = 262;
const FOOTER = 60;

export function receiptFilename(orderId: string): string {
  return `bilheteria-${orderNumber(orderId).replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}

export async function renderReceiptPdf(input: {
  order: WithId<StoredOrder>;
  tickets: WithId<StoredTicket>[];
  seller: CompanySettings | null;
}): Promise<Buffer> {
  const { order, tickets, seller } = input;
  const qrs = await Promise.all(tickets.map((t) => qrPng(t.qr_code ?? t.id)));
  const { default: PDFDocument } = await import('pdfkit');
  const height = HEADER + tickets.length * PER_TICKET + FOOTER;
  const doc = new PDFDocument({
    size: [RECEIPT_WIDTH, height],
    margin: MARGIN,
    info: { Title: `Bilheteria — pedido ${orderNumber(order.id)}`, Author: 'GN Ingressos' },
  });
  const width = RECEIPT_WIDTH - 2 * MARGIN;
  const line = (text: string, size = 8, font = 'Helvetica') =>
    doc.font(font).fontSize(size).text(text, { width, align: 'center' });
  line(seller ? seller.nome_fantasia || seller.razao_social : 'GN Ingressos', 11, 'Helvetica-Bold');
  if (seller) line(sellerLine(seller), 7);
  line(`Pedido ${orderNumber(order.id)} · ${formatStoredDateTime(order.paid_at ?? order.created_at)}`, 7);
  const sale = order.bilheteria;
  if (sale) {
    line(`Vendido por ${sale.operador_nome} · ${DOOR_METHOD_LABELS[sale.metodo]}`, 7);
    if (sale.autorizacao) line(`Autorização ${sale.autorizacao}`, 7);
  }
  line(`Total ${formatBRL(order.total)}`, 10, 'Helvetica-Bold');
  if (sale?.recebido != null)
    line(`Recebido ${formatBRL(sale.recebido)} · Troco ${formatBRL(sale.troco ?? 0)}`, 7);

  tickets.forEach((ticket, n) => {
    const top = HEADER + n * PER_TICKET;
    doc
      .moveTo(MARGIN, top - 6)
      .lineTo(RECEIPT_WIDTH - MARGIN, top - 6)
      .dash(2, { space: 2 })
      .stroke()
      .undash();
    doc.y = top;
    line(ticket.evento.titulo, 10, 'Helvetica-Bold');
    line(`${formatStoredDateTime(ticket.evento.data_inicio)} · ${ticket.evento.local}`, 7);
    line(ticket.tipo, 9, 'Helvetica-Bold');
    line(paidTicketText(ticket.preco_unitario, ticket.taxa_unitaria), 7);
    line(`Titular: ${ticket.titular}`, 7);
    doc.image(qrs[n]!, (RECEIPT_WIDTH - QR) / 2, doc.y + 4, { width: QR, height: QR });
    doc.y += QR + 8;
    line(ticket.codigo_serial, 7);
  });
  doc.y = height - FOOTER + 8;
  line('Apresente o QR Code na entrada. Cada ingresso vale para uma pessoa e uma só entrada.', 6);

  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
