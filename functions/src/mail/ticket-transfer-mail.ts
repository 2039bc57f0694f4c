// The e-mail a ticket's new holder gets after a transfer: who sent it, the event, the ticket's
// PDF attached (its new QR code), and where to find it online. Pure, unit-tested.
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { formatDateTime } from '@gn/core/dates';
import type { Ticket, WithId } from '@gn/core/types';
import escapeHtml from 'escape-html';
import { ticketPdfFilename } from '../tickets/pdf.ts';
import type { Mail } from './mailer.ts';

export interface TransferMailInput {
  ticket: WithId<Ticket>;
  pdf: Buffer;
  siteUrl: string;
  /** the new holder's e-mail, typed by the sender */
  to: string;
  /** the sender's name as the ticket named them before the transfer */
  fromName: string;
}

export function buildTransferMail({ ticket, pdf, siteUrl, to, fromName }: TransferMailInput): Mail {
  const quando = formatDateTime(ticket.evento.data_inicio);
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
    `Se você tem conta na GN Ingressos com este e-mail, ele também está em ${link}`,
    '',
    'GN Ingressos',
  ];
  const h = (value: unknown): string => escapeHtml(String(value));
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${h(transferSubject(ticket))}</title></head>
<body style="margin:0;background:#f7f6fb;font-family:Helvetica,Arial,sans-serif;color:#16131f">
  <div style="max-width:600px;margin:0 auto;background:#ffffff">
    <div style="background:#5b34f2;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold">GN Ingressos</div>
    <div style="padding:8px 24px 24px">
      <p style="font-size:16px">Olá, ${h(ticket.titular)}!</p>
      <p><strong>${h(fromName)}</strong> transferiu para você um ingresso de <strong>${h(ticket.evento.titulo)}</strong>.</p>
      <p style="color:#57536a">${h(quando)} · ${h(ticket.evento.local)}</p>
      <p>${h(ticket.tipo)} · <span style="font-family:monospace">${h(ticket.codigo_serial)}</span></p>
      <p>O ingresso está no PDF anexo: apresente o QR Code dele na entrada, com um documento com foto.</p>
      ${ticket.meia_entrada ? `<p style="padding:10px 12px;background:#eeeaff;border-radius:6px"><strong>${h(MEIA_DOCUMENT_NOTICE)}</strong></p>` : ''}
      <p><a href="${h(link)}" style="display:inline-block;background:#5b34f2;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Ver meus ingressos</a></p>
    </div>
  </div>
</body></html>`;
  return {
    to: { name: ticket.titular, address: to },
    subject: transferSubject(ticket),
    text: lines.join('\n'),
    html,
    attachments: [{ filename: ticketPdfFilename(ticket), content: pdf, contentType: 'application/pdf' }],
  };
}

export function transferSubject(ticket: Pick<Ticket, 'evento'>): string {
  return `Você recebeu um ingresso — ${ticket.evento.titulo}`.replace(/\s+/g, ' ').trim();
}
