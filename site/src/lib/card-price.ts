// The 'a partir de' of an event card (home and /eventos), from this build's snapshot: the lowest
// ticket at the lote on sale, the service fee included and itemised (event-prices.ts).
import { formatBRL } from '@gn/core/money';
import { feeNote } from '@gn/core/offer-price';
import { eventDetail } from '../features/event-page/event-detail';
import { eventPriceRange } from './event-prices';
import { sitePayments } from './site-settings';
import { snapshot, type SnapshotEvent } from './snapshot';

/** 'a partir de R$ 66,00' and 'inclui R$ 6,00 de taxa de serviço' (null: no fee); null: no price. */
export function cardFromPrice(
  event: SnapshotEvent,
  now: Date,
): { label: string; note: string | null } | null {
  const snap = snapshot();
  const range = eventPriceRange(
    event,
    eventDetail(snap, event).pricingTables,
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
