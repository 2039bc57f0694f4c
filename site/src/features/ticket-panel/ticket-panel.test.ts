import { describe, expect, it } from 'vitest';
import {
  cartLine,
  disponivelFromRest,
  fromPrice,
  MESSAGES,
  purchaseBlocker,
  selectionError,
  showStock,
  stockText,
  type PanelEvent,
  type PanelTable,
} from './ticket-panel';

const event: PanelEvent = {
  id: 'evt-sons-do-cerrado',
  titulo: 'Festival Sons do Cerrado',
  slug: 'festival-sons-do-cerrado',
  local: 'Esplanada do Lago Paranoá, Brasília - DF',
  data_inicio: '2026-12-12T19:00:00.000Z',
  status_inscricoes: 'abertas',
  mostrar_estoque: true,
};

const pista: PanelTable = {
  id: 'pt-pista',
  nome: 'Pista',
  descricao: null,
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000 },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000 },
  ],
};

const conferencia: PanelTable = {
  id: 'pt-conferencia',
  nome: 'Passaporte Conferência',
  descricao: null,
  itens: [
    { id: 'profissional', label: 'Profissional', valor_centavos: 49000 },
    { id: 'caravana', label: 'Caravana universitária (sob consulta)', valor_centavos: null },
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
  });

  it('shows only when the event shows its stock and the live figure is above 0', () => {
    expect(showStock(true, 812)).toBe(true);
    expect(showStock(true, 0)).toBe(false);
    expect(showStock(true, null)).toBe(false);
    expect(showStock(false, 812)).toBe(false);
  });

  it('reads disponivel from a Firestore REST document', () => {
    expect(
      disponivelFromRest({
        fields: { total: { integerValue: '5000' }, disponivel: { integerValue: '812' } },
      }),
    ).toBe(812);
    expect(disponivelFromRest({ fields: { disponivel: { doubleValue: 3 } } })).toBe(3);
    expect(disponivelFromRest({ fields: { disponivel: { integerValue: '-2' } } })).toBe(0);
    expect(disponivelFromRest({ fields: {} })).toBeNull();
    expect(disponivelFromRest({ error: { code: 404 } })).toBeNull();
    expect(disponivelFromRest(null)).toBeNull();
  });
});

describe('buy checks', () => {
  it('asks for a type, then for an option when the type has options', () => {
    expect(selectionError(null, null)).toBe(MESSAGES.noType);
    expect(MESSAGES.noType).toBe('Selecione um tipo de ingresso');
    expect(selectionError(pista, null)).toBe('Selecione uma opção de preço');
    expect(selectionError(pista, pista.itens[0]!)).toBeNull();
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
      fromPrice([{ ...pista, itens: [{ id: 'x', label: 'Sob consulta', valor_centavos: null }] }]),
    ).toBeNull();
  });
});

describe('cartLine', () => {
  it("is the spec's cart item: table name + ' - ' + label, unit price in centavos, quantity 1", () => {
    expect(cartLine(event, pista, pista.itens[1]!)).toEqual({
      event_id: 'evt-sons-do-cerrado',
      event_titulo: 'Festival Sons do Cerrado',
      event_slug: 'festival-sons-do-cerrado',
      tipo_ingresso: 'Pista - Meia-entrada',
      preco: 6000,
      qnt: 1,
      data_evento: '2026-12-12T19:00:00.000Z',
      local_evento: 'Esplanada do Lago Paranoá, Brasília - DF',
      pricing_table_id: 'pt-pista',
      item_id: 'meia',
    });
  });

  it('prices an option without a value at 0', () => {
    expect(cartLine(event, conferencia, conferencia.itens[1]!).preco).toBe(0);
    expect(cartLine(event, conferencia, conferencia.itens[1]!).tipo_ingresso).toBe(
      'Passaporte Conferência - Caravana universitária (sob consulta)',
    );
  });
});
