// The ticket panel's lotes, without React: the lote on sale from the live figures (core's rules,
// which the checkout applies too), the tables at its prices, and what is left in it. The server
// decides the lote when it reserves the stock; this is what the buyer sees until then.
import {
  currentLote,
  loteViews,
  priceInLote,
  type Lote,
  type LoteCounts,
  type LoteView,
} from '@gn/core/lotes';
import { isSoldOnline } from '@gn/core/pricing';
import type { PanelTable } from './ticket-panel';

/** The props' lotes (ISO dates) as core reads them. */
export function panelLotes(lotes: readonly Lote<string>[]): Lote[] {
  return lotes.map((l) => ({ ...l, termina_em: l.termina_em ? new Date(l.termina_em) : null }));
}

export interface PanelLoteState {
  /** the lote on sale (null: none left, or the event has no lotes) */
  lote: Lote | null;
  views: LoteView[];
  /** tickets left in the lote on sale, when it has a quantity and the figures are known */
  left: number | null;
  /** every lote ended: nothing is sold any more */
  ended: boolean;
}

export function loteState(lotes: readonly Lote[], taken: LoteCounts | null, now: Date): PanelLoteState {
  if (lotes.length === 0) return { lote: null, views: [], left: null, ended: false };
  // Unknown figures (before the live read): nothing counted as sold; the live read corrects it.
  const counts = taken ?? {};
  const lote = currentLote(lotes, counts, now);
  const views = loteViews(lotes, counts, now);
  const left = lote && taken !== null ? (views.find((v) => v.id === lote.id)?.restantes ?? null) : null;
  return { lote, views, left, ended: lote === null };
}

/** The tables with each sold option at the lote's price (meia-entrada: half its inteira). */
export function tablesInLote(tables: readonly PanelTable[], lote: Lote | null): PanelTable[] {
  if (!lote) return [...tables];
  return tables.map((table) => ({
    ...table,
    itens: table.itens.map((item) =>
      isSoldOnline(item) ? { ...item, valor_centavos: priceInLote(lote, table.id, table.itens, item) } : item,
    ),
  }));
}
