import escapeHtml from 'escape-html';
import { describe, expect, it } from 'vitest';
import type { Order } from '@gn/core/order';
import type { StoredOrder } from '@gn/core/stored/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { storedOrder, storedTicket } from '@gn/core/testing/stored';
import type { WithId } from '@gn/core/stored/fields';
import {
  buildOrderConfirmation,
  CALENDAR_NOTE,
  confirmationSubject,
  siteUrlFromEnv,
} from './order-confirmation.ts';

const ORDER_ID = 'abcdef123456';

function ticket(n: number, overrides: Partial<StoredTicket> = {}): WithId<StoredTicket> {
  return storedTicket({
    id: `${ORDER_ID}-${n}`,
    order_id: ORDER_ID,
    event_id: 'ev1',
    user_id: 'u1',
    tipo: 'Inteira',
    quantidade: 1,
    preco_unitario: 5000,
    taxa_unitaria: 500,
    status: 'ativo',
    codigo_serial: `TKT-1767225600000-SER0000${n}`,
    qr_code: 'GN1.x.y.z',
    titular: 'Maria José',
    created_at: new Date(),
    usado_em: null,
    checkin_por: null,
    evento: {
      titulo: 'Noite de Forró & São João',
      data_inicio: new Date('2027-06-24T23:00:00Z'),
      local: 'Praça Cívica, Goiânia',
      capa_url: null,
    },
    ...overrides,
  });
}

function order(overrides: Partial<Order> = {}): WithId<StoredOrder> {
  return storedOrder({
    id: ORDER_ID,
    subtotal: 10_000,
    taxas: 1_000,
    total: 11_000,
    comprador: {
      nome: 'Maria José',
      email: 'maria@example.com',
      cpf: '12345678909',
      telefone: '+5562999999999',
    },
    ...overrides,
  });
}

const pdf = Buffer.from('%PDF-1.3 fake');

