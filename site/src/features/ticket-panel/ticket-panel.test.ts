import { describe, expect, it } from 'vitest';
import {
  cartLine,
  chosenCounts,
  chosenLines,
  roomFor,
  roomHint,
  stockFromRest,
  UNKNOWN_STOCK,
  fromPrice,
  MESSAGES,
  offerText,
  purchaseBlocker,
  selectionError,
  showStock,
  stockText,
  type PanelEvent,
  type PanelItem,
  type PanelTable,
} from './ticket-panel';
import { installmentOffer } from './panel-prices';

const event: PanelEvent = {
  id: 'evt-sons-do-cerrado',
  titulo: 'Festival Sons do Cerrado',
  slug: 'festival-sons-do-cerrado',
  local: 'Esplanada do Lago Paranoá, Brasília - DF',
  data_inicio: '2026-12-12T19:00:00.000Z',
  status_inscricoes: 'abertas',
  mostrar_estoque: true,
  max_por_pedido: 6,
  ingresso_nominal: false,
  lotes: [],
};

const pista: PanelTable = {
  id: 'pt-pista',
  nome: 'Pista',
  descricao: null,
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
  ],
};

const conferencia: PanelTable = {
  id: 'pt-conferencia',
  nome: 'Passaporte Conferência',
  descricao: null,
  itens: [
    { id: 'profissional', label: 'Profissional', valor_centavos: 49000, tipo: 'inteira' },
    { id: 'caravana', label: 'Caravana universitária (sob consulta)', valor_centavos: null, tipo: 'inteira' },
  ],
};

const before = Date.parse('2026-12-01T12:00:00Z');

describe('purchaseBlocker', () => {
  const base = { dataInicio: event.data_inicio, statusInscricoes: 'abertas', disponivel: 10, now: before };

  it('lets an open, future event with stock be bought', () => {
    expect(purchaseBlocker(base)).toBeNull();
  });

  it('does not block while the live stock is unknown', () => {
    expect(purchaseBlocker({ ...base, disponivel: null })).toBeNull();
  });

  it("blocks with 'Esgotado' at 0, 'Inscrições encerradas' when closed, 'Evento encerrado' once started", () => {
    expect(purchaseBlocker({ ...base, disponivel: 0 })).toBe('Esgotado');
    expect(purchaseBlocker({ ...base, statusInscricoes: 'encerradas' })).toBe('Inscrições encerradas');
    expect(purchaseBlocker({ ...base, statusInscricoes: 'qualquer' })).toBe('Inscrições encerradas');
    expect(purchaseBlocker({ ...base, now: Date.parse(event.data_inicio) })).toBe('Evento encerrado');
  });

  it('names the strongest reason first: started, then closed, then sold out', () => {
    const all = { ...base, statusInscricoes: 'encerradas', disponivel: 0 };
    expect(purchaseBlocker(all)).toBe('Inscrições encerradas');
    expect(purchaseBlocker({ ...all, now: Date.parse('2027-01-01T00:00:00Z') })).toBe('Evento encerrado');
  });
});

