import { describe, expect, it } from 'vitest';
import { buildTicketsCancelledMail, type TicketsCancelledMailInput } from './tickets-cancelled-mail.ts';

const base: Omit<TicketsCancelledMailInput, 'refund' | 'ticketLabels'> = {
  orderId: 'abcdef1234567890',
  order: {
    comprador: { nome: 'Ana <Souza>', email: 'ana@x.com', cpf: '', telefone: '' },
    items: [{ event_titulo: 'Noite & Forró', qnt: 3 } as TicketsCancelledMailInput['order']['items'][number]],
  },
  siteUrl: 'http://site',
  to: 'ana@x.com',
};

describe('buildTicketsCancelledMail', () => {
  it('names the cancelled ticket, says the others still admit, and how much comes back and how', () => {
    const mail = buildTicketsCancelledMail({
      ...base,
      refund: { ticket_ids: ['x-2'], estado: 'concluido', metodo: 'pix', valor: 11_000 },
      ticketLabels: ['Pista - Inteira · Bia <B>'],
    });
    expect(mail.subject).toMatch(/^Ingresso cancelado no pedido #\S+$/);
    const text = String(mail.text);
    expect(text).toContain('Um ingresso do pedido');
    expect(text).toContain('• Pista - Inteira · Bia <B>');
    expect(text).toContain('Os demais ingressos do pedido continuam válidos.');
    expect(text).toMatch(/Reembolso: R\$\s110,00 por PIX — Reembolsado\./);
    expect(String(mail.html)).toContain('Bia &lt;B&gt;');
    expect(String(mail.html)).not.toContain('<Souza>');
  });

  it('several tickets, a refund left to the team, and free tickets', () => {
    const failed = buildTicketsCancelledMail({
      ...base,
      refund: { ticket_ids: ['x-1', 'x-2'], estado: 'falhou', metodo: 'boleto', valor: 22_000 },
      ticketLabels: ['A', 'B'],
    });
    expect(failed.subject).toMatch(/^2 ingressos cancelados no pedido/);
    expect(String(failed.text)).toContain('Nossa equipe já foi avisada');
    const free = buildTicketsCancelledMail({
      ...base,
      refund: { ticket_ids: ['x-1'], estado: 'concluido', metodo: 'pix', valor: 0 },
      ticketLabels: ['A'],
    });
    expect(String(free.text)).toContain('não há valor a devolver');
  });
});
