// The panel's derived view: the payment footer's wording, the live stock merge, the mobile bar's
// caption and price, and what a choice makes of the figures.
import { describe, expect, it } from 'vitest';
import {
  barCaption,
  barPrice,
  buildFigures,
  firstQuantities,
  mergeStock,
  offeredMethods,
  panelView,
  paymentFooter,
  totalPrice,
  type PanelState,
} from './panel-view';
import { MESSAGES, UNKNOWN_STOCK, type PanelTable } from './ticket-panel';

const FEE = 'A taxa de serviço é somada no checkout.';

describe('paymentFooter', () => {
  it('names exactly the methods offered, in the checkout order', () => {
    expect(paymentFooter(['pix', 'card'])).toBe(`Pagamento por PIX ou cartão. ${FEE}`);
    expect(paymentFooter(['pix', 'boleto'])).toBe(`Pagamento por PIX ou boleto. ${FEE}`);
    expect(paymentFooter(['pix', 'card', 'boleto'])).toBe(`Pagamento por PIX, cartão ou boleto. ${FEE}`);
    expect(paymentFooter(['card', 'boleto'])).toBe(`Pagamento por cartão ou boleto. ${FEE}`);
    expect(paymentFooter(['pix'])).toBe(`Pagamento por PIX. ${FEE}`);
    expect(paymentFooter([])).toBe(FEE);
  });

  it("keeps today's text character for character when PIX and card are on", () => {
    expect(paymentFooter(['pix', 'card'])).toBe(
      'Pagamento por PIX ou cartão. A taxa de serviço é somada no checkout.',
    );
  });
});

describe('offeredMethods', () => {
  const start = '2027-03-10T23:00:00.000Z';
  const methods = { metodos: ['pix' as const, 'card' as const, 'boleto' as const], boleto_horas: 72 };

  it('offers boleto while its hold ends before the event, as the checkout does', () => {
    expect(offeredMethods(methods, start, Date.parse('2027-03-01T12:00:00Z'))).toEqual([
      'pix',
      'card',
      'boleto',
    ]);
    expect(offeredMethods(methods, start, Date.parse('2027-03-09T12:00:00Z'))).toEqual(['pix', 'card']);
  });

  it('never names a method the settings switched off', () => {
    const noCard = { metodos: ['pix' as const, 'boleto' as const], boleto_horas: 72 };
    expect(offeredMethods(noCard, start, Date.parse('2027-03-01T12:00:00Z'))).toEqual(['pix', 'boleto']);
  });
});

describe('stock figures', () => {
  it('trusts only a sold-out total and the meia-entrada quota from the build', () => {
    expect(buildFigures(null)).toEqual(UNKNOWN_STOCK);
    expect(buildFigures({ disponivel: 12, meia_total: 40, meia_disponivel: 3 })).toEqual({
      ...UNKNOWN_STOCK,
      meiaTotal: 40,
      meiaDisponivel: 3,
    });
    expect(buildFigures({ disponivel: 0 }).disponivel).toBe(0);
  });

  it('keeps what was known when a live figure is unknown', () => {
    const before = { ...UNKNOWN_STOCK, disponivel: 10, total: 100, filaVirtual: true };
    expect(mergeStock(before, { ...UNKNOWN_STOCK, disponivel: 8 })).toEqual({
      ...before,
      disponivel: 8,
      filaVirtual: false,
    });
  });
});

const pista: PanelTable = {
  id: 'pt-pista',
  nome: 'Pista',
  descricao: null,
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
  ],
};
const camarote: PanelTable = {
  id: 'pt-camarote',
  nome: 'Camarote',
  descricao: null,
  itens: [{ id: 'unica', label: 'Única', valor_centavos: 30000, tipo: 'inteira' }],
};

const state = (over: Partial<PanelState> = {}): PanelState => ({
  event: {
    id: 'evt-1',
    titulo: 'Show',
    slug: 'show',
    local: 'Teatro',
    data_inicio: '2027-03-01T23:00:00.000Z',
    status_inscricoes: 'abertas',
    mostrar_estoque: true,
    max_por_pedido: 6,
    ingresso_nominal: false,
    lotes: [],
  },
  tables: [pista, camarote],
  lotesNow: { lote: null, views: [], left: null, ended: false },
  tableId: null,
  quantities: {},
  stock: { ...UNKNOWN_STOCK, disponivel: 50 },
  liveRead: true,
  now: Date.parse('2027-01-01T12:00:00Z'),
  busy: false,
  heldQuantity: null,
  payment: null,
  ...over,
});

describe('panelView', () => {
  it('starts one ticket on a type with a single option, none otherwise', () => {
    expect(firstQuantities(camarote)).toEqual({ 'pt-camarote/unica': 1 });
    expect(firstQuantities(pista)).toEqual({});
    expect(firstQuantities(undefined)).toEqual({});
  });

  it('invites to choose before a type, with the lowest price in the bar', () => {
    const view = panelView(state());
    expect(view.buyDisabled).toBe(true);
    expect(barCaption(view)).toBe('Ingressos a partir de');
    expect(barPrice(view)).toBe('R$\u00a060,00');
  });

  it('totals the choice in the panel and the bar', () => {
    const view = panelView(state({ tableId: 'pt-pista', quantities: { 'pt-pista/inteira': 2 } }));
    expect(view.buyDisabled).toBe(false);
    expect(totalPrice(view)).toBe('R$\u00a0240,00');
    expect(barCaption(view)).toBe('2 ingressos');
    expect(barPrice(view)).toBe('R$\u00a0240,00');
    expect(totalPrice(panelView(state({ tableId: 'pt-pista' })))).toBe('a partir de R$\u00a060,00');
    expect(barCaption(panelView(state({ tableId: 'pt-pista' })))).toBe('Pista');
  });

  it('blocks a sold-out event unless a waiting-list offer holds places for the buyer', () => {
    const soldOut = state({ tableId: 'pt-pista', stock: { ...UNKNOWN_STOCK, disponivel: 0 } });
    expect(panelView(soldOut).blocker).toBe(MESSAGES.soldOut);
    expect(barCaption(panelView(soldOut))).toBe(MESSAGES.soldOut);
    const held = panelView({ ...soldOut, heldQuantity: 2 });
    expect(held.blocker).toBeNull();
    expect(held.roomStock.disponivel).toBe(2);
  });

  it('shows the meia-entrada counter for any quota kind, not for the 60+ meia alone', () => {
    const quota = { ...UNKNOWN_STOCK, disponivel: 50, meiaTotal: 20, meiaDisponivel: 7 };
    const withKind = (tipo: PanelTable['itens'][number]['tipo']) =>
      panelView(
        state({
          stock: quota,
          tables: [
            { ...camarote, itens: [...camarote.itens, { id: 'm', label: 'Meia', valor_centavos: 1, tipo }] },
          ],
        }),
      ).showMeia;
    expect(withKind('meia_estudante')).toBe(true);
    expect(withKind('meia_pcd')).toBe(true);
    expect(withKind('meia_jovem')).toBe(true);
    expect(withKind('meia')).toBe(true);
    expect(withKind('meia_idoso')).toBe(false);
  });
});