describe('stock line', () => {
  it("reads 'N ingressos disponíveis' (pt-BR digits) and the singular for one", () => {
    expect(stockText(812)).toBe('812 ingressos disponíveis');
    expect(stockText(4188)).toBe('4.188 ingressos disponíveis');
    expect(stockText(1)).toBe('1 ingresso disponível');
    expect(offerText(1500)).toBe('1.500 ingressos no total');
    expect(offerText(1)).toBe('1 ingresso no total');
  });

  it('shows only when the event shows its stock and the live figure is above 0', () => {
    expect(showStock(true, 812)).toBe(true);
    expect(showStock(true, 0)).toBe(false);
    expect(showStock(true, null)).toBe(false);
    expect(showStock(false, 812)).toBe(false);
  });

  it('reads the figures from a Firestore REST document', () => {
    expect(
      stockFromRest({
        fields: {
          total: { integerValue: '5000' },
          disponivel: { integerValue: '812' },
          meia_total: { integerValue: '2000' },
          meia_disponivel: { integerValue: '37' },
        },
      }),
    ).toEqual({
      disponivel: 812,
      total: 5000,
      meiaTotal: 2000,
      meiaDisponivel: 37,
      cadeiranteDisponivel: null,
      cadeiranteTotal: null,
      lotesVendidos: null,
      filaEspera: null,
      filaVirtual: false,
    });
    expect(
      stockFromRest({
        fields: { cadeirante_total: { integerValue: '8' }, cadeirante_disponivel: { integerValue: '3' } },
      }),
    ).toMatchObject({ cadeiranteTotal: 8, cadeiranteDisponivel: 3 });
    expect(stockFromRest({ fields: { fila_virtual: { booleanValue: true } } }).filaVirtual).toBe(true);
    expect(stockFromRest({ fields: { fila_virtual: { stringValue: 'true' } } }).filaVirtual).toBe(false);
    expect(
      stockFromRest({
        fields: {
          lotes_vendidos: {
            mapValue: {
              fields: { 'lote-1': { integerValue: '30' }, 'lote-2': { integerValue: '7' }, x: {} },
            },
          },
        },
      }).lotesVendidos,
    ).toEqual({ 'lote-1': 30, 'lote-2': 7 });
    const disponivel = (doc: unknown) => stockFromRest(doc).disponivel;
    expect(disponivel({ fields: { disponivel: { doubleValue: 3 } } })).toBe(3);
    expect(disponivel({ fields: { disponivel: { integerValue: '-2' } } })).toBe(0);
    expect(stockFromRest({ fields: {} })).toEqual(UNKNOWN_STOCK);
    expect(stockFromRest({ error: { code: 404 } })).toEqual(UNKNOWN_STOCK);
    expect(stockFromRest(null)).toEqual(UNKNOWN_STOCK);
  });
});

describe('buy checks', () => {
  it('asks for a type, then for at least one ticket when the type has options', () => {
    expect(selectionError(null, [])).toBe(MESSAGES.noType);
    expect(MESSAGES.noType).toBe('Selecione um tipo de ingresso');
    expect(selectionError(pista, [])).toBe('Selecione uma opção de preço');
    expect(selectionError(pista, [{ item: pista.itens[0]! }])).toBeNull();
  });

  it('keeps the spec texts character for character', () => {
    expect(MESSAGES.signIn).toBe('Você precisa estar logado para comprar ingressos');
    expect(MESSAGES.added).toBe('Ingresso adicionado ao carrinho!');
    expect(MESSAGES.unavailable).toBe('Ingressos não disponíveis no momento');
  });
});

describe('prices', () => {
  it('starts from the lowest priced option; options without a price do not count', () => {
    expect(fromPrice([pista, conferencia])).toBe(6000);
    expect(fromPrice([conferencia])).toBe(49000);
    expect(
      fromPrice([
        { ...pista, itens: [{ id: 'x', label: 'Sob consulta', valor_centavos: null, tipo: 'inteira' }] },
      ]),
    ).toBeNull();
  });
});

