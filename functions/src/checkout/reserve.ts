// The checkout's reservation: everything the order will hold, claimed in this order, each claim
// registering its undo with the Reservation (reservation.ts) as it succeeds:
// 1. the stock (stock/claim-tickets.ts): lote places, meia-entrada quota and total slots, with an
//    expiry; the lote it lands in sets the prices;
// 2. the queue admission's one use (queue/gate.ts): one admission, one order;
// 3. the card plan, checked against the total at the lote's prices;
// 4. the coupon's use (coupons/coupon-uses.ts);
// 5. the per-person limits counted again with the claim in (holder-limits.ts): parallel requests
//    of one person all pass the first count, this one keeps them within the caps.
// A refusal or a failure anywhere releases what the earlier claims took (withReservation).
import { meiaNotEnoughMessage } from '@gn/core/box-office';
import { wheelchairNotEnoughMessage } from '@gn/core/wheelchair';
import { notEnoughMessage } from '@gn/core/checkout-rules';
import type { InstallmentPlan } from '@gn/core/installments';
import { LOTES_ENDED_MESSAGE, type Lote } from '@gn/core/lotes';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { claimCouponUse, releaseCouponUse } from '../coupons/coupon-uses.ts';
import { claimAdmissionUse, releaseAdmissionUse } from '../queue/gate.ts';
import type { AppliedPaymentSettings } from '../settings/payment-settings.ts';
import { claimTickets, type TicketClaim } from '../stock/claim-tickets.ts';
import { adoptHold } from '../waitlist/hold.ts';
import { checkoutError, checkoutFigureError } from './checkout-errors.ts';
import type { PassedGates } from './gates.ts';
import { assertUnderHolderLimits } from './holder-limits.ts';
import { chosenPlan } from './installment-plan.ts';
import type { LotePricing } from './price-order.ts';
import type { CheckoutQuote } from './price-checkout.ts';
import type { Reservation } from './reservation.ts';

/** What the reservation holds, for the order: its claim, the lote and the prices there, the plan. */
export interface Reserved extends LotePricing {
  claimId: string;
  lote: Lote | null;
  plan: InstallmentPlan;
}

export async function reserve(
  db: Firestore,
  reservation: Reservation,
  input: {
    uid: string;
    request: CheckoutRequest;
    orderId: string;
    quote: CheckoutQuote;
    gates: PassedGates;
    settings: AppliedPaymentSettings;
    now: Date;
  },
): Promise<Reserved> {
  const { uid, request, orderId, now } = input;
  const { priced, limits, expiresAt } = input.quote;
  const { eventId } = limits;
  const { queued, offer } = input.gates;
  const claimId = randomUUID();
  const stock = await reservation.claim(
    () =>
      claimTickets(db, {
        eventId,
        orderId,
        claimId,
        quantity: priced.quantity,
        meiaQuantity: priced.meiaQuantity,
        meiaQuotaPercent: priced.event.boxOffice.meiaQuotaPercent,
        wheelchair: { spaces: priced.wheelchairSpaces, total: priced.event.boxOffice.wheelchairSpaces },
        lotes: priced.lotes,
        now,
        expiresAt,
        holder: limits.holder,
        total: input.quote.stockTotal,
        adoptHeld: offer ? (held) => adoptHold(db, offer, held) : null,
      }),
    (claim) => (claim.ok ? claim.release : null),
  );
  if (!stock.ok) throw claimRefusal(stock);
  reservation.passed('after-stock');
  // The lote the claim landed in sets the prices (the tables' own without lotes).
  const { items, totals } = priced.inLote(stock.lote);

  // One admission, one order: a second order with it is refused here, whatever the timing; only
  // the request that made the use gives it back.
  if (queued) {
    await reservation.claim(
      () => claimAdmissionUse(db, queued, { orderId, claimId }),
      (spent) => (spent ? () => releaseAdmissionUse(db, queued, claimId) : null),
    );
  }
  reservation.passed('after-claim');
  const plan = chosenPlan(request, totals.total, input.settings);
  const { coupon } = priced;
  if (coupon) {
    // Named by the claim id: given back whatever happened to the claim, even halfway through.
    const use = await reservation.claimNamed(
      () =>
        claimCouponUse(db, {
          rules: coupon,
          orderId,
          claimId,
          uid,
          eventId,
          discount: totals.discount,
          total: totals.total,
          expiresAt,
        }),
      () => releaseCouponUse(db, coupon.codigo, claimId),
    );
    if (!use.ok) throw checkoutFigureError('couponRefused', use.message);
  }
  reservation.passed('after-coupon');
  await assertUnderHolderLimits(db, { ...limits, claimed: true, claimId });
  reservation.passed('after-recount');
  return { claimId, lote: stock.lote, items, totals, plan };
}

/** The buyer's answer when the lote, the meia-entrada quota or the stock has fewer tickets than asked for. */
function claimRefusal(claim: Exclude<TicketClaim, { ok: true }>) {
  if (claim.pool === 'lote') {
    return 'ended' in claim
      ? checkoutFigureError('lotesEnded', LOTES_ENDED_MESSAGE)
      : checkoutFigureError('loteNotEnough', claim.message);
  }
  const { pool, available } = claim;
  if (pool === 'cadeirante_slots') {
    return available > 0
      ? checkoutFigureError('wheelchairNotEnough', wheelchairNotEnoughMessage(available))
      : checkoutError('wheelchairSoldOut');
  }
  if (pool === 'meia_slots') {
    return available > 0
      ? checkoutFigureError('meiaNotEnough', meiaNotEnoughMessage(available))
      : checkoutError('meiaSoldOut');
  }
  return available > 0
    ? checkoutFigureError('notEnough', notEnoughMessage(available))
    : checkoutError('soldOut');
}
