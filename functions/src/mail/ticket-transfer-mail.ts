// The e-mail a ticket's new holder gets after a transfer: who sent it, the event, the ticket's
// PDF attached (its new QR code), and where to find it online. Pure, unit-tested.
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { formatStoredDateTime } from '@gn/core/dates';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { ticketPdfFilename } from '../tickets/pdf.ts';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';

export interface TransferMailInput {
  ticket: WithId<StoredTicket>;
  pdf: Buffer;
  siteUrl: string;
  /** the new holder's e-mail, typed by the sender */
  to: string;
  /** the sender's name as the ticket named them before the transfer */
  fromName: string;
}

export function buildTransferMail({ ticket, pdf, siteUrl, to, fromName }: TransferMailInput): Mail {
  const quando = formatStoredDateTime(ticket.evento.data_inicio);
  const link = `${siteUrl}/conta/ingressos`;
  const lines = [
    `Olá, ${ticket.titular}!`,
    '',
    `${fromName} transferiu para você um ingresso de ${ticket.evento.titulo}.`,
    `Data: ${quando}`,
    `Local: ${ticket.evento.local}`,
    `Ingresso: ${ticket.tipo} · ${ticket.codigo_serial}`,
    '',
    'O ingresso está no PDF anexo: apresente o QR Code dele na entrada, com um documento com foto.',
    ...(ticket.meia_entrada ? [MEIA_DOCUMENT_NOTICE] : []),
    // A ticket joins an account only once its e-mail is confirmed (issue 26, item 2).
    `Com uma conta na GN Ingressos com este e-mail confirmado, ele também aparece em ${link}`,
    '',
    'GN Ingressos',
  ];
  const html = mailHtml({
    title: transferSubject(ticket),
    greetingName: ticket.titular,
    link,
    body: `
      <p><strong>${h(fromName)}</strong> transferiu para você um ingresso de <strong>${h(ticket.evento.titulo)}</strong>.</p>
      <p style="color:#57536a">${h(quando)} · ${h(ticket.evento.local)}</p>
      <p>${h(ticket.tipo)} · <span style="font-family:monospace">${h(ticket.codigo_serial)}</span></p>
      <p>O ingresso está no PDF anexo: apresente o QR Code dele na entrada, com um documento com foto.</p>
      ${ticket.meia_entrada ? noticeBox(MEIA_DOCUMENT_NOTICE) : ''}`,
  });
  return {
    to: { name: ticket.titular, address: to },
    subject: transferSubject(ticket),
    text: lines.join('\n'),
    html,
    attachments: [{ filename: ticketPdfFilename(ticket), content: pdf, contentType: 'application/pdf' }],
  };
}

export function transferSubject(ticket: Pick<StoredTicket, 'evento'>): string {
  return `Você recebeu um ingresso — ${ticket.evento.titulo}`.replace(/\s+/g, ' ').trim();
}