describe('buildOrderConfirmation', () => {
  it('writes the pt-BR confirmation with the order, events, tickets, total, link and PDF', () => {
    const mail = buildOrderConfirmation({
      order: order(),
      tickets: [ticket(1), ticket(2, { tipo: 'Meia-entrada' })],
      pdf,
      siteUrl: 'http://127.0.0.1:7000',
      to: 'maria@example.com',
    });
    expect(mail.subject).toBe('Seus ingressos — Noite de Forró & São João');
    expect(mail.to).toEqual({ name: 'Maria José', address: 'maria@example.com' });
    const text = String(mail.text);
    for (const expected of [
      'Olá, Maria José!',
      'Pedido abcdef12',
      'Noite de Forró & São João',
      'Data: 24/06/2027 às 20:00',
      'Local: Praça Cívica, Goiânia',
      '- Inteira · Maria José · R$\u00a055,00 (inclui R$\u00a05,00 de taxa de serviço) · TKT-1767225600000-SER00001',
      '- Meia-entrada · Maria José · R$\u00a055,00 (inclui R$\u00a05,00 de taxa de serviço) · TKT-1767225600000-SER00002',
      'Total: R$\u00a0110,00 (inclui R$\u00a010,00 de taxa de serviço)',
      'http://127.0.0.1:7000/conta/ingressos',
    ]) {
      expect(text).toContain(expected);
    }
    const html = String(mail.html);
    expect(html).toContain('Olá, Maria José!');
    expect(html).toContain('Noite de Forró &amp; São João');
    expect(html).toContain('TKT-1767225600000-SER00002');
    expect(html).toContain('R$\u00a0110,00 (inclui R$\u00a010,00 de taxa de serviço)');
    expect(html).toContain('R$\u00a055,00 (inclui R$\u00a05,00 de taxa de serviço)');
    expect(html).toContain('href="http://127.0.0.1:7000/conta/ingressos"');
    expect(mail.attachments).toEqual([
      { filename: 'pedido-abcdef12.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
  });

  it('attaches each event’s .ics and says what it is for', () => {
    const mail = buildOrderConfirmation({
      order: order(),
      tickets: [ticket(1)],
      pdf,
      siteUrl: 'http://x',
      to: 'maria@example.com',
      calendars: [{ filename: 'agenda-show.ics', content: 'BEGIN:VCALENDAR' }],
    });
    expect(mail.attachments?.[1]).toMatchObject({
      filename: 'agenda-show.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(mail.text).toContain(CALENDAR_NOTE);
    expect(String(mail.html)).toContain(CALENDAR_NOTE);
  });

  it('says a half-price ticket needs its document at the door, only when the order has one', () => {
    const notice =
      'Meia-entrada: na entrada, o titular deve apresentar documento que comprove o direito ao benefício.';
    const build = (tickets: WithId<StoredTicket>[]) =>
      buildOrderConfirmation({ order: order(), tickets, pdf, siteUrl: 'http://x', to: 'maria@example.com' });
    const withMeia = build([ticket(1), ticket(2, { meia_entrada: true })]);
    expect(String(withMeia.text)).toContain(notice);
    expect(String(withMeia.html)).toContain(escapeHtml(notice));
    expect(String(build([ticket(1)]).text)).not.toContain(notice);
  });

  it("says which of a wheelchair space's pair each ticket is", () => {
    const mail = buildOrderConfirmation({
      order: order(),
      tickets: [
        ticket(1, { tipo: 'Plateia - Cadeirante', lugar_acessivel: 'cadeirante' }),
        ticket(2, {
          tipo: 'Plateia - Cadeirante',
          titular: 'Rui Acompanhante',
          lugar_acessivel: 'acompanhante',
        }),
      ],
      pdf,
      siteUrl: 'http://x',
      to: 'maria@example.com',
    });
    expect(String(mail.text)).toContain('- Plateia - Cadeirante · Espaço para cadeirante · Maria José');
    expect(String(mail.text)).toContain(
      '- Plateia - Cadeirante · Acompanhante de cadeirante · Rui Acompanhante',
    );
    expect(String(mail.html)).toContain('Plateia - Cadeirante · Acompanhante de cadeirante');
  });

  it("states each event's age rating and rule for minors; nothing for tickets without one", () => {
    const rated = ticket(1, {
      evento: {
        ...ticket(1).evento,
        classificacao_indicativa: '16',
        regra_menores: 'Menores de 16 só com os pais & responsáveis',
      },
    });
    const mail = buildOrderConfirmation({
      order: order(),
      tickets: [rated],
      pdf,
      siteUrl: 'http://x',
      to: 'm@x.com',
    });
    expect(String(mail.text)).toContain(
      'Local: Praça Cívica, Goiânia\nClassificação indicativa: 16 anos\nMenores de 16 só com os pais & responsáveis',
    );
    expect(String(mail.html)).toContain('Classificação indicativa: 16 anos');
    expect(String(mail.html)).toContain('Menores de 16 só com os pais &amp; responsáveis');
    expect(String(mail.html)).toContain('background:#d7191f');
    const plain = buildOrderConfirmation({
      order: order(),
      tickets: [ticket(1)],
      pdf,
      siteUrl: 'http://x',
      to: 'm@x.com',
    });
    expect(String(plain.text)).not.toContain('Classificação indicativa');
    expect(String(plain.html)).not.toContain('Classificação indicativa');
  });

  it('says how a card order was paid, in installments with their value', () => {
    const build = (more: Partial<Order>) =>
      buildOrderConfirmation({
        order: order(more),
        tickets: [ticket(1)],
        pdf,
        siteUrl: 'http://x',
        to: 'm@x.com',
      });
    const plan = build({
      billing_type: 'CREDIT_CARD',
      parcelas: 6,
      valor_parcela: 1834,
      juros: 0,
      total_cobrado: 11_000,
    });
    expect(String(plan.text)).toContain(
      'Total: R$\u00a0110,00 (inclui R$\u00a010,00 de taxa de serviço)\nPago no cartão em 6x de R$\u00a018,34',
    );
    expect(String(plan.html)).toContain('Pago no cartão em 6x de R$\u00a018,34');
    expect(String(build({ billing_type: 'CREDIT_CARD', parcelas: 1 }).text)).toContain(
      'Pago no cartão à vista',
    );
    expect(String(build({ billing_type: 'PIX' }).text)).not.toContain('Pago no cartão');
  });

  it('escapes every interpolated value in the HTML', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = buildOrderConfirmation({
      order: order({ comprador: { nome: evil, email: 'a@b.c', cpf: '', telefone: '' } }),
      tickets: [
        ticket(1, { tipo: evil, titular: evil, evento: { ...ticket(1).evento, titulo: evil, local: evil } }),
      ],
      pdf,
      siteUrl: 'http://x.test/"><script>alert(1)</script>',
      to: 'a@b.c',
    });
    const html = String(mail.html);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror="');
    expect(html).toContain(escapeHtml(evil));
    expect(html.split(escapeHtml(evil)).length - 1).toBe(6); // title tag, greeting, heading, place, type, holder
  });

  it('groups tickets by event and names the others in the subject', () => {
    const other = ticket(3, { event_id: 'ev2', evento: { ...ticket(1).evento, titulo: 'Show 2' } });
    const mail = buildOrderConfirmation({
      order: order(),
      tickets: [ticket(1), other],
      pdf,
      siteUrl: 'http://s',
      to: 'a@b.c',
    });
    expect(mail.subject).toBe('Seus ingressos — Noite de Forró & São João e mais 1 evento');
    expect(String(mail.text).indexOf('Show 2')).toBeGreaterThan(String(mail.text).indexOf('SER00001'));
  });

  it('keeps the subject on one line', () => {
    expect(confirmationSubject([{ titulo: 'A\r\nBcc: x@y.z' }])).toBe('Seus ingressos — A Bcc: x@y.z');
  });
});

describe('siteUrlFromEnv', () => {
  it('defaults to the local site and drops a trailing slash', () => {
    expect(siteUrlFromEnv({})).toBe('http://127.0.0.1:5000');
    expect(siteUrlFromEnv({ SITE_URL: 'https://gn.example/' })).toBe('https://gn.example');
  });
});
