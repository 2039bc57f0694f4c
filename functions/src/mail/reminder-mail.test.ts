import escapeHtml from 'escape-html';
import { describe, expect, it } from 'vitest';
import { MEIA_DOCUMENT_NOTICE } from '@gn/core/box-office';
import { toDate } from '@gn/core/dates';
import type { Order } from '@gn/core/order';
import type { StoredTicket } from '@gn/core/stored/ticket';
import { storedOrder, storedTicket } from '@gn/core/testing/stored';
import type { WithId } from '@gn/core/stored/fields';
import { buildReminderMail, mapsLink, reminderSubject, type ReminderEvent } from './reminder-mail.ts';

const ORDER_ID = 'abcdef123456';
const EVENT: ReminderEvent = {
  titulo: 'Noite de Forró & São João',
  data_inicio: toDate('2027-06-24T20:00'),
  local: 'Praça Cívica, 1 - Centro, Goiânia - GO',
};
const NOW = toDate('2027-06-23T21:00');

function ticket(n: number, overrides: Partial<StoredTicket> = {}): WithId<StoredTicket> {
  return storedTicket({
    id: `${ORDER_ID}-${n}`,
    order_id: ORDER_ID,
    event_id: 'ev1',
    user_id: 'u1',
    tipo: 'Inteira',
    quantidade: 1,
    preco_unitario: 5000,
    status: 'ativo',
    codigo_serial: `TKT-1767225600000-SER0000${n}`,
    qr_code: 'GN1.x.y.z',
    titular: 'Maria José',
    created_at: new Date(),
    usado_em: null,
    checkin_por: null,
    evento: { titulo: EVENT.titulo, data_inicio: EVENT.data_inicio, local: EVENT.local, capa_url: null },
    ...overrides,
  });
}

const order = (overrides: Partial<Order> = {}) =>
  storedOrder({
    id: ORDER_ID,
    total: 11_000,
    comprador: { nome: 'Maria José', email: 'digitado@example.com', cpf: '', telefone: null },
    ...overrides,
  });

const pdf = Buffer.from('%PDF-1.3 fake');

function build(tickets: WithId<StoredTicket>[], more: { event?: ReminderEvent; now?: Date } = {}) {
  return buildReminderMail({
    order: order(),
    event: more.event ?? EVENT,
    tickets,
    pdf,
    siteUrl: 'http://127.0.0.1:7000',
    to: 'conta@example.com',
    now: more.now ?? NOW,
  });
}

describe('mapsLink', () => {
  it("is Google Maps' search URL with the whole address encoded", () => {
    expect(mapsLink(' Praça Cívica, 1 - Centro, Goiânia - GO ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Pra%C3%A7a%20C%C3%ADvica%2C%201%20-%20Centro%2C%20Goi%C3%A2nia%20-%20GO',
    );
    expect(mapsLink('Bar & Cia #2')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Bar%20%26%20Cia%20%232',
    );
  });
});

describe('buildReminderMail', () => {
  it('writes the pt-BR reminder: when, where with the map link, the tickets, the link and the PDF', () => {
    const mail = build([ticket(1), ticket(2, { tipo: 'Camarote' })]);
    expect(mail.subject).toBe('Lembrete: Noite de Forró & São João é amanhã às 20:00');
    expect(mail.to).toEqual({ name: 'Maria José', address: 'conta@example.com' });
    const text = String(mail.text);
    for (const expected of [
      'Olá, Maria José!',
      'Falta pouco: Noite de Forró & São João é amanhã às 20:00.',
      'Data: 24/06/2027 às 20:00',
      'Local: Praça Cívica, 1 - Centro, Goiânia - GO',
      `Como chegar: ${mapsLink(EVENT.local)}`,
      'Pedido abcdef12 · 2 ingressos:',
      '- Inteira · Maria José · TKT-1767225600000-SER00001',
      '- Camarote · Maria José · TKT-1767225600000-SER00002',
      'http://127.0.0.1:7000/conta/ingressos',
    ]) {
      expect(text).toContain(expected);
    }
    const html = String(mail.html);
    expect(html).toContain(`href="${escapeHtml(mapsLink(EVENT.local))}"`);
    expect(html).toContain('Ver no mapa (Google Maps)');
    expect(html).toContain('24/06/2027 às 20:00');
    expect(html).toContain('href="http://127.0.0.1:7000/conta/ingressos"');
    expect(mail.attachments).toEqual([
      { filename: 'pedido-abcdef12.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
  });

  it('says "hoje" on the day of the event (São Paulo day), and one ticket in the singular', () => {
    const mail = build([ticket(1)], { now: toDate('2027-06-24T09:00') });
    expect(mail.subject).toBe('Lembrete: Noite de Forró & São João é hoje às 20:00');
    expect(String(mail.text)).toContain('Pedido abcdef12 · 1 ingresso:');
  });

  it('has the meia-entrada document note only when the order has a meia ticket', () => {
    const withMeia = build([ticket(1), ticket(2, { meia_entrada: true })]);
    expect(String(withMeia.text)).toContain(MEIA_DOCUMENT_NOTICE);
    expect(String(withMeia.html)).toContain(escapeHtml(MEIA_DOCUMENT_NOTICE));
    const without = build([ticket(1), ticket(2, { meia_entrada: false })]);
    expect(String(without.text)).not.toContain(MEIA_DOCUMENT_NOTICE);
    expect(String(without.html)).not.toContain(escapeHtml(MEIA_DOCUMENT_NOTICE));
  });

  it('escapes every interpolated value in the HTML and keeps the subject on one line', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const mail = build([ticket(1, { tipo: evil, titular: evil })], {
      event: { ...EVENT, titulo: `${evil}\r\nBcc: x@y.z`, local: evil },
    });
    const html = String(mail.html);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror="');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(reminderSubject({ titulo: 'A\r\nB', data_inicio: EVENT.data_inicio }, NOW)).toBe(
      'Lembrete: A B é amanhã às 20:00',
    );
  });
});
