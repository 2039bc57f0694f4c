import { describe, expect, it } from 'vitest';
import { pricingTableFormSchema, tableInUseMessage } from './pricing-table.ts';

const item = { id: 'a', label: 'Inteira', valor_centavos: 5000, tipo: 'inteira' };
const first = (v: unknown) => pricingTableFormSchema.safeParse(v).error?.issues[0];

describe('pricingTableFormSchema', () => {
  it('accepts a table; description and publicada default', () => {
    expect(
      pricingTableFormSchema.parse({
        nome: 'Pista',
        itens: [item, { id: 'b', label: 'Cortesia', valor_centavos: null }],
      }),
    ).toEqual({
      nome: 'Pista',
      descricao: null,
      publicada: false,
      itens: [item, { id: 'b', label: 'Cortesia', valor_centavos: null, tipo: 'inteira' }],
    });
  });
  it('takes each kind of price option; an option without one is an inteira', () => {
    const kinds = ['inteira', 'meia', 'meia_estudante', 'meia_pcd', 'meia_jovem', 'meia_idoso'];
    const itens = kinds.map((tipo) => ({ ...item, id: tipo, tipo }));
    expect(pricingTableFormSchema.parse({ nome: 'Pista', itens }).itens.map((i) => i.tipo)).toEqual(kinds);
    const { tipo: _t, ...old } = item;
    expect(pricingTableFormSchema.parse({ nome: 'Pista', itens: [old] }).itens[0]?.tipo).toBe('inteira');
  });
  it('reports the spec messages', () => {
    expect(first({ nome: 'Pi', itens: [item] })?.message).toBe('Nome deve ter pelo menos 3 caracteres');
    expect(first({ nome: 'Pista', itens: [] })?.message).toBe('Deve haver pelo menos um item');
    const blank = first({ nome: 'Pista', itens: [item, { ...item, id: 'b', label: '  ' }] });
    expect(blank?.message).toBe('Todos os itens devem ter um rótulo');
    expect(blank?.path).toEqual(['itens', 1, 'label']);
    expect(first({ nome: 'Pista', itens: [{ ...item, valor_centavos: -1 }] })?.message).toBe(
      'Valor deve ser maior ou igual a 0',
    );
    expect(first({ nome: 'Pista', itens: [{ ...item, valor_centavos: 10.5 }] })?.message).toBe(
      'Valor deve ser maior ou igual a 0',
    );
    const kind = first({ nome: 'Pista', itens: [{ ...item, tipo: 'estudante' }] });
    expect(kind?.message).toBe('Tipo inválido');
    expect(kind?.path).toEqual(['itens', 0, 'tipo']);
  });
  it('explains why deletion is blocked', () => {
    expect(tableInUseMessage(2)).toBe('Esta tabela está sendo usada por 2 evento(s) e não pode ser excluída');
  });
});
