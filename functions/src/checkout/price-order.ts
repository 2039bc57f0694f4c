// Prices a checkout from Firestore, never from what the browser says: the event must be on sale,
// the price table published and offered by the event, the option present; the fee is the event's
// and the coupon is checked here, as is the event's limit of tickets per order. An order holds
// several options of one event; each line keeps its option's kind (inteira, meia...). A coupon
// that does not apply is refused with its reason (the buyer saw another total in the wizard).
// With lotes the prices depend on the lote the stock claim lands in (stock/claim-lote.ts), so the
// priced order answers `inLote(lote)`: the lines and totals at that lote's prices.
import { countsInMeiaQuota, holdersError, perOrderLimitError } from '@gn/core/box-office';
import { boxOfficeOf, type BoxOffice } from '@gn/core/box-office-settings';
import { checkoutBlocker } from '@gn/core/checkout-rules';
import { doorFeeRate, doorSaleBlocker } from '@gn/core/door-sale';
import { DOOR_SALE_ERRORS } from '@gn/core/schemas/door-sale';
import { couponDiscount, type CouponRules } from '@gn/core/coupons';
import { priceInLote, type Lote } from '@gn/core/lotes';
import { readEvent, type StoredEvent } from '@gn/core/stored/event';
import { readPricingTable, type StoredPricingTable } from '@gn/core/stored/content';
import {
  computeTotals,
  effectiveFeeRate,
  ticketFee,
  isSoldOnline,
  NOT_SOLD_ONLINE_MESSAGE,
  ticketTypeName,
  type Totals,
} from '@gn/core/pricing';
import type { OrderLine, TicketHolder } from '@gn/core/order';
import { cpfDigits } from '@gn/core/cpf';
import { WHEELCHAIR_PAIR_MESSAGE, wheelchairSpacesFor } from '@gn/core/wheelchair';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { checkoutError, checkoutFigureError } from './checkout-errors.ts';
import { refusalError } from '../http/errors.ts';
import { paymentSettings } from '../settings/payment-settings.ts';
import { decideCoupon } from '../coupons/decide-coupon.ts';

/** The order's lines and totals at one lote's prices (or the tables' own, without lotes). */
export interface LotePricing {
  items: OrderLine<Timestamp>[];
  totals: Totals;
}

export interface PricedOrder {
  /** the event's lotes, in selling order ([]: its tables' prices) */
  lotes: Lote[];
  inLote(lote: Lote | null): LotePricing;
  /** the coupon that applies (its use is claimed with the stock), or null */
  coupon: CouponRules | null;
  event: { id: string; titulo: string; data_inicio: Date; boxOffice: BoxOffice };
  /** tickets in the order, and how many of them count against the meia-entrada quota */
  quantity: number;
  meiaQuantity: number;
  /** wheelchair spaces (each two tickets: the user and the companion) the order takes */
  wheelchairSpaces: number;
  /** the named tickets' holders, one per ticket (empty when the order names none) */
  holders: TicketHolder[];
}

type PricingItem = StoredPricingTable['itens'][number];

type CheckoutLine = CheckoutRequest['items'][number];

/** An option with its kind, as lotes.ts prices it. */
function kindOf(item: PricingItem) {
  return { id: item.id, tipo: item.tipo };
}

/** The published option a line points at, or the refusal 'option gone'. */
function optionOf(line: CheckoutLine, event: StoredEvent, tables: Map<string, StoredPricingTable | null>) {
  const table = tables.get(line.pricing_table_id);
  const offered = event.pricing_table_ids.includes(line.pricing_table_id);
  const item = table?.itens.find((i) => i.id === line.item_id);
  if (!table?.publicada || !offered || !item) throw checkoutError('optionGone');
  // Checked before anything is reserved: an option without a value is never sold at R$ 0.
  if (!isSoldOnline(item)) throw checkoutFigureError('notSoldOnline', NOT_SOLD_ONLINE_MESSAGE);
  return { tableName: table.nome, tableItems: table.itens, item };
}

/** The event and its price tables as read (checkout-reads.ts: with the checkout's other documents). */
export interface PricingReads {
  event: DocumentSnapshot;
  tables: ReadonlyMap<string, DocumentSnapshot>;
}

