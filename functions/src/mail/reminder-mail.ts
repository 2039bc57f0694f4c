// The reminder e-mail (pt-BR) a buyer gets in the 24 hours before the event: when (São Paulo
// time, "hoje" or "amanhã"), where with a Google Maps link, the still valid tickets in the PDF
// attached, the meia-entrada document note when the order has meia tickets, and the link to the
// account's tickets. Pure: send-reminders.ts loads, sends and logs.
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { formatDateTime, formatTime } from '@gn/core/dates';
import { orderNumber } from '@gn/core/ids';
import type { StoredOrder } from '@gn/core/stored/order';
import { reminderDay } from '@gn/core/reminders';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { orderPdfFilename } from '../tickets/pdf.ts';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';

export interface ReminderEvent {
  titulo: string;
  data_inicio: Date;
  /** the venue as the admin typed it (name and address): what the map searches for */
  local: string;
}

export interface ReminderMailInput {
  order: WithId<StoredOrder>;
  event: ReminderEvent;
  /** the order's active tickets, in issue order (the PDF holds these) */
  tickets: WithId<StoredTicket>[];
  pdf: Buffer;
  siteUrl: string;
  /** the account's own address */
  to: string;
  now: Date;
}

/** Google's documented search URL: opens the map app on a phone, the web map elsewhere. */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** 'amanhã às 20:00', 'hoje às 20:00', or the full date when neither (a late or slow run). */
export function reminderWhen(start: Date, now: Date): string {
  const day = reminderDay(start, now);
  return day ? `${day} às ${formatTime(start)}` : formatDateTime(start);
}

export function reminderSubject(event: Pick<ReminderEvent, 'titulo' | 'data_inicio'>, now: Date): string {
  // A header is one line, whatever an admin typed into the title.
  return `Lembrete: ${event.titulo} é ${reminderWhen(event.data_inicio, now)}`.replace(/\s+/g, ' ').trim();
}

export function buildReminderMail(input: ReminderMailInput): Mail {
  const { order, event, tickets, pdf, now } = input;
  const nome = order.comprador.nome;
  const number = orderNumber(order.id);
  const link = `${input.siteUrl}/conta/ingressos`;
  const map = mapsLink(event.local);
  const quando = formatDateTime(event.data_inicio);
  const hasMeia = tickets.some((t) => t.meia_entrada === true);
  const count = tickets.length === 1 ? '1 ingresso' : `${tickets.length} ingressos`;
  const subject = reminderSubject(event, now);

  const text = [
    `Olá, ${nome}!`,
    '',
    `Falta pouco: ${event.titulo} é ${reminderWhen(event.data_inicio, now)}.`,
    '',
    `Data: ${quando}`,
    `Local: ${event.local}`,
    `Como chegar: ${map}`,
    '',
    `Pedido ${number} · ${count}:`,
    ...tickets.map((t) => `- ${t.tipo} · ${t.titular} · ${t.codigo_serial}`),
    '',
    ...(hasMeia ? [MEIA_DOCUMENT_NOTICE, ''] : []),
    'Seus ingressos estão no PDF anexo. Apresente o QR Code de cada ingresso na entrada do evento.',
    `Você também encontra seus ingressos em ${link}`,
    '',
    'GN Ingressos',
  ].join('\n');

  const html = mailHtml({
    title: subject,
    greetingName: nome,
    link,
    body: `
      <p>Falta pouco: <strong>${h(event.titulo)}</strong> é ${h(reminderWhen(event.data_inicio, now))}.</p>
      <table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
        <tr style="border-top:1px solid #e4e1ef"><td style="color:#57536a;width:64px">Data</td><td><strong>${h(quando)}</strong></td></tr>
        <tr style="border-top:1px solid #e4e1ef"><td style="color:#57536a">Local</td><td><strong>${h(event.local)}</strong><br>
          <a href="${h(map)}" style="color:#5b34f2">Ver no mapa (Google Maps)</a></td></tr>
      </table>
      <h2 style="margin:24px 0 4px;font-size:16px;color:#16131f">Pedido ${h(number)} · ${h(count)}</h2>
      <table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
        ${tickets
          .map(
            (t) => `<tr style="border-top:1px solid #e4e1ef"><td>
          <strong>${h(t.tipo)}</strong> · ${h(t.titular)}<br>
          <span style="font-family:monospace;color:#57536a;word-break:break-all">${h(t.codigo_serial)}</span></td></tr>`,
          )
          .join('')}
      </table>
      ${hasMeia ? noticeBox(MEIA_DOCUMENT_NOTICE) : ''}
      <p>Seus ingressos estão no PDF anexo. Apresente o QR Code de cada ingresso na entrada do evento.</p>`,
  });

  return {
    to: { name: nome, address: input.to },
    subject,
    text,
    html,
    attachments: [{ filename: orderPdfFilename(order.id), content: pdf, contentType: 'application/pdf' }],
  };
}
