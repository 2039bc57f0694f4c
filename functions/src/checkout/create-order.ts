// POST /api/checkout: the whole purchase on the server. Order of steps matters:
// 1. the idempotency key names the order, so a retry returns what the first attempt made;
// 2. prices come from Firestore (price-order.ts), never from the browser;
// 3. stock is reserved by slot claims (no hot document), with an expiry, the meia-entrada quota
//    in its own pool; the per-person limits are counted again once the claim is in; a coupon's
//    use and a queue admission's one use are claimed the same way (coupons/coupon-uses.ts,
//    queue/gate.ts) and given back with the stock;
// 4. the order is created with create(), which only one attempt can win;
// 5. the Asaas payment is created with our order id as externalReference (a retry finds it
//    instead of charging twice); a provider failure fails the order and releases the stock.
import {
  boletoAvailable,
  boletoUnavailableMessage,
  notEnoughMessage,
  reservationExpiresAt,
} from '@gn/core/checkout-rules';
import { meiaNotEnoughMessage } from '@gn/core/box-office';
import { cpfDigits } from '@gn/core/cpf';
import { newOrderDocument } from '@gn/core/order';
import { BILLING_TYPE_BY_METHOD, UNSUPPORTED_PAYMENT_METHOD_MESSAGE } from '@gn/core/payment';
import { phoneToStorage } from '@gn/core/phone';
import type { CheckoutAnswer, CheckoutRequest } from '@gn/core/schemas/checkout';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { orderIdFor } from '../orders/order-id.ts';
import { releaseClaim, SLOT_POOLS } from '../stock/slots-ground.ts';
import { refreshAvailabilityCoalesced } from '../stock/coalesced-refresh.ts';
import { claimTickets, type TicketClaim } from '../stock/claim-tickets.ts';
import { LOTES_ENDED_MESSAGE } from '@gn/core/lotes';
import { isAlreadyExists } from '../stock/numbered-claims.ts';
import { applyOrderStatus } from '../orders/transitions.ts';
import { chargeOrder } from './charge.ts';
import { answerFor } from './checkout-answer.ts';
import { checkoutError, checkoutFigureError } from './checkout-errors.ts';
import { limitNewOrders } from './new-order-limits.ts';
import { adoptHold, markOfferBought, waitlistTurn } from '../waitlist/hold.ts';
import {
  assertQueueAdmission,
  claimAdmissionUse,
  markQueueOrder,
  releaseAdmissionUse,
} from '../queue/gate.ts';
import { ensurePaymentCustomer } from './payment-customer.ts';
import { priceOrder } from './price-order.ts';
import { chargeInstallments, chosenPlan } from './installment-plan.ts';
import type { InstallmentPlan } from '@gn/core/installments';
import { assertUnderHolderLimits, slotHolder } from './holder-limits.ts';
import { paymentSettings } from '../settings/payment-settings.ts';
import { claimCouponUse, releaseCouponUse } from '../coupons/coupon-uses.ts';
import { readEnv } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { isAccountDeleted } from '../privacy/account-tombstone.ts';
import { ACCOUNT_DELETED_CODE, DELETION_MESSAGES } from '@gn/core/account-deletion';
import { paymentDueDate } from '@gn/core/payment-due-date';

