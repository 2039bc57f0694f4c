import { describe, expect, it } from 'vitest';
import type { DoorEventView } from '@gn/core/schemas/door-sale';
import { cartLines, cartTotal, needsHolders, saleBlocker } from './sale-model';

const event: DoorEventView = {
  id: 'ev',
  titulo: 'Show',
  data_inicio: null,
  local: 'Arena',
  nominal: false,
  max_por_pedido: 4,
  bloqueio: null,
  opcoes: [
    {
      pricing_table_id: 't',
      item_id: 'inteira',
      nome: 'Pista - Inteira',
      tipo: 'inteira',
      preco: 10_000,
      taxa: 1_000,
    },
    { pricing_table_id: 't', item_id: 'meia', nome: 'Pista - Meia', tipo: 'meia', preco: 5_000, taxa: 500 },
    {
      pricing_table_id: 't',
      item_id: 'pcd',
      nome: 'Cadeirante',
      tipo: 'cadeirante',
      preco: 5_000,
      taxa: 500,
    },
  ],
};

describe('the sale screen cart', () => {
  it('turns quantities into lines and a total with the fee', () => {
    const q = { 't/inteira': 2, 't/meia': 1 };
    expect(cartLines(event, q)).toEqual([
      { event_id: 'ev', pricing_table_id: 't', item_id: 'inteira', qnt: 2 },
      { event_id: 'ev', pricing_table_id: 't', item_id: 'meia', qnt: 1 },
    ]);
    expect(cartTotal(event, q)).toBe(27_500);
    expect(needsHolders(event, q)).toBe(false);
    expect(needsHolders(event, { 't/pcd': 2 })).toBe(true);
  });

  it('says what blocks the confirmation, in pt-BR', () => {
    const cash = { metodo: 'dinheiro' as const, recebido: 10_000, autorizacao: '' };
    expect(saleBlocker(event, {}, cash)).toBe('Escolha ao menos um ingresso');
    expect(saleBlocker(event, { 't/inteira': 5 }, cash)).toBe('Limite de 4 ingressos por venda');
    expect(saleBlocker(event, { 't/inteira': 1 }, cash)).toBe('O valor recebido é menor que o total');
    expect(saleBlocker(event, { 't/inteira': 1 }, { ...cash, recebido: 11_000 })).toBeNull();
    const card = { metodo: 'maquininha' as const, recebido: null, autorizacao: '12' };
    expect(saleBlocker(event, { 't/inteira': 1 }, card)).toBe(
      'Informe o código de autorização da maquininha',
    );
    expect(saleBlocker(event, { 't/inteira': 1 }, { ...card, autorizacao: 'A1B2C3' })).toBeNull();
  });
});
