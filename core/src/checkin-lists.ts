// An event's check-in lists as the admin edits them (issue #30): the ticket types a list may
// admit are the event's own (its price tables' options, named as the tickets name them), so a
// typo never builds a gate that admits nobody. Pure: the API checks, the admin offers the boxes.
import type { CheckinList } from './checkin-scan.ts';
import { ticketTypeName } from './pricing.ts';

/** The ticket types an event sells: each option of its price tables, 'Pista - Inteira', in order. */
export function eventTicketTypes(
  tables: readonly { nome: string; itens: readonly { label: string }[] }[],
): string[] {
  const types = tables.flatMap((table) => table.itens.map((item) => ticketTypeName(table.nome, item.label)));
  return [...new Set(types)];
}

/** The first type a list admits that is not among `known`, or null when every one is. */
export function unknownListType(lists: readonly CheckinList[], known: readonly string[]): string | null {
  const allowed = new Set(known);
  for (const list of lists) {
    const unknown = list.tipos.find((tipo) => !allowed.has(tipo));
    if (unknown !== undefined) return unknown;
  }
  return null;
}

/** A list id made from its name ('Portão A – Pista' → 'portao-a-pista'), unique among `taken`. */
export function listIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'lista';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}
