// Category tables: the structure form and its extra checks, leaf columns and subdivisions, row
// drafts, sorting and the CSV export rows.
import { describe, expect, it } from 'vitest';
import { categoryTableFormSchema } from '@gn/core/schemas/category-table';
import type { CategoryColumn } from '@gn/core/stored/content';
import { coreResolver } from '../../lib/core-resolver';
import {
  draftToDados,
  emptyStructure,
  exportRows,
  leafColumns,
  newColumn,
  nextLinhaOrdem,
  numberForExcel,
  OPTIONS_REQUIRED_MESSAGE,
  parseOptions,
  rowDraft,
  structureDocToForm,
  structureExtraIssues,
  structureFormToInput,
  structureValuesToDoc,
  swapLinhaOrdem,
  type ExportRow,
  type StructureFields,
} from './category-model';
import { toCsv } from '../../lib/csv';

const COLUMNS: CategoryColumn[] = [
  {
    id: 'vagas',
    nome: 'Vagas',
    tipo: 'numero',
    opcoes: null,
    ordem: 2,
    subdivisoes: [
      { id: 'bat1', nome: 'Bat.1' },
      { id: 'bat2', nome: 'Bat.2' },
    ],
  },
  { id: 'categoria', nome: 'Categoria', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null },
  { id: 'distancia', nome: 'Distância (km)', tipo: 'numero', opcoes: null, ordem: 1, subdivisoes: [] },
];

const resolver = coreResolver(categoryTableFormSchema, {
  toInput: structureFormToInput,
  extraIssues: structureExtraIssues,
  arrays: ['colunas'],
});
const resolve = (values: StructureFields) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('structure form', () => {
  it('round-trips a stored table: ids kept, columns by ordem, unused parts null', async () => {
    const form = structureDocToForm({
      nome: 'Categorias',
      descricao: null,
      publicada: true,
      colunas: COLUMNS,
    });
    expect(form.colunas.map((c) => c.id)).toEqual(['categoria', 'distancia', 'vagas']);
    const { values, errors } = await resolve(form);
    expect(errors).toEqual({});
    const [vagas, categoria, distancia] = COLUMNS;
    // By ordem; an empty list of subdivisions is stored as null.
    expect(structureValuesToDoc(values as never).colunas).toEqual([
      categoria,
      { ...distancia, subdivisoes: null },
      vagas,
    ]);
  });

  it('renumbers ordem after a move and drops choices of non-choice columns', () => {
    const form: StructureFields = {
      nome: 'Tabela',
      descricao: '',
      publicada: false,
      colunas: [
        { id: 'b', nome: 'B', tipo: 'texto', opcoes: ['sobra'], subdivisoes: [] },
        { id: 'a', nome: 'A', tipo: 'multipla_escolha', opcoes: ['Sim', 'Não'], subdivisoes: [] },
      ],
    };
    expect(structureFormToInput(form).colunas).toEqual([
      { id: 'b', nome: 'B', tipo: 'texto', opcoes: null, ordem: 0, subdivisoes: null },
      { id: 'a', nome: 'A', tipo: 'multipla_escolha', opcoes: ['Sim', 'Não'], ordem: 1, subdivisoes: null },
    ]);
  });

  it("reports the spec's messages on their fields", async () => {
    const noColumns = await resolve({ nome: 'ab', descricao: '', publicada: false, colunas: [] });
    expect(noColumns.errors).toMatchObject({
      nome: { message: 'Nome deve ter pelo menos 3 caracteres' },
      colunas: { root: { message: 'Adicione pelo menos uma coluna' } },
    });
    const unnamed = await resolve({
      nome: 'Tabela',
      descricao: '',
      publicada: false,
      colunas: [
        { id: 'a', nome: 'Ok', tipo: 'texto', opcoes: [], subdivisoes: [] },
        { id: 'b', nome: '  ', tipo: 'multipla_escolha', opcoes: [], subdivisoes: [{ id: 's', nome: ' ' }] },
      ],
    });
    expect(unnamed.errors).toMatchObject({
      colunas: [
        undefined,
        {
          nome: { message: 'Todas as colunas devem ter um nome' },
          opcoes: { message: OPTIONS_REQUIRED_MESSAGE },
          subdivisoes: [{ nome: { message: 'Todas as subdivisões devem ter um nome' } }],
        },
      ],
    });
  });

  it('new columns and subdivisions get distinct ids without dots', () => {
    const ids = [newColumn().id, newColumn().id, emptyStructure().colunas[0]!.id];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).not.toContain('.');
  });

  it('parses typed choices: split on ";" or new lines, trimmed, no repeats', () => {
    expect(parseOptions('Geral; Feminino;; 60+ \n PCD', ['geral'])).toEqual(['Feminino', '60+', 'PCD']);
    expect(parseOptions('   ', [])).toEqual([]);
  });
});

