// The event form's lotes as the screen edits them (quantity and prices as typed, prices in reais)
// and their conversions to core's lotes schema (core/src/schemas/lotes.ts, integer centavos); the
// price inputs each lote offers (one per inteira option of the checked price tables), the
// meia-entrada line, default names and ids, the sales figures of a saved event (event_stock's
// lotes_vendidos) and the rule the schema cannot check without them: a lote's quantity never goes
// below what it sold. Pure, unit-tested.
import { PRICE_KINDS, priceKindOf, type PriceKind } from '@gn/core/box-office';
import { parseSaoPauloLocal } from '@gn/core/dates';
import { loteOptionKey, loteViews, type Lote, type LoteCounts, type LoteView } from '@gn/core/lotes';
import { formatBRL } from '@gn/core/money';
import { isSoldOnline } from '@gn/core/pricing';
import { isLocalDateTime } from '@gn/core/schemas/fields';
import type { LoteFormValues } from '@gn/core/schemas/lotes';
import { centavosToInput, inputToCentavos } from '../../../lib/money-input';

export type LoteFields = {
  /** Stable: the stock's places of the lote and the orders name it. Made once, never changed. */
  id: string;
  nome: string;
  /** As typed in the number input; '' = sem limite de quantidade. */
  quantidade: string;
  /** datetime-local in São Paulo time; '' = until its tickets end. */
  termina_em: string;
  /** Reais as typed, by option key ('tableId/itemId'); '' or absent = the table's price. */
  precos: Record<string, string>;
};

/** A price table as the form offers it, with its options. */
export type LotePricingTable = {
  id: string;
  nome: string;
  itens: readonly { id: string; label: string; valor_centavos: number | null; tipo?: PriceKind }[];
};

/** One price input of a lote: an inteira option of a checked table. */
export type LoteOption = {
  /** 'tableId/itemId', the key of the lote's precos */
  key: string;
  /** 'Pista – Inteira' */
  label: string;
  /** the table's own price, in centavos (what a blank input keeps) */
  tablePrice: number;
  /**
   * When this is the table's first inteira and the table sells a meia-entrada: the meia's table
   * price (the lote's meia is half of this option's lote price).
   */
  meia: { tablePrice: number } | null;
};

const halfPrice = (tipo: PriceKind | undefined) => PRICE_KINDS[tipo ?? 'inteira'].halfPrice;

/**
 * The options a lote prices: each inteira (not half-price) option sold online of the checked
 * tables, in the tables' order. Half-price options follow their table's first inteira
 * (core's priceInLote); options without a price are never sold, so they have no input.
 */
export function loteOptions(tables: readonly LotePricingTable[], checked: readonly string[]): LoteOption[] {
  const options: LoteOption[] = [];
  for (const table of tables) {
    if (!checked.includes(table.id)) continue;
    const firstInteira = table.itens.find((i) => priceKindOf(i) === 'inteira');
    const meia = table.itens.find((i) => halfPrice(priceKindOf(i)) && isSoldOnline(i));
    for (const item of table.itens) {
      if (halfPrice(priceKindOf(item)) || !isSoldOnline(item)) continue;
      options.push({
        key: loteOptionKey(table.id, item.id),
        label: `${table.nome} – ${item.label}`,
        tablePrice: item.valor_centavos,
        meia: item === firstInteira && meia ? { tablePrice: meia.valor_centavos as number } : null,
      });
    }
  }
  return options;
}

/** The read-only line under a table's first inteira: what its meia-entrada costs in the lote. */
export function meiaLine(option: LoteOption, typed: string | undefined): string | null {
  if (!option.meia) return null;
  const lotePrice = inputToCentavos(typed ?? '');
  if (lotePrice === null || lotePrice < 0) {
    return `Meia-entrada: preço da tabela (${formatBRL(option.meia.tablePrice)})`;
  }
  return `Meia-entrada: metade da inteira do lote (${formatBRL(Math.floor(lotePrice / 2))})`;
}

/** '3º lote': the next number after the lotes there are, skipping a name already taken. */
export function nextLoteName(lotes: readonly Pick<LoteFields, 'nome'>[]): string {
  const names = new Set(lotes.map((l) => l.nome.trim()));
  let n = lotes.length + 1;
  while (names.has(`${n}º lote`)) n += 1;
  return `${n}º lote`;
}

