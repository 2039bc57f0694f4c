import { describe, expect, it } from 'vitest';
import { buildCancelledMail, FREE_ORDER_LINE, type CancelledMailInput } from './order-cancelled-mail.ts';

const base: Omit<CancelledMailInput, 'refund'> = {
  orderId: 'abcdef1234567890',
  order: {
    comprador: { nome: 'Ana <Souza>', email: 'ana@x.com', cpf: '', telefone: '' },
    items: [{ event_titulo: 'Noite & Forró', qnt: 2 } as CancelledMailInput['order']['items'][number]],
  },
  siteUrl: 'http://site',
  to: 'ana@x.com',
};

describe('buildCancelledMail', () => {
  it('says the tickets no longer admit, how much comes back, how, and what happens next', () => {
    const mail = buildCancelledMail({
      ...base,
      refund: { estado: 'em_andamento', metodo: 'card', valor: 22_000, link: null },
    });
    expect(mail.subject).toMatch(/^Pedido #\S+ cancelado$/);
    const text = String(mail.text);
    expect(text).toContain('Os 2 ingressos dele não valem mais na entrada.');
    expect(text).toMatch(/Reembolso: R\$\s220,00 por cartão de crédito — /);
    expect(text).toContain('aparece na sua fatura');
    expect(String(mail.html)).toContain('Noite &amp; Forró');
    expect(String(mail.html)).not.toContain('<Souza>');
  });

  it("a boleto's refund carries Asaas's bank-account link", () => {
    const link = 'https://asaas.example/estorno/1';
    const mail = buildCancelledMail({
      ...base,
      refund: { estado: 'aguardando_dados', metodo: 'boleto', valor: 11_000, link },
    });
    expect(String(mail.text)).toContain(`Informe seus dados bancários aqui: ${link}`);
    expect(String(mail.html)).toContain(`href="${link}"`);
  });

  it('a free order: nothing to give back, and no refund line', () => {
    const mail = buildCancelledMail({ ...base, refund: null });
    expect(String(mail.text)).toContain(FREE_ORDER_LINE);
    expect(String(mail.text)).not.toContain('Reembolso:');
    expect(String(mail.html)).toContain(FREE_ORDER_LINE);
  });
});
