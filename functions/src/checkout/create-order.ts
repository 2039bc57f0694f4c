// POST /api/checkout: the whole purchase on the server. Order of steps matters:
// 1. the idempotency key names the order, so a retry returns what the first attempt made;
// 2. prices come from Firestore (price-order.ts), never from the browser;
// 3. stock is reserved by slot claims (no hot document), with an expiry;
// 4. the order is created with create(), which only one attempt can win;
// 5. the Asaas payment is created with our order id as externalReference (a retry finds it
//    instead of charging twice); a provider failure fails the order and releases the stock.
import {
  boletoAvailable,
  boletoUnavailableMessage,
  notEnoughMessage,
  paymentDueDate,
  reservationExpiresAt,
} from '@gn/core/checkout-rules';
import { cpfDigits } from '@gn/core/cpf';
import { toDate } from '@gn/core/dates';
import { newOrderDocument } from '@gn/core/order';
import { BILLING_TYPE_BY_METHOD, UNSUPPORTED_PAYMENT_METHOD_MESSAGE } from '@gn/core/payment';
import { phoneToStorage } from '@gn/core/phone';
import type { CheckoutAnswer, CheckoutRequest } from '@gn/core/schemas/checkout';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { asaas } from '../payments/asaas-instance.ts';
import { isAsaasError } from '../payments/asaas/index.ts';
import { orderIdFor } from '../orders/order-id.ts';
import { claimSlots, refreshAvailability, releaseClaim } from '../stock/stock-slots.ts';
import { applyOrderStatus } from '../orders/transitions.ts';
import { checkoutError, checkoutFigureError } from './checkout-errors.ts';
import { ensurePaymentCustomer } from './payment-customer.ts';
import { priceOrder } from './price-order.ts';
import { assertUnderUnpaidCap, slotHolder } from './unpaid-cap.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { paymentSettings } from '../settings/payment-settings.ts';
import { readEnv } from '../config.ts';

