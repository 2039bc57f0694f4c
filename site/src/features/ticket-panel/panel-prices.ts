// The prices the ticket panel shows, each with the service fee included and itemised (STJ REsp
// 1.737.428; Decreto 7.962/2013 art. 2 IV): an option's, the lowest ('a partir de'), the
// selection's total and the card installments on that very total. The fee is core's per-ticket fee
// (pricing.ts), the arithmetic the checkout charges with, so the figure shown is the one charged.
import { installmentHeadline, type InstallmentSettings } from '@gn/core/installments';
import { computeTotals, isSoldOnline, priceWithFee, type PriceWithFee } from '@gn/core/pricing';
import { chosenLines, fromPrice, type PanelItem, type PanelTable, type Quantities } from './ticket-panel';

/** The payment settings the panel prices with. */
export interface PanelPayment {
  /** the event's service fee rate, 0..1 (its own taxa_servico, else the default: effectiveFeeRate) */
  feeRate: number;
  /** the card installments ("ou em até 12x"); null when card is not offered */
  installments: InstallmentSettings | null;
}

/** One ticket of an option with its fee; null for an option not sold online ('sob consulta'). */
export function optionPrice(item: PanelItem, feeRate: number): PriceWithFee | null {
  return isSoldOnline(item) ? priceWithFee(item.valor_centavos, feeRate) : null;
}

/** The lowest ticket of these tables with its fee ('a partir de'); null when none has a price. */
export function lowestPrice(tables: readonly PanelTable[], feeRate: number): PriceWithFee | null {
  const lowest = fromPrice(tables);
  return lowest === null ? null : priceWithFee(lowest, feeRate);
}

/**
 * The chosen tickets: their prices, their fees (per ticket, as the checkout sums them) and the
 * total the buyer pays; null when nothing is chosen.
 */
export function selectionPrice(
  tables: readonly PanelTable[],
  quantities: Quantities,
  feeRate: number,
): PriceWithFee | null {
  const lines = chosenLines(tables, quantities);
  if (lines.length === 0) return null;
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPrice: l.item.valor_centavos ?? 0, quantity: l.qnt })),
    feeRate,
  });
  return { price: totals.subtotal, fee: totals.fee, total: totals.total };
}

/**
 * 'ou em até 12x de R$ 18,34 sem juros no cartão' on the fee-inclusive total the panel shows (so
 * the panel states one total), or null (nothing chosen, card not offered, or only 1x fits). A plan
 * with interest says so and gives its own total (installmentHeadline).
 */
export function installmentOffer(
  totalWithFee: number | null,
  installments: InstallmentSettings | null,
): string | null {
  if (totalWithFee === null || totalWithFee <= 0 || !installments) return null;
  const headline = installmentHeadline(totalWithFee, installments);
  return headline ? `ou ${headline} no cartão` : null;
}
