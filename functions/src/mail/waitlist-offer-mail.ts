// The e-mail the first person in a waiting list gets when tickets free up: how many are held for
// them, until when, and the event page where they buy them (signed in with the same account).
// Pure, unit-tested.
import { formatDateTime, formatTime } from '@gn/core/dates';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';

export interface WaitlistOfferMailInput {
  to: string;
  nome: string;
  quantity: number;
  endsAt: Date;
  event: { titulo: string; slug: string; data_inicio: Date; local: string };
  siteUrl: string;
}

export function waitlistOfferSubject(titulo: string): string {
  return `Ingressos liberados para você — ${titulo}`.replace(/\s+/g, ' ').trim();
}

export function buildWaitlistOfferMail(input: WaitlistOfferMailInput): Mail {
  const { event, quantity } = input;
  const link = `${input.siteUrl}/eventos/${encodeURIComponent(event.slug)}`;
  const what = quantity === 1 ? '1 ingresso está reservado' : `${quantity} ingressos estão reservados`;
  const until = `até ${formatTime(input.endsAt)} de ${formatDateTime(input.endsAt).slice(0, 10)}`;
  const notice = `A reserva vale ${until}. Depois disso, os ingressos passam para a próxima pessoa da fila.`;
  const subject = waitlistOfferSubject(event.titulo);
  const text = [
    `Olá, ${input.nome}!`,
    '',
    `Chegou a sua vez na lista de espera de ${event.titulo}: ${what} para você.`,
    `Evento: ${formatDateTime(event.data_inicio)} · ${event.local}`,
    notice,
    `Compre entrando com esta conta em ${link}`,
    '',
    'GN Ingressos',
  ].join('\n');
  const html = mailHtml({
    title: subject,
    greetingName: input.nome,
    link,
    body: `
      <p>Chegou a sua vez na lista de espera de <strong>${h(event.titulo)}</strong>: ${h(what)} para você.</p>
      <p style="color:#57536a">${h(formatDateTime(event.data_inicio))} · ${h(event.local)}</p>
      ${noticeBox(notice)}
      <p><a href="${h(link)}">Comprar meus ingressos</a> (entre com esta conta).</p>`,
  });
  return { to: { name: input.nome, address: input.to }, subject, text, html };
}
