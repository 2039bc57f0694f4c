// The price as the offer shows it (STJ REsp 1.737.428; Decreto 7.962/2013 art. 2 IV): the
// fee-inclusive figure the buyer pays, with the service fee itemised beside it, on the event page,
// the cards, the checkout, the e-mail and the ticket. The figures come from pricing.ts
// (priceWithFee), the same arithmetic the checkout charges with. No zod here: islands import it.
import { formatBRL } from './money.ts';
import { priceWithFee, type PriceWithFee } from './pricing.ts';

/** The panel's footer and the checkout's note: every price shown already holds the fee. */
export const FEE_INCLUDED_NOTE = 'Preços com a taxa de serviço incluída.';

export const FREE_LABEL = 'Gratuito';

/** 'inclui R$ 10,00 de taxa de serviço', or null when there is no fee (free ticket, rate 0). */
export function feeNote(fee: number): string | null {
  return fee > 0 ? `inclui ${formatBRL(fee)} de taxa de serviço` : null;
}

/** 'R$ 110,00', or 'Gratuito' for a free ticket. */
export function paidLabel(price: PriceWithFee): string {
  return price.total === 0 ? FREE_LABEL : formatBRL(price.total);
}

/** A price as shown: 'R$ 110,00' (or 'Gratuito') and 'inclui R$ 10,00 de taxa de serviço' (null: no fee). */
export interface ShownPrice {
  label: string;
  note: string | null;
}

export function shownPrice(price: PriceWithFee): ShownPrice {
  return { label: paidLabel(price), note: feeNote(price.fee) };
}

/** 'R$ 110,00 · inclui R$ 10,00 de taxa de serviço'; 'Gratuito'; 'R$ 100,00' when the rate is 0. */
export function offerPriceText(unitPrice: number, feeRate: number): string {
  const { label, note } = shownPrice(priceWithFee(unitPrice, feeRate));
  return note ? `${label} · ${note}` : label;
}

/**
 * A sold ticket's price: what was paid for it ('R$ 110,00', 'Gratuito') and its fee note.
 * `fee` null: a ticket sold before the fee was kept per ticket, its price alone.
 */
export function soldTicketPrice(unitPrice: number, fee: number | null): ShownPrice {
  return shownPrice({ price: unitPrice, fee: fee ?? 0, total: unitPrice + (fee ?? 0) });
}

/** A sold ticket's price as the e-mail prints it: 'R$ 110,00 (inclui R$ 10,00 de taxa de serviço)'. */
export function paidTicketText(unitPrice: number, fee: number | null): string {
  const { label, note } = soldTicketPrice(unitPrice, fee);
  return note ? `${label} (${note})` : label;
}

/**
 * The lowest and highest fee-inclusive prices of some ticket prices (the fee grows with the price,
 * so they are those of the lowest and highest price), or null when there is none.
 */
export function priceRangeWithFee(
  prices: readonly number[],
  feeRate: number,
): { low: PriceWithFee; high: PriceWithFee } | null {
  if (prices.length === 0) return null;
  return {
    low: priceWithFee(Math.min(...prices), feeRate),
    high: priceWithFee(Math.max(...prices), feeRate),
  };
}