export async function priceOrder(
  firestore: Firestore,
  request: CheckoutRequest,
  /** door: a box-office sale (its sale window instead of the site's; everything else the same) */
  buyer: { uid: string; now: Date; door?: boolean },
  reads: PricingReads,
): Promise<PricedOrder> {
  const { now } = buyer;
  // The schema keeps an order to one event and each option once.
  const eventId = request.items[0]!.event_id;
  const tableIds = [...new Set(request.items.map((l) => l.pricing_table_id))];
  const eventSnap = reads.event;
  const tableSnaps = tableIds.map((id) => reads.tables.get(id));
  const event = eventSnap.exists ? readEvent(eventSnap.data()) : null;
  const start = event?.data_inicio ?? null;
  if (buyer.door) {
    // The box office (door-sales/sell.ts): its own window, same options, prices, fee and limits.
    const doorBlocker = doorSaleBlocker(event && { ...event, status: event.status ?? '' }, now);
    if (doorBlocker) {
      throw refusalError(
        'conflict',
        DOOR_SALE_ERRORS[doorBlocker === 'ended' ? 'eventEnded' : 'eventUnavailable'],
      );
    }
  }
  const blocker = buyer.door
    ? null
    : checkoutBlocker(
        event && start
          ? {
              // none stored reads as null: '' is never on sale
              status: event.status ?? '',
              visivel: event.visivel,
              status_inscricoes: event.status_inscricoes ?? '',
              data_inicio: start,
            }
          : null,
        now,
      );
  if (blocker || !event || !start) throw checkoutError(blocker ?? 'unavailable');
  // The event's limit per order (default 6), before anything is reserved.
  const boxOffice = boxOfficeOf(event);
  const quantity = request.items.reduce((n, i) => n + i.qnt, 0);
  const overLimit = perOrderLimitError(quantity, boxOffice.maxPerOrder);
  if (overLimit) throw checkoutFigureError('orderLimit', overLimit);
  const tables = new Map(
    tableIds.map((id, n) => [id, tableSnaps[n]?.exists ? readPricingTable(tableSnaps[n]!.data()) : null]),
  );
  // Every option is checked (offered, published, sold online) before anything is reserved.
  const options = request.items.map((line) => ({ line, ...optionOf(line, event, tables) }));
  const wheelchairSpaces = wheelchairSpacesFor(
    options.filter((o) => o.item.tipo === 'cadeirante').reduce((n, o) => n + o.line.qnt, 0),
  );
  if (wheelchairSpaces === null)
    throw checkoutFigureError('wheelchairPairs', WHEELCHAIR_PAIR_MESSAGE, 'bad_request');
  // Named tickets (the event's setting, or a wheelchair space: the user and the companion are
  // named): one holder per ticket, checked before anything is reserved.
  const named = boxOffice.namedTickets || wheelchairSpaces > 0;
  const missingHolders = named ? holdersError(request.titulares.length, quantity) : null;
  if (missingHolders) throw checkoutFigureError('holdersRequired', missingHolders, 'bad_request');
  const [settings, coupon] = await Promise.all([
    paymentSettings(firestore),
    request.cupom ? decideCoupon(firestore, request.cupom, request.items, buyer) : null,
  ]);
  if (coupon && !coupon.ok) throw checkoutFigureError('couponRefused', coupon.message);
  const rules = coupon?.rules ?? null;
  // The door charges the site's fee (door-sale.ts DOOR_FEE_RULE).
  const feeRate = (buyer.door ? doorFeeRate : effectiveFeeRate)(event.taxa_servico, settings.taxa_padrao);

  const inLote = (lote: Lote | null): LotePricing => {
    const items = options.map(({ line, tableName, tableItems, item }): OrderLine<Timestamp> => {
      const preco = priceInLote(lote, line.pricing_table_id, tableItems.map(kindOf), {
        ...kindOf(item),
        valor_centavos: item.valor_centavos,
      });
      return {
        event_id: line.event_id,
        event_titulo: event.titulo,
        event_slug: event.slug,
        pricing_table_id: line.pricing_table_id,
        item_id: line.item_id,
        tipo_ingresso: ticketTypeName(tableName, item.label),
        tipo_preco: item.tipo,
        preco,
        // The fee of one ticket, as the event page showed it beside the price (computeTotals sums these).
        taxa_unitaria: ticketFee(preco, feeRate),
        qnt: line.qnt,
        data_evento: Timestamp.fromDate(start),
        local_evento: event.local,
      };
    });
    const lines = items.map((l) => ({ ...l, unitPrice: l.preco, quantity: l.qnt }));
    const totals = computeTotals({ lines, feeRate, discount: couponDiscount(rules, lines) });
    return { items, totals };
  };
  return {
    lotes: event.lotes,
    inLote,
    coupon: rules,
    event: { id: eventId, titulo: event.titulo, data_inicio: start, boxOffice },
    quantity,
    wheelchairSpaces,
    holders: named ? request.titulares.map((h) => ({ nome: h.nome, cpf: cpfDigits(h.cpf) })) : [],
    meiaQuantity: options.filter((o) => countsInMeiaQuota(o.item.tipo)).reduce((n, o) => n + o.line.qnt, 0),
  };
}
