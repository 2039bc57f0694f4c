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

const FEE = 'Preços com a taxa de serviço incluída.';
const brl = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');

describe('paymentFooter', () => {
  it('names exactly the methods offered, in the checkout order', () => {
    expect(paymentFooter(['pix', 'card'])).toBe(`Pagamento por PIX ou cartão. ${FEE}`);
    expect(paymentFooter(['pix', 'boleto'])).toBe(`Pagamento por PIX ou boleto. ${FEE}`);
    expect(paymentFooter(['pix', 'card', 'boleto'])).toBe(`Pagamento por PIX, cartão ou boleto. ${FEE}`);
    expect(paymentFooter(['card', 'boleto'])).toBe(`Pagamento por cartão ou boleto. ${FEE}`);
    expect(paymentFooter(['pix'])).toBe(`Pagamento por PIX. ${FEE}`);
    expect(paymentFooter([])).toBe(FEE);
  });

  it('says truthfully that the prices hold the fee (no more "somada no checkout")', () => {
    expect(paymentFooter(['pix', 'card'])).toBe(
      'Pagamento por PIX ou cartão. Preços com a taxa de serviço incluída.',
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
  payment: { feeRate: 0.1, installments: null },
  ...over,
});

describe('panelView', () => {
  it('starts one ticket on a type with a single option, none otherwise', () => {
    expect(firstQuantities(camarote)).toEqual({ 'pt-camarote/unica': 1 });
    expect(firstQuantities(pista)).toEqual({});
    expect(firstQuantities(undefined)).toEqual({});
  });

  it('invites to choose before a type, with the lowest price and its fee in the bar', () => {
    const view = panelView(state());
    expect(view.buyDisabled).toBe(true);
    expect(barCaption(view)).toBe('Ingressos a partir de');
    // R$ 60,00 + 10 % = R$ 66,00.
    expect(barPrice(view)).toEqual({
      label: brl('R$ 66,00'),
      note: brl('inclui R$ 6,00 de taxa de serviço'),
    });
  });

  it('totals the choice with the fee, itemised, in the panel and the bar', () => {
    const view = panelView(state({ tableId: 'pt-pista', quantities: { 'pt-pista/inteira': 2 } }));
    expect(view.buyDisabled).toBe(false);
    const total = { label: brl('R$ 264,00'), note: brl('inclui R$ 24,00 de taxa de serviço') };
    expect(totalPrice(view)).toEqual(total);
    expect(barCaption(view)).toBe('2 ingressos');
    expect(barPrice(view)).toEqual(total);
    expect(totalPrice(panelView(state({ tableId: 'pt-pista' })))).toEqual({
      label: brl('a partir de R$ 66,00'),
      note: brl('inclui R$ 6,00 de taxa de serviço'),
    });
    expect(barCaption(panelView(state({ tableId: 'pt-pista' })))).toBe('Pista');
  });

  it("uses the event's own fee rate, and n × the one-ticket figure is the total", () => {
    const odd: PanelTable = {
      ...camarote,
      itens: [{ id: 'unica', label: 'Única', valor_centavos: 1015, tipo: 'inteira' }],
    };
    const one = panelView(
      state({
        tables: [odd],
        tableId: odd.id,
        quantities: { 'pt-camarote/unica': 1 },
        payment: { feeRate: 0.05, installments: null },
      }),
    );
    // R$ 10,15 at 5 %: 50.75 → 51 centavos per ticket.
    expect(one.chosen).toEqual({ price: 1015, fee: 51, total: 1066 });
    const three = panelView({
      ...state({ tables: [odd], tableId: odd.id }),
      quantities: { 'pt-camarote/unica': 3 },
      payment: { feeRate: 0.05, installments: null },
    });
    expect(three.chosen?.total).toBe(3 * 1066);
  });

  it('offers the installments on the very total shown (one total on the panel)', () => {
    const installments = {
      parcelas_max: 12,
      parcela_minima_centavos: 500,
      juros_mensal: 0,
      juros_a_partir_de: 2,
    };
    const view = panelView(
      state({
        tableId: 'pt-pista',
        quantities: { 'pt-pista/inteira': 2 },
        payment: { feeRate: 0.1, installments },
      }),
    );
    // R$ 264,00 / 12 = R$ 22,00.
    expect(view.offer).toBe(brl('ou em até 12x de R$ 22,00 sem juros no cartão'));
  });

  it('a free option costs nothing and has no fee', () => {
    const free: PanelTable = {
      ...camarote,
      itens: [{ id: 'unica', label: 'Infantil', valor_centavos: 0, tipo: 'inteira' }],
    };
    const view = panelView(
      state({ tables: [free], tableId: free.id, quantities: { 'pt-camarote/unica': 1 } }),
    );
    expect(totalPrice(view)).toEqual({ label: 'Gratuito', note: null });
    expect(view.offer).toBeNull();
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
