// The order confirmation e-mail (pt-BR): who bought, which events and tickets, the total, a link to
// the account's tickets page, the contract's summary, and the tickets' PDF attached. Pure: the
// caller loads and sends.
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { contractSummaryLines, type ContractSummary } from '@gn/core/contract-summary';
import { formatStoredDateTime } from '@gn/core/dates';
import { orderNumber } from '@gn/core/ids';
import { cardPaymentText } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';
import { feeNote, paidTicketText } from '@gn/core/offer-price';
import { WHEELCHAIR_ROLE_LABELS } from '@gn/core/wheelchair';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import type { WithId } from '@gn/core/stored/fields';
import { orderPdfFilename } from '../tickets/pdf.ts';
import type { Mail } from './mailer.ts';
import { h, mailHtml, noticeBox } from './mail-layout.ts';
import { ageRatingMailHtml, ageRatingMailText, type MailAgeRating } from './age-rating-mail.ts';
import { contractHtml } from './order-contract.ts';
import { processEnv, readEnv, type EnvVars } from '../config.ts';

export const DEFAULT_SITE_URL = 'http://127.0.0.1:5000';

export function siteUrlFromEnv(env: EnvVars = processEnv()): string {
  return (readEnv('SITE_URL', env) ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export interface OrderConfirmationInput {
  order: WithId<StoredOrder>;
  /** the printable tickets, in issue order */
  tickets: WithId<StoredTicket>[];
  pdf: Buffer;
  siteUrl: string;
  /** the account's own address (never the e-mail typed at checkout, which anyone can type) */
  to: string;
  /** the summary of the contract the checkout showed (Decreto 7.962/2013, art. 4º II) */
  contrato?: ContractSummary | null;
  /** "Adicionar à agenda": one .ics per event of the order (wallet/event-calendar.ts) */
  calendars?: { filename: string; content: string }[];
}

export const CALENDAR_NOTE = 'Para colocar o evento na sua agenda, abra o arquivo .ics anexo.';

interface EventGroup {
  titulo: string;
  quando: string;
  local: string;
  classificacao: MailAgeRating;
  tickets: WithId<StoredTicket>[];
}

/** Tickets grouped by event, in the order their first ticket appears. */
function byEvent(tickets: WithId<StoredTicket>[]): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  for (const t of tickets) {
    let group = groups.get(t.event_id);
    if (!group) {
      group = {
        titulo: t.evento.titulo,
        quando: formatStoredDateTime(t.evento.data_inicio),
        local: t.evento.local,
        classificacao: { rating: t.evento.classificacao_indicativa, rule: t.evento.regra_menores },
        tickets: [],
      };
      groups.set(t.event_id, group);
    }
    group.tickets.push(t);
  }
  return [...groups.values()];
}

export function confirmationSubject(groups: Pick<EventGroup, 'titulo'>[]): string {
  const [first, ...rest] = groups;
  if (!first) return 'Seus ingressos';
  const more = rest.length === 0 ? '' : ` e mais ${rest.length} ${rest.length === 1 ? 'evento' : 'eventos'}`;
  // A header is one line, whatever an admin typed into the title.
  return `Seus ingressos — ${first.titulo}${more}`.replace(/\s+/g, ' ').trim();
}

/** The ticket's kind, and which of a wheelchair space's pair it is ('… · Acompanhante de cadeirante'). */
function ticketKind(t: Pick<StoredTicket, 'tipo' | 'lugar_acessivel'>): string {
  return t.lugar_acessivel ? `${t.tipo} · ${WHEELCHAIR_ROLE_LABELS[t.lugar_acessivel]}` : t.tipo;
}

export function buildOrderConfirmation(input: OrderConfirmationInput): Mail {
  const { order, tickets, pdf } = input;
  const groups = byEvent(tickets);
  const number = orderNumber(order.id);
  // The total with the service fee itemised, each ticket at what was paid for it (fee included).
  const fee = feeNote(order.taxas);
  const total = fee ? `${formatBRL(order.total)} (${fee})` : formatBRL(order.total);
  const paid = (t: WithId<StoredTicket>) => paidTicketText(t.preco_unitario, t.taxa_unitaria);
  const link = `${input.siteUrl}/conta/ingressos`;
  const nome = order.comprador.nome;
  const hasMeia = tickets.some((t) => t.meia_entrada === true);
  const paidWith = cardPaymentText(order);

  const text = [
    `Olá, ${nome}!`,
    '',
    `Seu pagamento foi confirmado. Pedido ${number}.`,
    '',
    ...groups.flatMap((g) => [
      g.titulo,
      `Data: ${g.quando}`,
      `Local: ${g.local}`,
      ...ageRatingMailText(g.classificacao),
      ...g.tickets.map((t) => `- ${ticketKind(t)} · ${t.titular} · ${paid(t)} · ${t.codigo_serial}`),
      '',
    ]),
    `Total: ${total}`,
    ...(paidWith ? [paidWith] : []),
    '',
    ...(hasMeia ? [MEIA_DOCUMENT_NOTICE, ''] : []),
    'Seus ingressos estão no PDF anexo. Apresente o QR Code de cada ingresso na entrada do evento.',
    ...(input.calendars?.length ? [CALENDAR_NOTE] : []),
    `Você também encontra seus ingressos em ${link}`,
    '',
    ...(input.contrato ? [...contractSummaryLines(input.contrato, input.siteUrl), ''] : []),
    'GN Ingressos',
  ].join('\n');

  const eventsHtml = groups
    .map(
      (g) => `
      <h2 style="margin:24px 0 4px;font-size:18px;color:#16131f">${h(g.titulo)}</h2>
      <p style="margin:0 0 8px;color:#57536a">${h(g.quando)} · ${h(g.local)}</p>
      ${ageRatingMailHtml(g.classificacao)}
      <table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">
        ${g.tickets
          .map(
            (t) => `<tr style="border-top:1px solid #e4e1ef"><td>
          <strong>${h(ticketKind(t))}</strong> · ${h(t.titular)}<br>
          <span>${h(paid(t))}</span><br>
          <span style="font-family:monospace;color:#57536a;word-break:break-all">${h(t.codigo_serial)}</span></td></tr>`,
          )
          .join('')}
      </table>`,
    )
    .join('');

  const html = mailHtml({
    title: confirmationSubject(groups),
    greetingName: nome,
    link,
    body: `
      <p>Seu pagamento foi confirmado. Pedido <strong>${h(number)}</strong>.</p>
      ${eventsHtml}
      <p style="margin-top:24px;font-size:16px">Total: <strong>${h(total)}</strong></p>
      ${paidWith ? `<p style="margin:4px 0 0;color:#57536a">${h(paidWith)}</p>` : ''}
      ${hasMeia ? noticeBox(MEIA_DOCUMENT_NOTICE) : ''}
      <p>Seus ingressos estão no PDF anexo. Apresente o QR Code de cada ingresso na entrada do evento.</p>
      ${input.calendars?.length ? `<p>${h(CALENDAR_NOTE)}</p>` : ''}
      ${input.contrato ? contractHtml(input.contrato, input.siteUrl) : ''}`,
  });

  return {
    to: { name: nome, address: input.to },
    subject: confirmationSubject(groups),
    text,
    html,
    attachments: [
      { filename: orderPdfFilename(order.id), content: pdf, contentType: 'application/pdf' },
      ...(input.calendars ?? []).map((c) => ({
        filename: c.filename,
        content: Buffer.from(c.content),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      })),
    ],
  };
}
