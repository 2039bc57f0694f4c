// Rules of the ticket panel, without React: what blocks a purchase, the stock lines, how many of
// each option the buyer may still add, the checks of the buy button, and the cart lines a choice
// becomes. (Build-time props are made in ticket-panel-props.ts, which may use zod: this may not.)
import type { CartItem } from '@gn/core/cart';
import { countsInMeiaQuota, perOrderLimitError, type PriceKind } from '@gn/core/box-office';
import { saleBlocker } from '@gn/core/checkout-rules';
import type { Lote } from '@gn/core/lotes';
import { isSoldOnline, NOT_SOLD_ONLINE_MESSAGE, ticketTypeName } from '@gn/core/pricing';
import { quantityStep, TICKETS_PER_WHEELCHAIR_SPACE, wheelchairRoomHint } from '@gn/core/wheelchair';

export interface PanelItem {
  id: string;
  label: string;
  /** centavos; null = an option without a price (costs 0) */
  valor_centavos: number | null;
  tipo: PriceKind;
}

export interface PanelTable {
  id: string;
  nome: string;
  descricao: string | null;
  itens: PanelItem[];
}

/** Props of the ticket panel island: only what the browser needs of the event. */
export interface PanelEvent {
  id: string;
  titulo: string;
  slug: string;
  local: string;
  data_inicio: string;
  status_inscricoes: string;
  mostrar_estoque: boolean;
  /** the event's limit of tickets per order */
  max_por_pedido: number;
  /** each ticket names its holder at checkout */
  ingresso_nominal: boolean;
  /** the event's lotes in selling order, dates as ISO strings ([]: the tables' own prices) */
  lotes: Lote<string>[];
}

export const MESSAGES = {
  signIn: 'Você precisa estar logado para comprar ingressos',
  noType: 'Selecione um tipo de ingresso',
  noOption: 'Selecione uma opção de preço',
  added: 'Ingresso adicionado ao carrinho!',
  unavailable: 'Ingressos não disponíveis no momento',
  started: 'Evento encerrado',
  closed: 'Inscrições encerradas',
  soldOut: 'Esgotado',
} as const;

export type Blocker = typeof MESSAGES.started | typeof MESSAGES.closed | typeof MESSAGES.soldOut;

/**
 * Why tickets cannot be bought now, or null: core's saleBlocker (the server asks the same) in the
 * panel's words. `disponivel` null means unknown (live read pending or failed): not a reason to
 * block, the checkout counts the stock on the server anyway.
 */
export function purchaseBlocker(input: {
  dataInicio: string;
  statusInscricoes: string;
  disponivel: number | null;
  now: number;
}): Blocker | null {
  const blocker = saleBlocker(
    { start: new Date(input.dataInicio), registration: input.statusInscricoes, available: input.disponivel },
    new Date(input.now),
  );
  return blocker && MESSAGES[blocker];
}

const count = new Intl.NumberFormat('pt-BR');

/** '812 ingressos disponíveis', '1.500 ingressos disponíveis', '1 ingresso disponível'. */
export function stockText(disponivel: number): string {
  return disponivel === 1 ? '1 ingresso disponível' : `${count.format(disponivel)} ingressos disponíveis`;
}

/** The event's whole offer, shown beside the meia-entrada figures as the law asks: '1.500 ingressos no total'. */
export function offerText(total: number): string {
  return total === 1 ? '1 ingresso no total' : `${count.format(total)} ingressos no total`;
}

/** The stock line shows only when the event shows its stock and the live figure is above 0. */
export function showStock(mostrarEstoque: boolean, disponivel: number | null): disponivel is number {
  return mostrarEstoque && disponivel !== null && disponivel > 0;
}

/** How many of each option the buyer chose, by optionKey. */
export type Quantities = Readonly<Record<string, number>>;

export function optionKey(table: Pick<PanelTable, 'id'>, item: Pick<PanelItem, 'id'>): string {
  return `${table.id}/${item.id}`;
}

