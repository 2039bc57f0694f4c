// Prices a checkout from Firestore, never from what the browser says: the event must be on sale,
// the price table published and offered by the event, the option present; the fee is the event's
// and the coupon is checked here, as is the event's limit of tickets per order.
import { boxOfficeOf, perOrderLimitError } from '@gn/core/box-office';
import { checkoutBlocker } from '@gn/core/checkout-rules';
import {
  computeTotals,
  effectiveFeeRate,
  isSoldOnline,
  NOT_SOLD_ONLINE_MESSAGE,
  normalizeCouponCode,
  isValidCoupon,
  ticketTypeName,
  type Totals,
} from '@gn/core/pricing';
import type { OrderLine } from '@gn/core/order';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { checkoutError, checkoutFigureError } from './checkout-errors.ts';
import { paymentSettings } from '../settings/payment-settings.ts';

export interface PricedOrder {
  items: OrderLine<Timestamp>[];
  totals: Totals;
  cupom: string | null;
  event: { id: string; titulo: string; data_inicio: Date };
}

interface PricingItemData {
  id: string;
  label: string;
  valor_centavos: number | null;
}

export async function priceOrder(
  firestore: Firestore,
  request: CheckoutRequest,
  now: Date,
): Promise<PricedOrder> {
  const line = request.items[0]!;
  const [eventSnap, tableSnap] = await Promise.all([
    firestore.doc(`events/${line.event_id}`).get(),
    firestore.doc(`pricing_tables/${line.pricing_table_id}`).get(),
  ]);
  const event = eventSnap.data();
  const start = (event?.data_inicio as Timestamp | undefined)?.toDate();
  const blocker = checkoutBlocker(
    event && start
      ? {
          status: event.status,
          visivel: event.visivel,
          status_inscricoes: event.status_inscricoes,
          data_inicio: start,
        }
      : null,
    now,
  );
  if (blocker) throw checkoutError(blocker);
  // The event's limit per order (default 6), before anything is reserved.
  const quantity = request.items.reduce((n, i) => n + i.qnt, 0);
  const overLimit = perOrderLimitError(quantity, boxOfficeOf(event!).maxPerOrder);
  if (overLimit) throw checkoutFigureError('orderLimit', overLimit);

  const table = tableSnap.data();
  const offered =
    Array.isArray(event!.pricing_table_ids) && event!.pricing_table_ids.includes(line.pricing_table_id);
  const item = (table?.itens as PricingItemData[] | undefined)?.find((i) => i.id === line.item_id);
  if (!table || table.publicada !== true || !offered || !item) {
    throw checkoutError('optionGone');
  }

  // Checked before anything is reserved: an option without a value is never sold at R$ 0.
  if (!isSoldOnline(item)) throw checkoutFigureError('notSoldOnline', NOT_SOLD_ONLINE_MESSAGE);
  const preco = item.valor_centavos;
  const cupom = isValidCoupon(request.cupom) ? normalizeCouponCode(request.cupom) : null;
  const totals = computeTotals({
    lines: [{ unitPrice: preco, quantity: line.qnt }],
    feeRate: effectiveFeeRate(event!.taxa_servico, (await paymentSettings(firestore)).taxa_padrao),
    coupon: cupom,
  });
  return {
    items: [
      {
        event_id: line.event_id,
        event_titulo: String(event!.titulo),
        event_slug: String(event!.slug),
        pricing_table_id: line.pricing_table_id,
        item_id: line.item_id,
        tipo_ingresso: ticketTypeName(String(table.nome), item.label),
        preco,
        qnt: line.qnt,
        data_evento: event!.data_inicio as Timestamp,
        local_evento: String(event!.local ?? ''),
      },
    ],
    totals,
    cupom,
    event: { id: line.event_id, titulo: String(event!.titulo), data_inicio: start! },
  };
}
