// Where coupons live: `coupons/{CODE}` (the code, upper-case, is the id) and their uses,
// `coupons/{CODE}/usos/{id}`. Only functions read or write them (firestore.rules deny clients):
// the admin goes through /api/admin/coupons, the buyer through the checkout and the coupon box.
import type { CouponRules } from '@gn/core/coupons';
import { readStoredCoupon } from '@gn/core/stored/coupon';
import { isFirestoreId } from '@gn/core/schemas/fields';
import type { CollectionReference, DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';

export const COUPONS = 'coupons';
/** The sub-collection of a coupon's uses (the sweeper queries it as a collection group). */
export const COUPON_USES = 'usos';

export type CouponUseState = 'reservado' | 'usado';

/** One use of a coupon by one order: reserved with the order's stock, 'usado' once it is paid. */
export interface CouponUseDoc {
  /** the place in a limited coupon's pool (numbered-claims.ts), null for an unlimited coupon */
  indice: number | null;
  order_id: string;
  claim_id: string;
  user_id: string;
  event_id: string;
  estado: CouponUseState;
  /** centavos taken off, and what the order costs with it (the list's revenue) */
  desconto: number;
  total: number;
  expira_em: Timestamp | null;
  created_at: Timestamp;
}

export function couponRef(db: Firestore, code: string): DocumentReference {
  return db.collection(COUPONS).doc(code);
}

export function usesOf(db: Firestore, code: string): CollectionReference {
  return couponRef(db, code).collection(COUPON_USES);
}

/** A typed code can only name a coupon if it could be a document id (no '/', not '..'). */
export function couldBeCouponId(code: string): boolean {
  return isFirestoreId(code);
}

export async function readCoupon(db: Firestore, code: string): Promise<CouponRules | null> {
  if (!couldBeCouponId(code)) return null;
  const snap = await couponRef(db, code).get();
  return snap.exists ? readStoredCoupon(code, snap.data()) : null;
}