/** The chosen options with their quantities, in the page's order. */
export function chosenLines(
  tables: readonly PanelTable[],
  quantities: Quantities,
): { table: PanelTable; item: PanelItem; qnt: number }[] {
  return tables.flatMap((table) =>
    table.itens
      .map((item) => ({ table, item, qnt: quantities[optionKey(table, item)] ?? 0 }))
      .filter((line) => line.qnt > 0 && isSoldOnline(line.item)),
  );
}

/** Tickets chosen, how many of them count against the meia-entrada quota, and the wheelchair spaces' tickets. */
export function chosenCounts(tables: readonly PanelTable[], quantities: Quantities) {
  const lines = chosenLines(tables, quantities);
  return {
    tickets: lines.reduce((n, l) => n + l.qnt, 0),
    meia: lines.filter((l) => countsInMeiaQuota(l.item.tipo)).reduce((n, l) => n + l.qnt, 0),
    wheelchair: lines.filter((l) => l.item.tipo === 'cadeirante').reduce((n, l) => n + l.qnt, 0),
    total: lines.reduce((n, l) => n + l.qnt * (l.item.valor_centavos ?? 0), 0),
  };
}

/** What the live stock read tells (null: unknown). */
export interface StockFigures {
  disponivel: number | null;
  total: number | null;
  meiaDisponivel: number | null;
  meiaTotal: number | null;
  /** the event's wheelchair spaces left and in all (each space is two tickets) */
  cadeiranteDisponivel: number | null;
  cadeiranteTotal: number | null;
  /** tickets taken per lote id (events with lotes) */
  lotesVendidos: Record<string, number> | null;
  /** people in the waiting list (a sold-out event) */
  filaEspera: number | null;
  /** the event sells through its virtual queue: 'Comprar Ingresso' leads to /fila */
  filaVirtual: boolean;
}

export const UNKNOWN_STOCK: StockFigures = {
  disponivel: null,
  total: null,
  meiaDisponivel: null,
  meiaTotal: null,
  cadeiranteDisponivel: null,
  cadeiranteTotal: null,
  lotesVendidos: null,
  filaEspera: null,
  filaVirtual: false,
};

/** What the room of an option is counted from: the tickets chosen, of the quota, of wheelchair spaces. */
export type ChosenCounts = { tickets: number; meia: number; wheelchair?: number };

/**
 * How many more of `item` the buyer may add: within the event's limit per order, the tickets left,
 * those left in the lote on sale and, for a quota meia-entrada, the quota left; for a wheelchair
 * space, the spaces left, two tickets each (unknown figures do not limit: the server counts). The
 * + adds quantityStep(kind) tickets: it is on while the room holds that many.
 */
export function roomFor(
  item: PanelItem,
  counts: ChosenCounts,
  maxPerOrder: number,
  stock: StockFigures,
  loteLeft: number | null = null,
): number {
  const limits = [maxPerOrder - counts.tickets];
  if (stock.disponivel !== null) limits.push(stock.disponivel - counts.tickets);
  if (loteLeft !== null) limits.push(loteLeft - counts.tickets);
  if (countsInMeiaQuota(item.tipo) && stock.meiaDisponivel !== null) {
    limits.push(stock.meiaDisponivel - counts.meia);
  }
  if (item.tipo === 'cadeirante') {
    limits.push(
      stock.cadeiranteDisponivel === null
        ? Number.POSITIVE_INFINITY
        : stock.cadeiranteDisponivel * TICKETS_PER_WHEELCHAIR_SPACE - (counts.wheelchair ?? 0),
    );
  }
  const room = Math.max(0, Math.min(...limits));
  return room >= quantityStep(item.tipo) ? room : 0;
}

/** Why the + of an option is off, in words for the buyer, or null. */
export function roomHint(
  item: PanelItem,
  counts: ChosenCounts,
  maxPerOrder: number,
  stock: StockFigures,
  loteLeft: number | null = null,
): string | null {
  if (roomFor(item, counts, maxPerOrder, stock, loteLeft) > 0) return null;
  const spaces = item.tipo === 'cadeirante' ? wheelchairRoomHint(stock.cadeiranteDisponivel, counts) : null;
  if (spaces) return spaces;
  if (counts.tickets + quantityStep(item.tipo) > maxPerOrder)
    return perOrderLimitError(maxPerOrder + 1, maxPerOrder);
  if (loteLeft !== null && counts.tickets >= loteLeft) return 'Sem mais ingressos neste lote';
  if (countsInMeiaQuota(item.tipo) && stock.meiaDisponivel !== null && counts.meia >= stock.meiaDisponivel) {
    return stock.meiaDisponivel === 0 ? 'Meia-entrada esgotada' : 'Sem mais meia-entrada disponível';
  }
  return 'Sem mais ingressos disponíveis';
}

