// Whether a typed coupon applies to a cart, and if not why, in the buyer's words: asked by the
// coupon box (POST /api/me/coupons/check) and again by the checkout, which then claims the use
// (coupon-uses.ts). The counts here only answer early; the claim is what holds under a rush.
import {
  couponCode,
  couponScopeRefusal,
  couponWindowRefusal,
  COUPON_MESSAGES,
  type CouponLine,
  type CouponRules,
} from '@gn/core/coupons';
import type { Firestore } from 'firebase-admin/firestore';
import { readCoupon } from './coupon-store.ts';
import { usesByAccount, usesInAll } from './coupon-uses.ts';

export type CouponDecision = { ok: true; rules: CouponRules } | { ok: false; message: string };

type ScopeLine = Omit<CouponLine, 'unitPrice' | 'quantity'>;

export async function decideCoupon(
  db: Firestore,
  typed: string,
  lines: readonly ScopeLine[],
  buyer: { uid: string; now: Date },
): Promise<CouponDecision> {
  const code = couponCode(typed);
  const rules = code ? await readCoupon(db, code) : null;
  if (!rules) return { ok: false, message: COUPON_MESSAGES.invalid };
  const refusal = couponWindowRefusal(rules, buyer.now) ?? couponScopeRefusal(rules, lines);
  if (refusal) return { ok: false, message: refusal };
  const [all, mine] = await Promise.all([
    rules.usos_max === null ? 0 : usesInAll(db, rules.codigo),
    rules.usos_por_conta === null ? 0 : usesByAccount(db, rules.codigo, buyer.uid),
  ]);
  if (rules.usos_max !== null && all >= rules.usos_max) return { ok: false, message: COUPON_MESSAGES.usedUp };
  if (rules.usos_por_conta !== null && mine >= rules.usos_por_conta) {
    return { ok: false, message: COUPON_MESSAGES.accountLimit };
  }
  return { ok: true, rules };
}
