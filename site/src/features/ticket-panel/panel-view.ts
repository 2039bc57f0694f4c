// What the ticket panel shows for one state (type, quantities, stock, clock, held offer), without
// React: the island keeps the state, this derives every figure and text of a render from it, so
// the components stay plain markup. Its rules are in ticket-panel.ts and panel-lotes.ts.
import { countsInMeiaQuota } from '@gn/core/box-office';
import { boletoAvailable } from '@gn/core/checkout-rules';
import { formatBRL } from '@gn/core/money';
import { FEE_INCLUDED_NOTE, feeNote, shownPrice, type ShownPrice } from '@gn/core/offer-price';
import type { PaymentMethod } from '@gn/core/payment';
import { isSoldOnline } from '@gn/core/pricing';
import type { PanelLoteState } from './panel-lotes';
import { installmentOffer, lowestPrice, selectionPrice, type PanelPayment } from './panel-prices';
import {
  chosenCounts,
  chosenLines,
  optionKey,
  purchaseBlocker,
  showStock,
  ticketsText,
  UNKNOWN_STOCK,
  type PanelEvent,
  type PanelTable,
  type Quantities,
  type StockFigures,
} from './ticket-panel';

/** The stock known at build time (the event page's detail), as the panel's props carry it. */
export interface BuildStock {
  disponivel: number;
  meia_total?: number;
  meia_disponivel?: number;
  cadeirante_total?: number;
  cadeirante_disponivel?: number;
  lotes_vendidos?: Record<string, number>;
}

/** The payment methods of the Pagamentos settings, and the boleto's hold (it closes before the event). */
export interface PanelMethods {
  metodos: PaymentMethod[];
  boleto_horas: number;
}

/** The first figures: only a sold-out total and the meia-entrada quota are trusted from the build. */
export function buildFigures(build: BuildStock | null): StockFigures {
  return {
    ...UNKNOWN_STOCK,
    disponivel: build?.disponivel === 0 ? 0 : null,
    meiaTotal: build?.meia_total ?? null,
    meiaDisponivel: build?.meia_disponivel ?? null,
    cadeiranteTotal: build?.cadeirante_total ?? null,
    cadeiranteDisponivel: build?.cadeirante_disponivel ?? null,
    lotesVendidos: build?.lotes_vendidos ?? null,
  };
}

/** A live read over what was known: unknown (null) figures after a failed read keep the old ones. */
export function mergeStock(before: StockFigures, live: StockFigures): StockFigures {
  return {
    disponivel: live.disponivel ?? before.disponivel,
    total: live.total ?? before.total,
    meiaDisponivel: live.meiaDisponivel ?? before.meiaDisponivel,
    meiaTotal: live.meiaTotal ?? before.meiaTotal,
    cadeiranteDisponivel: live.cadeiranteDisponivel ?? before.cadeiranteDisponivel,
    cadeiranteTotal: live.cadeiranteTotal ?? before.cadeiranteTotal,
    lotesVendidos: live.lotesVendidos ?? before.lotesVendidos,
    filaEspera: live.filaEspera ?? before.filaEspera,
    filaVirtual: live.filaVirtual,
  };
}

/** A type's starting quantities: one ticket when it has a single option on sale, else none. */
export function firstQuantities(table: PanelTable | undefined): Quantities {
  const only = table && table.itens.length === 1 && isSoldOnline(table.itens[0]!) ? table.itens[0]! : null;
  return only ? { [optionKey(table!, only)]: 1 } : {};
}

const METHOD_NAMES: Record<PaymentMethod, string> = { pix: 'PIX', card: 'cartão', boleto: 'boleto' };

/**
 * The methods the checkout will offer for this event now: the enabled ones, boleto only while its
 * hold still ends before the event (as the checkout filters it, checkout-terms.ts).
 */
export function offeredMethods(methods: PanelMethods, dataInicio: string, now: number): PaymentMethod[] {
  return methods.metodos.filter(
    (m) => m !== 'boleto' || boletoAvailable(new Date(now), new Date(dataInicio), methods.boleto_horas),
  );
}

/**
 * The panel's footer: 'Pagamento por PIX ou cartão. Preços com a taxa de serviço incluída.',
 * naming exactly the methods offered ('PIX, cartão ou boleto', 'PIX ou boleto', 'PIX').
 */
export function paymentFooter(methods: readonly PaymentMethod[]): string {
  const fee = FEE_INCLUDED_NOTE;
  const names = methods.map((m) => METHOD_NAMES[m]);
  if (names.length === 0) return fee;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
  return `Pagamento por ${list}. ${fee}`;
}