/** 'lote-3f9a1c2e', unlike any id the event has. */
export function newLoteId(
  lotes: readonly Pick<LoteFields, 'id'>[],
  random: () => string = () => crypto.randomUUID(),
): string {
  const ids = new Set(lotes.map((l) => l.id));
  let id: string;
  do id = `lote-${random().replace(/-/g, '').slice(0, 8)}`;
  while (ids.has(id));
  return id;
}

/** A new lote at the end of the list: numbered name, no limits, the tables' prices. */
export function newLote(lotes: readonly LoteFields[], random?: () => string): LoteFields {
  return {
    id: newLoteId(lotes, random),
    nome: nextLoteName(lotes),
    quantidade: '',
    termina_em: '',
    precos: {},
  };
}

/** Core's form values (centavos) → the screen's fields (reais as typed). */
export function lotesToFields(lotes: readonly LoteFormValues[]): LoteFields[] {
  return lotes.map((l) => ({
    id: l.id,
    nome: l.nome,
    quantidade: l.quantidade === null ? '' : String(l.quantidade),
    termina_em: l.termina_em,
    precos: Object.fromEntries(Object.entries(l.precos).map(([key, c]) => [key, centavosToInput(c)])),
  }));
}

/** '' → null; '150' → 150; anything else a number the schema refuses with its message. */
function quantityOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The input of core's lotes schema: blank prices and the prices of tables no longer checked are
 * left out (the table's own price applies); a price that is not an amount is kept as a value the
 * schema refuses, so its message shows at the input.
 */
export function lotesToInput(lotes: readonly LoteFields[] | undefined, checkedTables: readonly string[]) {
  return (lotes ?? []).map((l) => ({
    id: l.id,
    nome: l.nome,
    quantidade: quantityOf(l.quantidade),
    termina_em: l.termina_em ?? '',
    precos: Object.fromEntries(
      Object.entries(l.precos ?? {}).flatMap(([key, text]) => {
        const centavos = inputToCentavos(text ?? '');
        const tableId = key.split('/')[0] ?? '';
        return centavos === null || !checkedTables.includes(tableId) ? [] : [[key, centavos]];
      }),
    ),
  }));
}

/** The refusal of a quantity below what the lote already sold. */
export function soldBelowMessage(sold: number): string {
  return `Este lote já tem ${sold} ${sold === 1 ? 'ingresso vendido ou reservado' : 'ingressos vendidos ou reservados'}: a quantidade não pode ser menor`;
}

/**
 * The check core's schema cannot make (it has no stock figures): a lote with sales keeps at least
 * that many tickets. Issues with the form's paths (lotes.1.quantidade).
 */
export function soldBelowIssues(
  lotes: readonly LoteFields[] | undefined,
  sold: LoteCounts,
): { path: (string | number)[]; message: string }[] {
  return (lotes ?? []).flatMap((lote, index) => {
    const count = sold[lote.id] ?? 0;
    const quantidade = quantityOf(lote.quantidade);
    return count > 0 && quantidade !== null && Number.isInteger(quantidade) && quantidade < count
      ? [{ path: ['lotes', index, 'quantidade'], message: soldBelowMessage(count) }]
      : [];
  });
}

/** 'Vendidos: 37 de 150', or '37 vendidos' for a lote without a quantity. */
export function salesText(quantidade: string | undefined, sold: number): string {
  const total = quantityOf(quantidade);
  if (total !== null && Number.isInteger(total)) return `Vendidos: ${sold} de ${total}`;
  return sold === 1 ? '1 vendido' : `${sold} vendidos`;
}

/** Why a lote cannot be removed, or null when it can (no sales). */
export function removeBlockedReason(sold: number): string | null {
  if (sold <= 0) return null;
  return 'Tem vendas: não pode ser removido, pois pedidos e estoque se referem a ele. Para encerrá-lo, defina uma data de término.';
}

/**
 * Each lote's state as the site shows it (core's loteViews), from the values on the screen: an
 * unreadable quantity or date counts as none while it is being typed.
 */
export function loteStates(lotes: readonly LoteFields[], sold: LoteCounts, now: Date): LoteView[] {
  const parsed: Lote[] = lotes.map((l) => {
    const quantidade = quantityOf(l.quantidade);
    return {
      id: l.id,
      nome: l.nome,
      quantidade: quantidade !== null && Number.isInteger(quantidade) && quantidade > 0 ? quantidade : null,
      termina_em: isLocalDateTime(l.termina_em) ? parseSaoPauloLocal(l.termina_em) : null,
      precos: {},
    };
  });
  return loteViews(parsed, sold, now);
}
