// The coupon scope's choices, pure (unit-tested): the events the checklist offers (upcoming first,
// a search finds the others) and the price options of the chosen events.
import { optionKey } from '@gn/core/coupons';
import { matchesSearch } from '../../lib/list-filters';

/** An event the scope offers, with the price tables it sells from. */
export type ScopeEvent = {
  id: string;
  titulo: string;
  dataInicio: Date | null;
  pricingTableIds: readonly string[];
};
/** A price table with its options (items). */
export type ScopeTable = { id: string; nome: string; itens: readonly { id: string; label: string }[] };
/** One option checkbox: 'Tabela – Opção'. */
export type ScopeOption = { key: string; label: string };

/** How many events the scope's checklist lists at once (a search finds the others). */
export const SCOPE_EVENTS_SHOWN = 50;

/**
 * The events the checklist lists: those ticked when the form opened first (they show without
 * scrolling), then the events matching the search, at most `shown` of them, then any event
 * ticked since that the search hides (a ticked box never disappears). `matching` counts the
 * search's matches, so the screen can say how many are not listed.
 */
export function scopeEventChoices<T extends { id: string; titulo: string }>(
  events: readonly T[],
  options: { pinned: readonly string[]; ticked: readonly string[]; search: string; shown?: number },
): { listed: T[]; matching: number } {
  const { pinned, ticked, search, shown = SCOPE_EVENTS_SHOWN } = options;
  const first = events.filter((e) => pinned.includes(e.id));
  const matches = events.filter((e) => !pinned.includes(e.id) && matchesSearch([e.titulo, e.id], search));
  const listed = [...first, ...matches.slice(0, shown)];
  const hiddenTicked = events.filter((e) => ticked.includes(e.id) && !listed.includes(e));
  return { listed: [...listed, ...hiddenTicked], matching: matches.length };
}

/** Upcoming events first (soonest first), then past ones (latest first), then undated ones. */
export function upcomingFirst<T extends { dataInicio: Date | null }>(events: readonly T[], now: Date): T[] {
  const time = (e: T) => e.dataInicio?.getTime() ?? Number.NaN;
  const rank = (e: T) => (Number.isNaN(time(e)) ? 2 : time(e) >= now.getTime() ? 0 : 1);
  return [...events].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0 || rank(a) === 2) return byRank;
    return rank(a) === 0 ? time(a) - time(b) : time(b) - time(a);
  });
}

/** The options of the chosen events' price tables, each table once, in the events' order. */
export function scopeOptions(
  chosen: readonly string[],
  events: readonly ScopeEvent[],
  tables: readonly ScopeTable[],
): ScopeOption[] {
  const tableById = new Map(tables.map((t) => [t.id, t]));
  const seen = new Set<string>();
  const options: ScopeOption[] = [];
  for (const event of events) {
    if (!chosen.includes(event.id)) continue;
    for (const tableId of event.pricingTableIds) {
      const table = tableById.get(tableId);
      if (!table || seen.has(tableId)) continue;
      seen.add(tableId);
      for (const item of table.itens) {
        options.push({ key: optionKey(table.id, item.id), label: `${table.nome} – ${item.label}` });
      }
    }
  }
  return options;
}

/**
 * The options still ticked after the events changed: those of tables the chosen events no longer
 * sell from go; keys that name no known table (a deleted one) stay, so they can be unticked.
 */
export function keepOfferedOptions(
  opcoes: readonly string[],
  chosen: readonly string[],
  events: readonly ScopeEvent[],
  tables: readonly ScopeTable[],
): string[] {
  const offered = new Set(scopeOptions(chosen, events, tables).map((o) => o.key));
  const known = new Set(tables.flatMap((t) => t.itens.map((i) => optionKey(t.id, i.id))));
  return opcoes.filter((key) => offered.has(key) || !known.has(key));
}
