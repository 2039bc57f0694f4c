// Lotes (issue "Box office 2 of 2"): an event sells in batches whose prices rise, 1º lote, 2º lote,
// ... Each lote has a quantity of tickets and/or an end date, and its own price for the event's
// inteira options; while it has tickets and its date has not passed, its prices apply, then the
// next lote's. Meia-entrada is half of the current lote's inteira (Lei 12.933/2013). Pure rules:
// the server decides the lote when it claims the stock (functions/src/stock/claim-lote.ts), the
// ticket panel shows the same states live. No zod and no date-fns here: the panel's island imports it.
import { formatDateIntl } from './dates-intl.ts';
import { PRICE_KINDS, type PriceKind } from './box-office.ts';

export const LOTES_MAX = 10;

export interface Lote<Time = Date> {
  /** stable: the stock's places of the lote and the orders name it */
  id: string;
  /** '1º lote' */
  nome: string;
  /** tickets sold in this lote (all kinds); null: limited by its date only */
  quantidade: number | null;
  /** when it stops selling; null: when its tickets end */
  termina_em: Time | null;
  /** centavos per inteira option, by optionKey ('tableId/itemId'); options left out keep the table's price */
  precos: Record<string, number>;
}

/** What the order and its tickets keep of the lote they were sold in. */
export interface OrderLote {
  id: string;
  nome: string;
}

export type LoteState = 'esgotado' | 'encerrado' | 'a_venda' | 'em_breve';

export interface LoteView {
  id: string;
  nome: string;
  state: LoteState;
  /** 'Esgotado', 'Encerrado', 'À venda', 'A partir de 10/12/2026', 'Em breve' */
  label: string;
  /** tickets left in it (null: no quantity) */
  restantes: number | null;
}

/** Tickets taken in a lote (reserved or paid), by lote id, as event_stock.lotes_vendidos keeps them. */
export type LoteCounts = Readonly<Record<string, number>>;

function soldOut(lote: Lote, taken: LoteCounts): boolean {
  return lote.quantidade !== null && (taken[lote.id] ?? 0) >= lote.quantidade;
}

function ended(lote: Lote, now: Date): boolean {
  return lote.termina_em !== null && now >= lote.termina_em;
}

/** The lote on sale now: the first that neither ended nor sold out; null when none is left. */
export function currentLote(lotes: readonly Lote[], taken: LoteCounts, now: Date): Lote | null {
  return lotes.find((l) => !ended(l, now) && !soldOut(l, taken)) ?? null;
}

/** The lotes after `from` that can still sell, in order (where a rush moves on to). */
export function lotesFrom(lotes: readonly Lote[], from: Lote, now: Date): Lote[] {
  return lotes.slice(lotes.indexOf(from)).filter((l) => !ended(l, now));
}

/** Each lote as the event page shows it: sold out, ended, on sale, or from when it sells. */
export function loteViews(lotes: readonly Lote[], taken: LoteCounts, now: Date): LoteView[] {
  const current = currentLote(lotes, taken, now);
  const currentIndex = current ? lotes.indexOf(current) : lotes.length;
  return lotes.map((lote, index) => {
    const restantes = lote.quantidade === null ? null : Math.max(0, lote.quantidade - (taken[lote.id] ?? 0));
    const view = (state: LoteState, label: string): LoteView => ({
      id: lote.id,
      nome: lote.nome,
      state,
      label,
      restantes,
    });
    if (index === currentIndex) return view('a_venda', 'À venda');
    if (index < currentIndex)
      return soldOut(lote, taken) ? view('esgotado', 'Esgotado') : view('encerrado', 'Encerrado');
    // A later lote starts when the one before it ends: on a date when that one has one.
    const previous = lotes[index - 1];
    return previous?.termina_em && index === currentIndex + 1
      ? view('em_breve', `A partir de ${formatDateIntl(previous.termina_em)}`)
      : view('em_breve', 'Em breve');
  });
}

/** The key of a price option in a lote's prices. */
export function loteOptionKey(pricingTableId: string, itemId: string): string {
  return `${pricingTableId}/${itemId}`;
}

interface PricedOption {
  id: string;
  valor_centavos: number;
  tipo?: PriceKind;
}

/**
 * An option's price in a lote. Inteira options take the lote's price when it sets one; a half-price
 * option is half (rounded down, in the buyer's favour) of the lote's price for its table's first
 * inteira option; without a lote, or a price the lote leaves out, the table's own price.
 */
export function priceInLote(
  lote: Lote | null,
  tableId: string,
  tableItems: readonly { id: string; tipo?: PriceKind }[],
  option: PricedOption,
): number {
  if (!lote) return option.valor_centavos;
  if (!PRICE_KINDS[option.tipo ?? 'inteira'].halfPrice) {
    return lote.precos[loteOptionKey(tableId, option.id)] ?? option.valor_centavos;
  }
  const inteira = tableItems.find((i) => (i.tipo ?? 'inteira') === 'inteira');
  const full = inteira ? lote.precos[loteOptionKey(tableId, inteira.id)] : undefined;
  return full === undefined ? option.valor_centavos : Math.floor(full / 2);
}

/** The refusal when the lote on sale has fewer tickets left than the order asks for. */
export function loteNotEnoughMessage(nome: string, available: number): string {
  return available === 1
    ? `Resta apenas 1 ingresso no ${nome}`
    : `Restam apenas ${available} ingressos no ${nome}`;
}

export const LOTES_ENDED_MESSAGE = 'As vendas de todos os lotes deste evento terminaram';
