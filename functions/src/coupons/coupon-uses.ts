// A coupon's uses, counted so that a rush cannot beat its limits. A limited coupon (usos_max) is a
// pool of numbered places (stock/numbered-claims.ts): a use holds one place, created with
// create(), so a 100-use coupon is never used 101 times. An unlimited coupon's use is named by the
// checkout attempt. The limit per account is counted after the claim, as the per-person ticket
// limits are (checkout/holder-limits.ts): of two racing requests both may be refused, never both
// accepted. A use is reserved with the order's stock, becomes 'usado' when the order is paid
// and is deleted (given back) when the order expires, fails, is cancelled or refunded
// (orders/transitions.ts); the sweeper removes one whose checkout died before making its order.
import { COUPON_MESSAGES, type CouponRules } from '@gn/core/coupons';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { claimNumbered, releaseNumbered } from '../stock/numbered-claims.ts';
import { usesOf, type CouponUseDoc } from './coupon-store.ts';

export interface CouponUseInput {
  rules: CouponRules;
  orderId: string;
  claimId: string;
  uid: string;
  eventId: string;
  discount: number;
  total: number;
  expiresAt: Date;
}

export type CouponUseClaim = { ok: true } | { ok: false; message: string };

/** Uses of the coupon by one account, reserved or paid. */
export async function usesByAccount(db: Firestore, code: string, uid: string): Promise<number> {
  return (await usesOf(db, code).where('user_id', '==', uid).count().get()).data().count;
}

/** Uses of the coupon in all, reserved or paid. */
export async function usesInAll(db: Firestore, code: string): Promise<number> {
  return (await usesOf(db, code).count().get()).data().count;
}

/** Claims one use of the coupon for a checkout attempt, or says why there is none left for it. */
export async function claimCouponUse(db: Firestore, input: CouponUseInput): Promise<CouponUseClaim> {
  const { rules } = input;
  const code = rules.codigo;
  const perAccount = rules.usos_por_conta;
  if (perAccount !== null && (await usesByAccount(db, code, input.uid)) >= perAccount) {
    return { ok: false, message: COUPON_MESSAGES.accountLimit };
  }
  const docFor = (indice: number | null): CouponUseDoc => ({
    indice,
    order_id: input.orderId,
    claim_id: input.claimId,
    user_id: input.uid,
    event_id: input.eventId,
    estado: 'reservado',
    desconto: input.discount,
    total: input.total,
    expira_em: Timestamp.fromDate(input.expiresAt),
    created_at: Timestamp.now(),
  });
  const uses = usesOf(db, code);
  if (rules.usos_max !== null) {
    const claim = await claimNumbered({
      pool: uses,
      total: rules.usos_max,
      quantity: 1,
      claimId: input.claimId,
      docFor,
    });
    if (!claim.ok) return { ok: false, message: COUPON_MESSAGES.usedUp };
  } else {
    // Claim ids are random UUIDs: this create never meets another attempt's document.
    await uses.doc(input.claimId).create(docFor(null));
  }
  if (perAccount !== null && (await usesByAccount(db, code, input.uid)) > perAccount) {
    await releaseNumbered(uses, input.claimId);
    return { ok: false, message: COUPON_MESSAGES.accountLimit };
  }
  return { ok: true };
}

/** Gives back the use a checkout attempt holds (its order was not made). */
export async function releaseCouponUse(db: Firestore, code: string, claimId: string): Promise<void> {
  await releaseNumbered(usesOf(db, code), claimId);
}

/** Inside an order transaction: the uses the order holds (read before any write). */
export async function orderCouponUses(
  tx: Transaction,
  db: Firestore,
  order: { cupom?: string | null },
  orderId: string,
) {
  if (!order.cupom) return [];
  return (await tx.get(usesOf(db, order.cupom).where('order_id', '==', orderId))).docs;
}
