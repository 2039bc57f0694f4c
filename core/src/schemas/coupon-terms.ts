// A coupon's terms as the browser keeps them in the cart (after the coupon box's check) to preview
// the discount: read back from localStorage, so checked like any stored input. The server never
// trusts them: it reads the coupon again at the checkout.
import { z } from '../zod.ts';
import { COUPON_KINDS, type CouponTerms } from '../coupons.ts';

export const couponTermsSchema = z.object({
  codigo: z.string().min(1).max(40),
  tipo: z.enum(COUPON_KINDS),
  percentual: z.number().int().min(1).max(100).nullable(),
  valor_centavos: z.number().int().min(1).nullable(),
  eventos: z.array(z.string().max(128)).max(100),
  opcoes: z.array(z.string().max(260)).max(200),
}) satisfies z.ZodType<CouponTerms>;
