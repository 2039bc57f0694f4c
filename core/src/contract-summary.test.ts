import { describe, expect, it } from 'vitest';
import { TEST_SELLER } from './testing/seller.ts';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation.ts';
import { contractSummary, contractSummaryLines, type ContractInput } from './contract-summary.ts';
import type { Seller } from './seller.ts';

const seller: Seller = TEST_SELLER;

const input: ContractInput = {
  // 20:00 in São Paulo
  event: { titulo: 'Rock in Rio', inicio: new Date('2026-12-12T23:00:00Z'), local: 'Parque Olímpico, Rio' },
  lines: [
    { tipo: 'Pista - Inteira', qnt: 2, tipo_preco: 'inteira' },
    { tipo: 'Pista - Estudante', qnt: 1, tipo_preco: 'meia' },
  ],
  totals: { subtotal: 30000, taxas: 3000, desconto: 0, total: 33000 },
  payment: { method: 'pix' },
  cancellation: DEFAULT_CANCELLATION_POLICY,
  transferDeadlineHours: 24,
  seller,
};

/** formatBRL writes 'R$\u00a0330,00': compared here with a plain space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');
const textOf = (over: Partial<ContractInput>): Record<string, string> =>
  Object.fromEntries(contractSummary({ ...input, ...over }).items.map((i) => [i.key, plain(i.text)]));

describe('contract summary', () => {
  it('says what, when and where, the total with the fee, the payment, the rules and the seller', () => {
    const summary = contractSummary(input);
    expect(summary.title).toBe('Resumo do contrato');
    expect(summary.items.map((i) => i.label)).toEqual([
      'O que',
      'Quando e onde',
      'Valor',
      'Pagamento',
      'Cancelamento',
      'Transferência',
      'Vendedor',
    ]);
    expect(textOf({})).toEqual({
      objeto: '3 ingressos para Rock in Rio: 2 × Pista - Inteira, 1 × Pista - Estudante (meia-entrada)',
      quando: '12/12/2026 às 20:00 · Parque Olímpico, Rio',
      valor: 'R$ 330,00 no total: R$ 300,00 em ingressos + R$ 30,00 de taxa de serviço',
      pagamento: 'PIX, à vista',
      cancelamento:
        'Você pode cancelar até 7 dias após a compra e até 48 horas antes do início do evento (até 10/12/2026 às 20:00), o que vier primeiro, em Minha Conta; o valor é devolvido pela forma de pagamento usada.',
      transferencia:
        'Cada ingresso pode ser transferido para outra pessoa até 24 horas antes do início do evento (até 11/12/2026 às 20:00).',
      vendedor: 'GN Ingressos Ltda — CNPJ 11.222.333/0001-81',
    });
    expect(summary.terms).toEqual({ intro: 'A compra segue os', label: 'Termos de Uso', path: '/termos' });
  });

  it("follows the event's own cancellation and transfer settings", () => {
    const texts = textOf({
      cancellation: { daysAfterPurchase: 30, hoursBeforeEvent: 0 },
      transferDeadlineHours: 1,
    });
    expect(texts.cancelamento).toContain(
      'até 30 dias após a compra e até o início do evento (até 12/12/2026 às 20:00)',
    );
    expect(texts.transferencia).toContain('até 1 hora antes do início do evento (até 12/12/2026 às 19:00)');
  });

  it('names card installments, with or without interest, and a discount', () => {
    expect(textOf({ payment: { method: 'card', parcelas: 1 } }).pagamento).toBe('Cartão de crédito, à vista');
    expect(
      textOf({ payment: { method: 'card', parcelas: 3, valor_parcela: 11000, juros: 0 } }).pagamento,
    ).toBe('Cartão de crédito em 3x de R$ 110,00 sem juros');
    expect(
      textOf({
        payment: { method: 'card', parcelas: 6, valor_parcela: 5800, juros: 1800, total_cobrado: 34800 },
      }).pagamento,
    ).toBe('Cartão de crédito em 6x de R$ 58,00 (total R$ 348,00, com juros de R$ 18,00)');
    expect(textOf({ payment: { method: 'boleto' } }).pagamento).toBe('Boleto, à vista');
    expect(textOf({ totals: { subtotal: 0, taxas: 0, desconto: 0, total: 0 } }).pagamento).toBe(
      'Sem cobrança: pedido sem valor',
    );
    expect(textOf({ totals: { subtotal: 30000, taxas: 3000, desconto: 5000, total: 28000 } }).valor).toBe(
      'R$ 280,00 no total: R$ 300,00 em ingressos + R$ 30,00 de taxa de serviço, menos R$ 50,00 de desconto',
    );
  });

  it('leaves the seller out until the company is filled, and the dates out when the start is unknown', () => {
    const texts = textOf({ seller: null, event: { ...input.event, inicio: null } });
    expect(texts.vendedor).toBeUndefined();
    expect(texts.quando).toBe('Data a confirmar · Parque Olímpico, Rio');
    expect(texts.cancelamento).not.toContain('(até');
  });

  it('gives the e-mail its plain text with the absolute terms link', () => {
    const lines = contractSummaryLines(contractSummary(input), 'https://gn.example');
    expect(lines[0]).toBe('Resumo do contrato:');
    expect(lines).toContain('- Vendedor: GN Ingressos Ltda — CNPJ 11.222.333/0001-81');
    expect(lines.at(-1)).toBe('A compra segue os Termos de Uso: https://gn.example/termos');
  });
});
