// The coupon box's question, before the order exists: does this code apply to this cart? The
// answer is the coupon's terms (what the browser needs to preview the discount) or the reason in
// the buyer's words. Signed-in buyers only, and counted per account: codes are not for guessing.
import { couponAppliedMessage, couponTerms, COUPON_ERRORS, COUPON_REFUSED_CODE } from '@gn/core/coupons';
import type { CouponCheckAnswer, CouponCheckRequest } from '@gn/core/schemas/coupon';
import { db } from '../firebase.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { consume, type WindowRule } from '../http/rate-limit.ts';
import { decideCoupon } from './decide-coupon.ts';

export const COUPON_CHECK_LIMITS: readonly WindowRule[] = [
  { name: '10m', ms: 600_000, max: 30 },
  { name: '1d', ms: 86_400_000, max: 200 },
];

export async function checkCoupon(
  uid: string,
  request: CouponCheckRequest,
  now = new Date(),
): Promise<CouponCheckAnswer> {
  const limited = await consume(db(), `coupon-check_${uid}`, COUPON_CHECK_LIMITS, now.getTime());
  if (!limited.allowed) throw refusalError('too_many_requests', COUPON_ERRORS.tooManyChecks);
  const decision = await decideCoupon(db(), request.codigo, request.items, { uid, now });
  if (!decision.ok) throw new ApiError('conflict', decision.message, COUPON_REFUSED_CODE);
  return { termos: couponTerms(decision.rules), mensagem: couponAppliedMessage(decision.rules) };
}
