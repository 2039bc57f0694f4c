// Build time: an event's ticket prices as the cards and the structured data state them, the
// service fee included (STJ REsp 1.737.428): each option at the lote on sale at the build (the
// snapshot's lote counts and the build's clock; the ticket panel reads them live), plus the event's
// fee rate (its own taxa_servico, else the default: effectiveFeeRate, as the checkout charges).
import { priceKindOf } from '@gn/core/box-office';
import { currentLote, priceInLote } from '@gn/core/lotes';
import { priceRangeWithFee } from '@gn/core/offer-price';
import { effectiveFeeRate, isSoldOnline, type PriceWithFee } from '@gn/core/pricing';
import { lotesOf } from '@gn/core/stored/lotes';
import type { SnapshotEvent, SnapshotPricingTable } from './snapshot';

/** The prices of the options sold online (centavos, fee excluded), at the lote on sale at `now`. */
export function ticketPricesAt(
  event: SnapshotEvent,
  tables: readonly SnapshotPricingTable[],
  lotesVendidos: Readonly<Record<string, number>> | null | undefined,
  now: Date,
): number[] {
  const lotes = lotesOf(event as unknown as Record<string, unknown>);
  const lote = lotes.length > 0 ? currentLote(lotes, lotesVendidos ?? {}, now) : null;
  return tables.flatMap((table) => {
    const kinds = table.itens.map((i) => ({ id: i.id, tipo: priceKindOf(i) }));
    return table.itens.filter(isSoldOnline).map((item) =>
      priceInLote(lote, table.id, kinds, {
        id: item.id,
        tipo: priceKindOf(item),
        valor_centavos: item.valor_centavos,
      }),
    );
  });
}

/** The lowest and highest fee-inclusive prices of the event; null when no option has a price. */
export function eventPriceRange(
  event: SnapshotEvent,
  tables: readonly SnapshotPricingTable[],
  lotesVendidos: Readonly<Record<string, number>> | null | undefined,
  now: Date,
  defaultFeeRate: number,
): { low: PriceWithFee; high: PriceWithFee } | null {
  const rate = effectiveFeeRate(event.taxa_servico, defaultFeeRate);
  return priceRangeWithFee(ticketPricesAt(event, tables, lotesVendidos, now), rate);
}