/** Minutes a PIX / card reservation lasts: the admin's setting, or GN_RESERVATION_MINUTES (tests shorten it). */
function reservationMinutes(fromSettings: number): number {
  const value = Number(readEnv('GN_RESERVATION_MINUTES') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : fromSettings;
}

export interface CreateOrderOptions {
  now?: Date;
  /** Test stack only (see http/fault-injection.ts): fail right after the stock is claimed. */
  failAfterClaim?: boolean;
}

export async function createOrder(
  uid: string,
  request: CheckoutRequest,
  { now = new Date(), failAfterClaim = false }: CreateOrderOptions = {},
): Promise<CheckoutAnswer> {
  const firestore = db();
  const orderId = orderIdFor(uid, request.idempotencyKey);
  const orderRef = firestore.doc(`orders/${orderId}`);
  // Independent reads side by side: in a rush every round trip is paid by every buyer.
  const [existing, settings] = await Promise.all([orderRef.get(), paymentSettings(firestore)]);
  if (existing.exists) return answerFor(existing);

  if (!settings.metodos.includes(request.method))
    throw checkoutFigureError('methodUnsupported', UNSUPPORTED_PAYMENT_METHOD_MESSAGE);
  const { priced, customerId } = await pricedWithCustomer(uid, request, now);
  const { coupon } = priced;
  if (request.method === 'boleto' && !boletoAvailable(now, priced.event.data_inicio, settings.boleto_horas)) {
    throw checkoutFigureError('boletoUnavailable', boletoUnavailableMessage(settings.boleto_horas));
  }
  const { quantity, meiaQuantity } = priced;
  const expiresAt = reservationExpiresAt(
    request.method,
    now,
    priced.event.data_inicio,
    reservationMinutes(settings.reserva_minutos),
    settings.boleto_horas,
  );
  const eventId = priced.event.id;
  // Each ticket counts for its person: the named holder's CPF, or the buyer's (holder-limits.ts).
  const holder = slotHolder(uid, cpfDigits(request.buyer.cpf), priced.holders, quantity);
  const limits = {
    eventId,
    holder,
    quantity,
    cap: settings.limite_pendentes,
    limit: priced.event.boxOffice.maxPerCpf,
  };
  await assertUnderHolderLimits(firestore, { ...limits, claimed: false });
  // A high-demand event sells only to buyers the virtual queue admitted; freed places go to the
  // waiting list first: its offer, or a refusal while others wait.
  const [queued, offer] = await Promise.all([
    assertQueueAdmission(firestore, { eventId, uid, token: request.admissao, orderId, now }),
    waitlistTurn(firestore, eventId, uid, now),
  ]);
  // Counted only for requests that would hold stock: a closed event or a bad option costs nothing.
  await limitNewOrders(uid, now);
  const claimId = randomUUID();
  const claim = await claimTickets(firestore, {
    eventId,
    orderId,
    claimId,
    quantity,
    meiaQuantity,
    meiaQuotaPercent: priced.event.boxOffice.meiaQuotaPercent,
    lotes: priced.lotes,
    now,
    expiresAt,
    holder,
    adoptHeld: offer ? (input) => adoptHold(firestore, offer, input) : null,
  });
  if (!claim.ok) throw claimRefusal(claim);
  // The lote the claim landed in sets the prices (the tables' own without lotes).
  const { items, totals } = priced.inLote(claim.lote);
  const loteId = claim.lote?.id ?? null;

  const billingType = BILLING_TYPE_BY_METHOD[request.method];
  // The card plan is checked against the total at the lote's prices (a refusal gives the claim back).
  let plan: InstallmentPlan;
  let spentAdmission = false;
  try {
    // One admission, one order: a second order with it is refused here, whatever the timing.
    if (queued) spentAdmission = await claimAdmissionUse(firestore, queued, { orderId, claimId });
    if (failAfterClaim) throw new Error('Falha injetada depois da reserva (teste)');
    plan = chosenPlan(request, totals.total, settings);
    if (coupon) {
      const use = await claimCouponUse(firestore, {
        rules: coupon,
        orderId,
        claimId,
        uid,
        eventId,
        discount: totals.discount,
        total: totals.total,
        expiresAt,
      });
      if (!use.ok) throw checkoutFigureError('couponRefused', use.message);
    }
    // Parallel requests of one person all pass the first counts: the second, with the claim in
    // it, keeps them within the caps (checkout/holder-limits.ts).
    await assertUnderHolderLimits(firestore, { ...limits, claimed: true, claimId });
    const order = newOrderDocument<Timestamp>({
      userId: uid,
      lines: items,
      totals,
      lote: claim.lote ? { id: claim.lote.id, nome: claim.lote.nome } : null,
      coupon: coupon?.codigo ?? null,
      plan,
      buyer: {
        nome: request.buyer.nome,
        email: request.buyer.email,
        cpf: cpfDigits(request.buyer.cpf),
        telefone: phoneToStorage(request.buyer.telefone),
      },
      holders: priced.holders,
      payment: { billingType, customerId },
      reservation: {
        idempotencyKey: request.idempotencyKey,
        claimId,
        expiresAt: Timestamp.fromDate(expiresAt),
      },
      now: Timestamp.fromDate(now),
    });
    await orderRef.create(order);
    // An account whose deletion began meanwhile keeps no order: looked for after the create, so a
    // deletion either sees this order (and stops) or is seen here (privacy/account-tombstone.ts).
    if (await isAccountDeleted(firestore, uid)) {
      await orderRef.delete();
      throw new ApiError('forbidden', DELETION_MESSAGES.deleting, ACCOUNT_DELETED_CODE);
    }
  } catch (error) {
    // No order holds these slots (nor the coupon's use): give them back in this request, whatever
    // went wrong (a concurrent retry of the same request that won, a refusal, a crash of ours).
    await Promise.all([
      releaseClaim(firestore, eventId, claimId, SLOT_POOLS, loteId),
      coupon ? releaseCouponUse(firestore, coupon.codigo, claimId) : null,
      queued && spentAdmission ? releaseAdmissionUse(firestore, queued, claimId) : null,
    ]);
    if (isAlreadyExists(error)) return answerFor(await orderRef.get());
    throw error;
  }
  // The order holds the offer's places now: its entry leaves the line (and the queue's turn is used).
  if (offer) await markOfferBought(firestore, offer, orderId);
  if (queued) await markQueueOrder(firestore, queued, orderId);
  // The display figure (never throws) is refreshed while the charge is created.
  const refreshed = refreshAvailabilityCoalesced(firestore, eventId);

  if (totals.total === 0) {
    // Free tickets: nothing to charge, the order is paid now.
    await Promise.all([
      refreshed,
      applyOrderStatus(orderId, 'pago', { origem: 'checkout', motivo: 'Pedido sem valor' }),
    ]);
    return answerFor(await orderRef.get());
  }

  try {
    await chargeOrder({
      orderId,
      customerId,
      billingType,
      method: request.method,
      valueCentavos: plan.total,
      installments: chargeInstallments(plan),
      dueDate: paymentDueDate(request.method, now, settings.boleto_horas),
      description: chargeDescription(items, orderId),
    });
  } finally {
    await refreshed;
  }
  return answerFor(await orderRef.get());
}

/** The buyer's answer when the lote, the meia-entrada quota or the stock has fewer tickets than asked for. */
function claimRefusal(claim: Exclude<TicketClaim, { ok: true }>) {
  if (claim.pool === 'lote') {
    return 'ended' in claim
      ? checkoutFigureError('lotesEnded', LOTES_ENDED_MESSAGE)
      : checkoutFigureError('loteNotEnough', claim.message);
  }
  const { pool, available } = claim;
  if (pool === 'meia_slots') {
    return available > 0
      ? checkoutFigureError('meiaNotEnough', meiaNotEnoughMessage(available))
      : checkoutError('meiaSoldOut');
  }
  return available > 0
    ? checkoutFigureError('notEnough', notEnoughMessage(available))
    : checkoutError('soldOut');
}

/**
 * The priced cart and the buyer's Asaas customer, looked up side by side (the customer is usually
 * already on the profile). When both fail, the cart's refusal ('Ingressos esgotados', a closed
 * event) is the one the buyer hears; a customer made for a refused cart is simply reused later.
 */
async function pricedWithCustomer(uid: string, request: CheckoutRequest, now: Date) {
  const [priced, customer] = await Promise.allSettled([
    priceOrder(db(), request, { uid, now }),
    ensurePaymentCustomer(uid, request.buyer),
  ]);
  if (priced.status === 'rejected') throw priced.reason;
  if (customer.status === 'rejected') throw customer.reason;
  return { priced: priced.value, customerId: customer.value };
}

/** What the buyer reads on the charge: 'Show — Pista - Inteira × 2, Pista - Meia × 1 (pedido 1a2b3c4d)'. */
function chargeDescription(
  lines: { event_titulo: string; tipo_ingresso: string; qnt: number }[],
  orderId: string,
) {
  const what = lines.map((l) => `${l.tipo_ingresso} × ${l.qnt}`).join(', ');
  return `${lines[0]!.event_titulo} — ${what} (pedido ${orderId.slice(0, 8)})`;
}