/**
 * The spec's buy checks after the sign-in check: a type, then an option when the type has any
 * (here: at least one ticket of some option).
 */
export function selectionError(
  table: PanelTable | null,
  lines: readonly { item: PanelItem }[],
): string | null {
  if (!table) return MESSAGES.noType;
  if (table.itens.length > 0 && lines.length === 0) return MESSAGES.noOption;
  if (lines.some((l) => !isSoldOnline(l.item))) return NOT_SOLD_ONLINE_MESSAGE;
  return null;
}

/** The ticket count in words: '1 ingresso', '3 ingressos'. */
export function ticketsText(n: number): string {
  return n === 1 ? '1 ingresso' : `${n} ingressos`;
}

/** Lowest price among the options that have one, in centavos; null when none has a price. */
export function fromPrice(tables: readonly PanelTable[]): number | null {
  const prices = tables
    .flatMap((t) => t.itens)
    .filter(isSoldOnline)
    .map((i) => i.valor_centavos);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The cart line of a choice. `preco` is only what the buyer sees until payment: the checkout
 * function prices the order again from the published price table (pricing_table_id + item_id),
 * so an edited localStorage cannot change what is charged.
 */
export function cartLine(event: PanelEvent, table: PanelTable, item: PanelItem, qnt = 1): CartItem {
  return {
    event_id: event.id,
    event_titulo: event.titulo,
    event_slug: event.slug,
    tipo_ingresso: ticketTypeName(table.nome, item.label),
    preco: item.valor_centavos ?? 0,
    qnt,
    data_evento: event.data_inicio,
    local_evento: event.local,
    pricing_table_id: table.id,
    item_id: item.id,
    tipo_preco: item.tipo,
  };
}

type RestFields = Record<
  string,
  | {
      integerValue?: unknown;
      doubleValue?: unknown;
      booleanValue?: unknown;
      mapValue?: { fields?: RestFields };
    }
  | undefined
>;

/** One whole figure of a Firestore REST document's fields, or null when it is not readable. */
function restCount(fields: RestFields | undefined, name: string): number | null {
  const field = fields?.[name];
  const raw = field?.integerValue ?? field?.doubleValue;
  const value = typeof raw === 'string' ? Number(raw) : typeof raw === 'number' ? raw : Number.NaN;
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null;
}

/**
 * The stock figures of a Firestore REST document (`{ fields: { disponivel: { integerValue: '812' } } }`);
 * each null when the document has no readable value for it.
 */
export function stockFromRest(doc: unknown): StockFigures {
  const fields = (doc as { fields?: RestFields } | null)?.fields;
  return {
    disponivel: restCount(fields, 'disponivel'),
    total: restCount(fields, 'total'),
    meiaDisponivel: restCount(fields, 'meia_disponivel'),
    meiaTotal: restCount(fields, 'meia_total'),
    cadeiranteDisponivel: restCount(fields, 'cadeirante_disponivel'),
    cadeiranteTotal: restCount(fields, 'cadeirante_total'),
    lotesVendidos: restCounts(fields?.lotes_vendidos?.mapValue?.fields),
    filaEspera: restCount(fields, 'fila_espera'),
    filaVirtual: fields?.fila_virtual?.booleanValue === true,
  };
}

/** A map of whole figures (`lotes_vendidos`), or null when absent; unreadable entries are left out. */
function restCounts(fields: RestFields | undefined): Record<string, number> | null {
  if (!fields) return null;
  const counts: Record<string, number> = {};
  for (const key of Object.keys(fields)) {
    const value = restCount(fields, key);
    if (value !== null) counts[key] = value;
  }
  return counts;
}
