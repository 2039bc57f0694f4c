// The printable tickets: one A4 page per ticket with the event, the holder and a large QR code of
// the ticket's signed code (what check-in scans). The standard Helvetica fonts are enough: pdfkit
// encodes them in WinAnsi, which covers every pt-BR letter (ã, ç, é, ...), so no font file ships.
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { wheelchairTicketNotice } from '@gn/core/wheelchair';
import { formatDateTime, formatStoredDateTime } from '@gn/core/dates';
import { cardPaymentText } from '@gn/core/installments';
import { orderNumber } from '@gn/core/ids';
import { soldTicketPrice } from '@gn/core/offer-price';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { drawAgeRating } from './pdf-rating.ts';

export interface TicketsPdfInput {
  /** null when the order document is gone: the order number then comes from the ticket. */
  order: WithId<StoredOrder> | null;
  tickets: WithId<StoredTicket>[];
}

export const ENTRY_NOTE =
  'Apresente este QR Code na entrada do evento, impresso ou na tela do celular. Cada ingresso ' +
  'vale para uma pessoa e só pode ser usado uma vez: não compartilhe este arquivo.';

const BRAND = '#5b34f2';
const INK = '#16131f';
const MUTED = '#57536a';
const LINE = '#e4e1ef';
const MARGIN = 56;
const QR_SIZE = 250;
/**
 * Where the facts start with the longest title and place (3 and 2 lines): below it, the QR gives up
 * what the event block takes beyond (the age rating's row), down to QR_MIN (still 6 cm wide).
 */
const FACTS_TOP_ROOM = 275;
const QR_MIN = 180;

/** Download and attachment names: 'ingresso-TKT-….pdf' for a ticket, 'pedido-<order number>.pdf'. */
export function ticketPdfFilename(ticket: Pick<StoredTicket, 'codigo_serial'>): string {
  return `ingresso-${safeName(ticket.codigo_serial)}.pdf`;
}

export function orderPdfFilename(orderId: string): string {
  return `pedido-${safeName(orderNumber(orderId))}.pdf`;
}

/** Keeps a name safe inside a quoted Content-Disposition filename. */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The QR as a PNG: error correction M, 4-module quiet zone, 10 px per module (crisp when printed). */
export async function qrPng(code: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(code, { errorCorrectionLevel: 'M', margin: 4, scale: 10, type: 'png' });
}

/** A ticket without its signed code cannot be printed (isPrintable keeps such tickets out). */
function signedCode(ticket: { id: string; qr_code: string | null }): string {
  if (!ticket.qr_code) throw new Error(`renderTicketsPdf: ticket ${ticket.id} has no QR code`);
  return ticket.qr_code;
}

/** The PDF of the given tickets, in the order given. Throws when there is no ticket. */
export async function renderTicketsPdf(input: TicketsPdfInput): Promise<Buffer> {
  if (input.tickets.length === 0) throw new Error('renderTicketsPdf: no ticket to render');
  const qrs = await Promise.all(input.tickets.map((t) => qrPng(signedCode(t))));
  const first = input.tickets[0]!;
  // Loaded on first use: a function instance that never renders a ticket (most API calls) does
  // not pay pdfkit's second of start-up.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: `Ingressos — ${first.evento.titulo}`,
      Author: 'GN Ingressos',
      Subject: `Pedido ${orderNumber(input.order?.id ?? first.order_id)}`,
    },
  });
  const done = collect(doc);
  input.tickets.forEach((ticket, i) =>
    drawTicketPage(doc, ticket, input.order, qrs[i]!, i, input.tickets.length),
  );
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function drawTicketPage(
  doc: PDFKit.PDFDocument,
  ticket: WithId<StoredTicket>,
  order: WithId<StoredOrder> | null,
  qr: Buffer,
  index: number,
  count: number,
): void {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const number = orderNumber(order?.id ?? ticket.order_id);

  // Brand band.
  doc.rect(0, 0, doc.page.width, 96).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(24)
    .text('GN Ingressos', MARGIN, 36, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Ingresso ${index + 1} de ${count}  ·  Pedido ${number}`, MARGIN, 44, { width, align: 'right' });

  // Event.
  // Heights cap long texts (3 and 2 lines) so that the QR always fits on the page.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22);
  doc.text(ticket.evento.titulo, MARGIN, 124, { width, height: 80, ellipsis: true });
  doc.moveDown(0.3).font('Helvetica').fontSize(13).fillColor(MUTED);
  doc.text(formatStoredDateTime(ticket.evento.data_inicio), { width });
  doc.text(ticket.evento.local, { width, height: 34, ellipsis: true });
  drawAgeRating(doc, ticket.evento, MARGIN, width, { ink: INK, muted: MUTED });

  // StoredTicket facts, two columns.
  const factsTop = doc.y + 18;
  doc
    .moveTo(MARGIN, factsTop - 8)
    .lineTo(MARGIN + width, factsTop - 8)
    .lineWidth(1)
    .stroke(LINE);
  const half = width / 2;
  fact(doc, 'Tipo de ingresso', ticket.tipo, MARGIN, factsTop, half - 12);
  // What was paid for it, the service fee itemised under it (Decreto 7.962/2013 art. 2 IV).
  const paid = soldTicketPrice(ticket.preco_unitario, ticket.taxa_unitaria);
  fact(doc, 'Valor', paid.label, MARGIN + half, factsTop, half);
  if (paid.note) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(paid.note, MARGIN + half, factsTop + 31, { width: half, lineBreak: false });
  }
  fact(doc, 'Titular', ticket.titular, MARGIN, factsTop + 46, half - 12);
  fact(doc, 'Pedido', number, MARGIN + half, factsTop + 46, half);

  // QR code, centred, with the serial under it.
  const qrTop = factsTop + 110;
  const qrSize = Math.max(QR_MIN, QR_SIZE - Math.max(0, factsTop - FACTS_TOP_ROOM));
  const qrLeft = (doc.page.width - qrSize) / 2;
  doc.image(qr, qrLeft, qrTop, { width: qrSize, height: qrSize });
  doc
    .fillColor(INK)
    .font('Courier-Bold')
    .fontSize(14)
    .text(ticket.codigo_serial, MARGIN, qrTop + qrSize + 8, { width, align: 'center' });

  doc
    .moveDown(1.2)
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(ENTRY_NOTE, MARGIN + 40, doc.y, { width: width - 80, align: 'center' });
  const paidWith = order ? cardPaymentText(order) : null;
  if (paidWith) {
    doc.moveDown(0.6).text(paidWith, MARGIN + 40, doc.y, { width: width - 80, align: 'center' });
  }
  if (ticket.meia_entrada) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(MEIA_DOCUMENT_NOTICE, MARGIN + 40, doc.y, { width: width - 80, align: 'center' });
  }
  if (ticket.lugar_acessivel) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(wheelchairTicketNotice(ticket.lugar_acessivel), MARGIN + 40, doc.y, {
        width: width - 80,
        align: 'center',
      });
  }

  doc
    .fontSize(9)
    .text('GN Ingressos · gerado em ' + formatDateTime(new Date()), MARGIN, doc.page.height - MARGIN - 12, {
      width,
      align: 'center',
      lineBreak: false,
    });
}

function fact(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
): void {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(label.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(value, x, y + 13, { width, height: 30, ellipsis: true });
}