export interface PanelState {
  event: PanelEvent;
  /** the types on sale now (tablesInLote) */
  tables: PanelTable[];
  lotesNow: PanelLoteState;
  tableId: string | null;
  quantities: Quantities;
  stock: StockFigures;
  liveRead: boolean;
  now: number;
  busy: boolean;
  /** places a waiting-list offer holds for this buyer (null: none) */
  heldQuantity: number | null;
  payment: PanelPayment;
}

/** Every figure of one render of the panel and of its mobile bar. */
export function panelView(s: PanelState) {
  const table = s.tables.find((t) => t.id === s.tableId) ?? null;
  // The quantities belong to the chosen type: changing the type starts again, as the spec's option did.
  const chosenTable = table ? [table] : [];
  const lines = chosenLines(chosenTable, s.quantities);
  const counts = chosenCounts(chosenTable, s.quantities);
  // A waiting-list offer: the places held for this buyer are theirs to buy, sold out or not.
  const disponivel = s.heldQuantity ?? s.stock.disponivel;
  const roomStock = s.heldQuantity !== null ? { ...s.stock, disponivel: s.heldQuantity } : s.stock;
  const blocker = purchaseBlocker({
    dataInicio: s.event.data_inicio,
    statusInscricoes: s.event.status_inscricoes,
    // Every lote ended: nothing is sold any more, as with no ticket left.
    disponivel: s.lotesNow.ended ? 0 : disponivel,
    now: s.now,
  });
  // The law asks for the meia-entrada figures wherever quota tickets are sold.
  const sellsQuotaMeia = s.tables.some((t) =>
    t.itens.some((i) => countsInMeiaQuota(i.tipo) && isSoldOnline(i)),
  );
  const { feeRate } = s.payment;
  // Every price with its service fee: the selection's total is the one the checkout charges.
  const chosen = counts.tickets > 0 ? selectionPrice(chosenTable, s.quantities, feeRate) : null;
  return {
    table,
    lines,
    counts,
    disponivel,
    roomStock,
    blocker,
    lowest: lowestPrice(s.tables, feeRate),
    chosen,
    offer: blocker ? null : installmentOffer(chosen?.total ?? null, s.payment.installments),
    typeFrom: table ? lowestPrice([table], feeRate) : null,
    showMeia: sellsQuotaMeia && s.stock.meiaTotal !== null && s.stock.meiaDisponivel !== null,
    // The wheelchair spaces, live, where the event sells them (LBI art. 44).
    showWheelchair:
      s.tables.some((t) => t.itens.some((i) => i.tipo === 'cadeirante' && isSoldOnline(i))) &&
      s.stock.cadeiranteTotal !== null &&
      s.stock.cadeiranteDisponivel !== null,
    stockVisible: showStock(s.event.mostrar_estoque, s.liveRead ? disponivel : null),
    buyDisabled: !table || blocker !== null || s.busy,
  };
}

export type PanelView = ReturnType<typeof panelView>;

/** The mobile bar's small line: the reason, the tickets chosen, the type, or an invitation. */
export function barCaption(view: PanelView): string {
  if (view.blocker) return view.blocker;
  if (view.counts.tickets > 0) return ticketsText(view.counts.tickets);
  return view.table ? view.table.nome : 'Ingressos a partir de';
}

/**
 * The mobile bar's price, fee included: the choice's total, the type's lowest, the event's lowest
 * (or '—'), and the fee it holds ('inclui R$ 20,00 de taxa de serviço').
 */
export function barPrice(view: PanelView): ShownPrice {
  const price = view.chosen ?? view.typeFrom ?? view.lowest;
  if (price === null) return { label: '—', note: null };
  // A lowest price of 0 is 'a partir de R$ 0,00', not 'Gratuito': other options cost.
  return view.chosen ? shownPrice(price) : { label: formatBRL(price.total), note: feeNote(price.fee) };
}

/**
 * The panel's big price once a type is chosen, fee included: the total, else 'a partir de' the
 * type's lowest; with the fee it holds ('inclui R$ 20,00 de taxa de serviço').
 */
export function totalPrice(view: PanelView): ShownPrice {
  if (view.chosen) return shownPrice(view.chosen);
  if (view.typeFrom === null) return { label: '—', note: null };
  return { label: `a partir de ${formatBRL(view.typeFrom.total)}`, note: feeNote(view.typeFrom.fee) };
}
