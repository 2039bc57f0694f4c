// The 'a partir de' of an event card (home and /eventos), from this build's snapshot: the lowest
// ticket at the lote on sale, the service fee included and itemised (event-prices.ts).
import { formatBRL } from '@gn/core/money';
import { feeNote } from '@gn/core/offer-price';
import { eventPriceRange } from './event-prices';
import { sitePayments } from './site-settings';
import { snapshot, type SnapshotEvent } from './snapshot';

/** 'a partir de R$ 66,00' and 'inclui R$ 6,00 de taxa de serviço' (null: no fee); null: no price. */
export function cardFromPrice(
  event: SnapshotEvent,
  now: Date,
): { label: string; note: string | null } | null {
  const snap = snapshot();
  // The event's published tables (the snapshot holds no other); their order does not matter here.
  const tables = snap.pricingTables.filter((t) => event.pricing_table_ids?.includes(t.id));
  const range = eventPriceRange(
    event,
    tables,
    snap.stock[event.id]?.lotes_vendidos,
    now,
    sitePayments().taxa_padrao,
  );
  if (!range) return null;
  const { low, high } = range;
  // One price for every option: no 'a partir de'.
  const label = low.total === high.total ? formatBRL(low.total) : `a partir de ${formatBRL(low.total)}`;
  return { label: low.total === 0 && high.total === 0 ? 'Gratuito' : label, note: feeNote(low.fee) };
}
