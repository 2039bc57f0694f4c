import { describe, expect, it } from 'vitest';
import { loteState, panelLotes, tablesInLote } from './panel-lotes';
import type { PanelTable } from './ticket-panel';

const lotes = panelLotes([
  { id: 'l1', nome: '1º lote', quantidade: 30, termina_em: null, precos: { 'pista/inteira': 9000 } },
  {
    id: 'l2',
    nome: '2º lote',
    quantidade: 150,
    termina_em: '2027-01-10T02:59:00.000Z',
    precos: { 'pista/inteira': 10500 },
  },
  { id: 'l3', nome: '3º lote', quantidade: null, termina_em: null, precos: { 'pista/inteira': 12000 } },
]);
const now = new Date('2027-01-05T12:00:00Z');

const pista: PanelTable = {
  id: 'pista',
  nome: 'Pista',
  descricao: null,
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
    { id: 'solidario', label: 'Solidário', valor_centavos: 8000, tipo: 'inteira' },
    { id: 'consulta', label: 'Caravana', valor_centavos: null, tipo: 'inteira' },
  ],
};

describe('the lote on sale in the panel', () => {
  it('moves on when a lote sells out, says what is left and when the next one starts', () => {
    const state = loteState(lotes, { l1: 30, l2: 7 }, now);
    expect(state.lote?.id).toBe('l2');
    expect(state.left).toBe(143);
    expect(state.views.map((v) => [v.nome, v.label])).toEqual([
      ['1º lote', 'Esgotado'],
      ['2º lote', 'À venda'],
      ['3º lote', 'A partir de 09/01/2027'],
    ]);
    // Past its date the 2º lote has ended, sold out or not.
    expect(loteState(lotes, { l1: 30, l2: 7 }, new Date('2027-01-10T03:00:00Z')).lote?.id).toBe('l3');
  });

  it('before the live read counts nothing as sold and limits nothing', () => {
    const state = loteState(lotes, null, now);
    expect(state.lote?.id).toBe('l1');
    expect(state.left).toBeNull();
  });

  it('an event without lotes has none; one whose lotes all ended sells nothing', () => {
    expect(loteState([], null, now)).toEqual({ lote: null, views: [], left: null, ended: false });
    const [first] = lotes;
    expect(loteState([first!], { l1: 30 }, now).ended).toBe(true);
  });

  it('prices inteira at the lote, meia at half of it, keeps options the lote leaves out', () => {
    const [inLote2] = tablesInLote([pista], lotes[1]!);
    expect(inLote2!.itens.map((i) => i.valor_centavos)).toEqual([10500, 5250, 8000, null]);
    expect(tablesInLote([pista], null)).toEqual([pista]);
  });
});