describe('grid', () => {
  it('has one leaf per plain column and one per subdivision, keyed columnId.subdivisionId', () => {
    expect(leafColumns(COLUMNS).map((l) => [l.key, l.label])).toEqual([
      ['categoria', 'Categoria'],
      ['distancia', 'Distância (km)'],
      ['vagas.bat1', 'Vagas - Bat.1'],
      ['vagas.bat2', 'Vagas - Bat.2'],
    ]);
  });

  it('edits cells: every leaf in the draft, blanks dropped, cells of removed columns kept', () => {
    const leaves = leafColumns(COLUMNS);
    const draft = rowDraft(leaves, { categoria: '21 km', 'vagas.bat1': '300', antiga: 'x' });
    expect(draft).toEqual({ categoria: '21 km', distancia: '', 'vagas.bat1': '300', 'vagas.bat2': '' });
    expect(
      draftToDados(
        { ...draft, categoria: ' 21 km ', 'vagas.bat1': '' },
        { antiga: 'x', 'vagas.bat1': '300' },
      ),
    ).toEqual({
      antiga: 'x',
      categoria: '21 km',
    });
  });

  it('appends rows after the highest linha_ordem', () => {
    expect(nextLinhaOrdem([])).toBe(0);
    expect(nextLinhaOrdem([{ linha_ordem: 0 }, { linha_ordem: 7 }, { linha_ordem: 3 }])).toBe(8);
  });

  it('swaps the linha_ordem of two rows and leaves the others', () => {
    const rows = [
      { id: 'a', linha_ordem: 0, nome: 'A' },
      { id: 'b', linha_ordem: 4, nome: 'B' },
      { id: 'c', linha_ordem: 9, nome: 'C' },
    ];
    expect(swapLinhaOrdem(rows, rows[0]!, rows[1]!)).toEqual([
      { id: 'a', linha_ordem: 4, nome: 'A' },
      { id: 'b', linha_ordem: 0, nome: 'B' },
      { id: 'c', linha_ordem: 9, nome: 'C' },
    ]);
  });
});

describe('CSV export', () => {
  const rows: ExportRow[] = [
    { event_id: 'evt-b', linha_ordem: 1, dados: { categoria: 'Caminhada', distancia: '5' } },
    {
      event_id: 'evt-a',
      linha_ordem: 1,
      dados: { categoria: 'Meia; maratona', distancia: '21.1', 'vagas.bat1': '300' },
    },
    { event_id: 'evt-a', linha_ordem: 0, dados: { categoria: '10 km', 'vagas.bat2': '150' } },
  ];

  it("one event's rows: header with 'Coluna - Subdivisão', by linha_ordem, decimal comma", () => {
    const onlyA = rows.filter((r) => r.event_id === 'evt-a');
    expect(exportRows(COLUMNS, onlyA)).toEqual([
      ['Categoria', 'Distância (km)', 'Vagas - Bat.1', 'Vagas - Bat.2'],
      ['10 km', '', '', '150'],
      ['Meia; maratona', '21,1', '300', ''],
    ]);
  });

  it("every row: an 'Evento' column first, grouped by event title", () => {
    const titles = new Map([
      ['evt-a', 'Meia Maratona'],
      ['evt-b', 'Caminhada da Família'],
    ]);
    const table = exportRows(COLUMNS, rows, titles);
    expect(table[0]).toEqual(['Evento', 'Categoria', 'Distância (km)', 'Vagas - Bat.1', 'Vagas - Bat.2']);
    expect(table.slice(1).map((r) => r[0])).toEqual([
      'Caminhada da Família',
      'Meia Maratona',
      'Meia Maratona',
    ]);
    expect(toCsv(table).endsWith('\r\nMeia Maratona;"Meia; maratona";21,1;300;')).toBe(true);
  });

  it('numbers for Excel pt-BR', () => {
    expect(numberForExcel('21.1')).toBe('21,1');
    expect(numberForExcel('-0.5')).toBe('-0,5');
    expect(numberForExcel('300')).toBe('300');
    expect(numberForExcel('07:00')).toBe('07:00');
  });
});
