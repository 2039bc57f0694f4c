// The confirmation e-mail repeats the contract summary the checkout showed (the same core texts).
import { describe, expect, it } from 'vitest';
import { TEST_SELLER } from '@gn/core/testing/seller';
import { DEFAULT_CANCELLATION_POLICY } from '@gn/core/cancellation';
import { contractSummary, type ContractInput } from '@gn/core/contract-summary';
import { storedOrder, storedTicket } from '@gn/core/testing/stored';
import { buildOrderConfirmation } from './order-confirmation.ts';

const evil = '<img src=x onerror="alert(1)">';
const input: ContractInput = {
  event: { titulo: 'Noite de Forró', inicio: new Date('2027-06-24T23:00:00Z'), local: 'Praça Cívica' },
  lines: [{ tipo: 'Pista - Inteira', qnt: 2, tipo_preco: 'inteira' }],
  totals: { subtotal: 10_000, taxas: 1_000, desconto: 0, total: 11_000 },
  payment: { method: 'pix' },
  cancellation: DEFAULT_CANCELLATION_POLICY,
  transferDeadlineHours: 24,
  seller: { ...TEST_SELLER, razao_social: `GN Ingressos Ltda ${evil}` },
};

function mail(contrato: ReturnType<typeof contractSummary> | null) {
  return buildOrderConfirmation({
    order: storedOrder({ id: 'abcdef123456', total: 11_000 }),
    tickets: [storedTicket({ id: 't1', order_id: 'abcdef123456', event_id: 'ev1', titular: 'Maria' })],
    pdf: Buffer.from('%PDF'),
    siteUrl: 'https://gn.example',
    to: 'maria@example.com',
    contrato,
  });
}

describe('the confirmation repeats the contract summary', () => {
  it('in the text and the HTML, with the absolute terms link, escaped', () => {
    const sent = mail(contractSummary(input));
    const text = String(sent.text);
    expect(text).toContain('Resumo do contrato:');
    expect(text).toContain('- Quando e onde: 24/06/2027 às 20:00 · Praça Cívica');
    expect(text).toContain('- Transferência: Cada ingresso pode ser transferido');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain('A compra segue os Termos de Uso: https://gn.example/termos');
    const html = String(sent.html);
    expect(html).toContain(
      '<h2 style="margin:28px 0 8px;font-size:16px;color:#16131f">Resumo do contrato</h2>',
    );
    expect(html).toContain('<strong>Cancelamento:</strong> Você pode cancelar até 7 dias após a compra');
    expect(html).toContain('href="https://gn.example/termos"');
    expect(html).not.toContain('<img');
  });

  it('and says nothing of it without one', () => {
    expect(String(mail(null).text)).not.toContain('Resumo do contrato');
  });
});
