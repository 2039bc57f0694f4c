import { describe, expect, it } from 'vitest';
import { categoryCellKey, categoryTableFormSchema, renumberColumns } from './category-table.ts';

const col = { id: 'c1', nome: 'Categoria', tipo: 'texto', ordem: 0 };
const first = (v: unknown) => categoryTableFormSchema.safeParse(v).error?.issues[0]?.message ?? null;

describe('categoryTableFormSchema', () => {
  it('accepts a structure and fills defaults', () => {
    expect(categoryTableFormSchema.parse({ nome: 'Baterias', colunas: [col] })).toEqual({
      nome: 'Baterias',
      descricao: null,
      publicada: false,
      colunas: [{ ...col, opcoes: null, subdivisoes: null }],
    });
    const withSubs = {
      ...col,
      tipo: 'multipla_escolha',
      opcoes: ['A', 'B'],
      subdivisoes: [{ id: 's1', nome: 'Bat.1' }],
    };
    expect(first({ nome: 'Baterias', colunas: [withSubs] })).toBeNull();
  });
  it('reports the spec messages', () => {
    expect(first({ nome: 'Ba', colunas: [col] })).toBe('Nome deve ter pelo menos 3 caracteres');
    expect(first({ nome: 'Baterias', colunas: [] })).toBe('Adicione pelo menos uma coluna');
    expect(first({ nome: 'Baterias', colunas: [{ ...col, nome: ' ' }] })).toBe(
      'Todas as colunas devem ter um nome',
    );
    expect(
      categoryTableFormSchema.safeParse({ nome: 'Baterias', colunas: [{ ...col, tipo: 'data' }] }).success,
    ).toBe(false);
  });
  it('keys cells and renumbers columns', () => {
    expect(categoryCellKey('c1')).toBe('c1');
    expect(categoryCellKey('c1', 's1')).toBe('c1.s1');
    expect(renumberColumns([{ ordem: 5 }, { ordem: 2 }])).toEqual([{ ordem: 0 }, { ordem: 1 }]);
  });
});
