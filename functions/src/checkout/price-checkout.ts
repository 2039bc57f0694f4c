// The checkout's first step, before anything is held: the method allowed, the cart priced from
// Firestore (price-order.ts) beside the buyer's Asaas customer, the boleto's deadline, how long
// the reservation lasts, and whom the tickets count for (holder-limits.ts).
import { boletoAvailable, boletoUnavailableMessage, reservationExpiresAt } from '@gn/core/checkout-rules';
import { cpfDigits } from '@gn/core/cpf';
import {
  BILLING_TYPE_BY_METHOD,
  UNSUPPORTED_PAYMENT_METHOD_MESSAGE,
  type AsaasBillingType,
} from '@gn/core/payment';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import type { Firestore } from 'firebase-admin/firestore';
import { readEnv } from '../config.ts';
import { asTotal } from '../stock/slots-ground.ts';
import type { AppliedPaymentSettings } from '../settings/payment-settings.ts';
import { checkoutFigureError } from './checkout-errors.ts';
import type { CheckoutReads } from './checkout-reads.ts';
import { slotHolder, type SlotHolder } from './holder-limits.ts';
import { ensurePaymentCustomer } from './payment-customer.ts';
import { priceOrder, type PricedOrder } from './price-order.ts';

/** What the later steps need of the priced checkout. */
export interface CheckoutQuote {
  priced: PricedOrder;
  customerId: string;
  billingType: AsaasBillingType;
  expiresAt: Date;
  /** the holder limits' terms, counted before the claim and again with it (holder-limits.ts) */
  limits: { eventId: string; holder: SlotHolder; cap: number; limit: number | null };
  /** the event's stock total, as read at the checkout's start */
  stockTotal: number;
}

/** Minutes a PIX / card reservation lasts: the admin's setting, or GN_RESERVATION_MINUTES (tests shorten it). */
function reservationMinutes(fromSettings: number): number {
  const value = Number(readEnv('GN_RESERVATION_MINUTES') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : fromSettings;
}

export async function priceCheckout(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  settings: AppliedPaymentSettings,
  now: Date,
  reads: CheckoutReads,
): Promise<CheckoutQuote> {
  if (!settings.metodos.includes(request.method))
    throw checkoutFigureError('methodUnsupported', UNSUPPORTED_PAYMENT_METHOD_MESSAGE);
  const { priced, customerId } = await pricedWithCustomer(db, uid, request, now, reads);
  if (request.method === 'boleto' && !boletoAvailable(now, priced.event.data_inicio, settings.boleto_horas)) {
    throw checkoutFigureError('boletoUnavailable', boletoUnavailableMessage(settings.boleto_horas));
  }
  const expiresAt = reservationExpiresAt(
    request.method,
    now,
    priced.event.data_inicio,
    reservationMinutes(settings.reserva_minutos),
    settings.boleto_horas,
  );
  // Each ticket counts for its person: the named holder's CPF, or the buyer's (holder-limits.ts).
  const holder = slotHolder(uid, cpfDigits(request.buyer.cpf), priced.holders, priced.quantity);
  const limits = {
    eventId: priced.event.id,
    holder,
    cap: settings.limite_pendentes,
    limit: priced.event.boxOffice.maxPerCpf,
  };
  return {
    priced,
    customerId,
    billingType: BILLING_TYPE_BY_METHOD[request.method],
    expiresAt,
    limits,
    stockTotal: asTotal(reads.stock.get('total')),
  };
}

/**
 * The priced cart and the buyer's Asaas customer, looked up side by side (the customer is usually
 * already on the profile). When both fail, the cart's refusal ('Ingressos esgotados', a closed
 * event) is the one the buyer hears; a customer made for a refused cart is simply reused later.
 */
async function pricedWithCustomer(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  now: Date,
  reads: CheckoutReads,
) {
  const [priced, customer] = await Promise.allSettled([
    priceOrder(db, request, { uid, now }, reads),
    ensurePaymentCustomer(uid, request.buyer, reads.profile),
  ]);
  if (priced.status === 'rejected') throw priced.reason;
  if (customer.status === 'rejected') throw customer.reason;
  return { priced: priced.value, customerId: customer.value };
}