describe('quantities', () => {
  const q = { 'pt-pista/inteira': 2, 'pt-pista/meia': 1, 'pt-conferencia/caravana': 3, 'pt-pista/x': 0 };

  it('lists the chosen options across types, leaving out zeros and options not sold online', () => {
    expect(chosenLines([pista, conferencia], q).map((l) => [l.item.id, l.qnt])).toEqual([
      ['inteira', 2],
      ['meia', 1],
    ]);
    expect(chosenCounts([pista, conferencia], q)).toEqual({
      tickets: 3,
      meia: 1,
      wheelchair: 0,
      total: 30000,
    });
  });

  it('lets an option grow within the limit per order, the stock and the meia quota', () => {
    const [inteira, meia] = pista.itens as [PanelItem, PanelItem];
    const counts = { tickets: 3, meia: 1 };
    expect(roomFor(inteira, counts, 6, UNKNOWN_STOCK)).toBe(3);
    expect(roomFor(inteira, counts, 3, UNKNOWN_STOCK)).toBe(0);
    expect(roomHint(inteira, counts, 3, UNKNOWN_STOCK)).toBe('Limite de 3 ingressos por pedido');
    const few = { ...UNKNOWN_STOCK, disponivel: 4, meiaDisponivel: 1 };
    expect(roomFor(inteira, counts, 6, few)).toBe(1);
    expect(roomFor(meia, counts, 6, few)).toBe(0);
    expect(roomHint(meia, counts, 6, few)).toBe('Sem mais meia-entrada disponível');
    expect(roomHint(meia, { tickets: 0, meia: 0 }, 6, { ...few, meiaDisponivel: 0 })).toBe(
      'Meia-entrada esgotada',
    );
    expect(roomHint(inteira, { tickets: 4, meia: 0 }, 6, few)).toBe('Sem mais ingressos disponíveis');
    expect(roomHint(inteira, counts, 6, few)).toBeNull();
  });

  it('lets a wheelchair space grow in pairs, within the spaces left', () => {
    const space: PanelItem = { id: 'cad', label: 'Cadeirante', valor_centavos: 4500, tipo: 'cadeirante' };
    const two = { ...UNKNOWN_STOCK, cadeiranteDisponivel: 2, cadeiranteTotal: 8 };
    expect(roomFor(space, { tickets: 0, meia: 0, wheelchair: 0 }, 6, two)).toBe(4);
    expect(roomFor(space, { tickets: 2, meia: 0, wheelchair: 2 }, 6, two)).toBe(2);
    expect(roomFor(space, { tickets: 4, meia: 0, wheelchair: 4 }, 6, two)).toBe(0);
    expect(roomHint(space, { tickets: 4, meia: 0, wheelchair: 4 }, 6, two)).toBe(
      'Sem mais espaços para cadeirante',
    );
    // One ticket of room is half a pair: the + is off.
    expect(roomFor(space, { tickets: 5, meia: 0, wheelchair: 0 }, 6, two)).toBe(0);
    expect(roomHint(space, { tickets: 5, meia: 0, wheelchair: 0 }, 6, two)).toBe(
      'Limite de 6 ingressos por pedido',
    );
    expect(roomHint(space, { tickets: 0, meia: 0 }, 6, { ...two, cadeiranteDisponivel: 0 })).toBe(
      'Espaços para cadeirante esgotados',
    );
    expect(roomFor(space, { tickets: 0, meia: 0 }, 6, UNKNOWN_STOCK)).toBe(6);
  });
});

describe('cartLine', () => {
  it("is the spec's cart item: table name + ' - ' + label, unit price in centavos, its kind", () => {
    expect(cartLine(event, pista, pista.itens[1]!, 2)).toEqual({
      event_id: 'evt-sons-do-cerrado',
      event_titulo: 'Festival Sons do Cerrado',
      event_slug: 'festival-sons-do-cerrado',
      tipo_ingresso: 'Pista - Meia-entrada',
      preco: 6000,
      qnt: 2,
      data_evento: '2026-12-12T19:00:00.000Z',
      local_evento: 'Esplanada do Lago Paranoá, Brasília - DF',
      pricing_table_id: 'pt-pista',
      item_id: 'meia',
      tipo_preco: 'meia',
    });
  });

  it('prices an option without a value at 0', () => {
    expect(cartLine(event, conferencia, conferencia.itens[1]!).preco).toBe(0);
    expect(cartLine(event, conferencia, conferencia.itens[1]!).tipo_ingresso).toBe(
      'Passaporte Conferência - Caravana universitária (sob consulta)',
    );
  });
});

describe('installmentOffer', () => {
  const installments = {
    parcelas_max: 12,
    parcela_minima_centavos: 500,
    juros_mensal: 0,
    juros_a_partir_de: 2,
  };
  const brl = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

  it('offers the largest plan on the fee-inclusive total it is given, adding nothing', () => {
    // R$ 110,00 (R$ 100,00 + 10 %) → 12x de R$ 9,17.
    expect(installmentOffer(11000, installments)).toBe(brl('ou em até 12x de R$ 9,17 sem juros no cartão'));
    // R$ 55,00 → 11x de R$ 5,00.
    expect(installmentOffer(5500, installments)).toBe(brl('ou em até 11x de R$ 5,00 sem juros no cartão'));
  });

  it('says so, with the total, when the plan has interest', () => {
    const withInterest = { ...installments, juros_mensal: 0.0199, juros_a_partir_de: 4 };
    expect(installmentOffer(11000, withInterest)).toMatch(
      /^ou em até 12x de R\$\u00a0[\d,]+ com juros de 1,99% ao mês \(total R\$\u00a0[\d.,]+\) no cartão$/,
    );
  });

  it('offers nothing without a choice, without card, or when only 1x fits', () => {
    expect(installmentOffer(null, installments)).toBeNull();
    expect(installmentOffer(11000, null)).toBeNull();
    expect(installmentOffer(880, installments)).toBeNull();
  });
});