function iso(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export function answerFor(snap: DocumentSnapshot): CheckoutAnswer {
  const o = snap.data()!;
  return {
    orderId: snap.id,
    status: o.status,
    billingType: o.billing_type ?? null,
    invoiceUrl: o.asaas_invoice_url ?? null,
    bankSlipUrl: o.asaas_bankslip_url ?? null,
    pix: o.pix
      ? { payload: o.pix.payload, encodedImage: o.pix.encoded_image, expiraEm: iso(o.pix.expira_em) }
      : null,
    reservaExpiraEm: iso(o.reserva_expira_em),
    total: o.total,
  };
}

/** Minutes a PIX / card reservation lasts: the admin's setting, or GN_RESERVATION_MINUTES (tests shorten it). */
function reservationMinutes(fromSettings: number): number {
  const value = Number(readEnv('GN_RESERVATION_MINUTES') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : fromSettings;
}

/** New orders per account (a retry of the same request is not a new order and is not counted). */
export const NEW_ORDER_LIMITS: readonly WindowRule[] = [
  { name: '1m', ms: 60_000, max: 5 },
  { name: '1h', ms: 3_600_000, max: 20 },
];
export const TOO_MANY_ORDERS = 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente novamente.';

async function limitNewOrders(uid: string, now: Date): Promise<void> {
  const decision = await consume(db(), `checkout_${uid}`, NEW_ORDER_LIMITS, now.getTime());
  if (!decision.allowed) throw checkoutFigureError('tooManyOrders', TOO_MANY_ORDERS, 'too_many_requests');
}

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
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
  if (request.method === 'boleto' && !boletoAvailable(now, priced.event.data_inicio, settings.boleto_horas)) {
    throw checkoutFigureError('boletoUnavailable', boletoUnavailableMessage(settings.boleto_horas));
  }
  const quantity = priced.items.reduce((n, i) => n + i.qnt, 0);
  const expiresAt = reservationExpiresAt(
    request.method,
    now,
    priced.event.data_inicio,
    reservationMinutes(settings.reserva_minutos),
    settings.boleto_horas,
  );
  const eventId = priced.event.id;
  const holder = slotHolder(uid, cpfDigits(request.buyer.cpf));
  const cap = { eventId, holder, quantity, cap: settings.limite_pendentes };
  await assertUnderUnpaidCap(firestore, { ...cap, claimed: false });
  // Counted only for requests that would hold stock: a closed event or a bad option costs nothing.
  await limitNewOrders(uid, now);
  const claimId = randomUUID();
  const claim = await claimSlots(firestore, { eventId, orderId, claimId, quantity, expiresAt, holder });
  if (!claim.ok) {
    throw claim.available > 0
      ? checkoutFigureError('notEnough', notEnoughMessage(claim.available))
      : checkoutError('soldOut');
  }

  const billingType = BILLING_TYPE_BY_METHOD[request.method];
  try {
    if (failAfterClaim) throw new Error('Falha injetada depois da reserva (teste)');
    // Parallel requests of one person all pass the first count: the second, with the claim in
    // it, keeps them within the cap (checkout/unpaid-cap.ts).
    await assertUnderUnpaidCap(firestore, { ...cap, claimed: true });
    const order = newOrderDocument<Timestamp>({
      userId: uid,
      lines: priced.items,
      totals: priced.totals,
      coupon: priced.cupom,
      buyer: {
        nome: request.buyer.nome,
        email: request.buyer.email,
        cpf: cpfDigits(request.buyer.cpf),
        telefone: phoneToStorage(request.buyer.telefone),
      },
      payment: { billingType, customerId },
      reservation: {
        idempotencyKey: request.idempotencyKey,
        claimId,
        expiresAt: Timestamp.fromDate(expiresAt),
      },
      now: Timestamp.fromDate(now),
    });
    await orderRef.create(order);
  } catch (error) {
    // No order holds these slots: give them back in this request, whatever went wrong (a
    // concurrent retry of the same request that won, a write refused, a crash of ours).
    await releaseClaim(firestore, eventId, claimId);
    if (isAlreadyExists(error)) return answerFor(await orderRef.get());
    throw error;
  }
  // The display figure (never throws) is refreshed while the charge is created.
  const refreshed = refreshAvailability(firestore, eventId);

  if (priced.totals.total === 0) {
    // Free tickets: nothing to charge, the order is paid now.
    await Promise.all([
      refreshed,
      applyOrderStatus(orderId, 'pago', { origem: 'checkout', motivo: 'Pedido sem valor' }),
    ]);
    return answerFor(await orderRef.get());
  }

  try {
    const payment = await asaas().createPaymentOnce({
      customer: customerId,
      billingType,
      valueCentavos: priced.totals.total,
      dueDate: paymentDueDate(request.method, now, settings.boleto_horas),
      description:
        `${priced.items[0]!.event_titulo} — ${priced.items[0]!.tipo_ingresso} × ${quantity} (pedido ${orderId.slice(0, 8)})`.slice(
          0,
          500,
        ),
      externalReference: orderId,
    });
    const qr = request.method === 'pix' ? await asaas().getPixQrCode(payment.id) : null;
    await orderRef.update({
      asaas_payment_id: payment.id,
      asaas_invoice_url: payment.invoiceUrl ?? null,
      asaas_due_date: payment.dueDate ?? null,
      asaas_bankslip_url: payment.bankSlipUrl ?? null,
      pix: qr
        ? {
            payload: qr.payload,
            encoded_image: qr.encodedImage,
            // 'YYYY-MM-DD HH:mm:ss' in São Paulo time
            expira_em: qr.expirationDate ? Timestamp.fromDate(toDate(qr.expirationDate)) : null,
          }
        : null,
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.error(`Payment creation failed for order ${orderId}`, error);
    await applyOrderStatus(orderId, 'falhou', {
      origem: 'checkout',
      motivo: isAsaasError(error) ? error.message : 'Erro ao criar a cobrança',
    });
    throw checkoutError('paymentFailed');
  } finally {
    await refreshed;
  }
  return answerFor(await orderRef.get());
}

/**
 * The priced cart and the buyer's Asaas customer, looked up side by side (the customer is usually
 * already on the profile). When both fail, the cart's refusal ('Ingressos esgotados', a closed
 * event) is the one the buyer hears; a customer made for a refused cart is simply reused later.
 */
async function pricedWithCustomer(uid: string, request: CheckoutRequest, now: Date) {
  const [priced, customer] = await Promise.allSettled([
    priceOrder(db(), request, now),
    ensurePaymentCustomer(uid, request.buyer),
  ]);
  if (priced.status === 'rejected') throw priced.reason;
  if (customer.status === 'rejected') throw customer.reason;
  return { priced: priced.value, customerId: customer.value };
}
