// Coupon terms the tests share (core's unit tests, the functions and end-to-end tests): the
// seeded GN10 (dev/seed/content/coupons.mjs) as the coupon box keeps it in the cart after the
// server's check. Test data only: nothing in the product imports it.
import type { CouponTerms } from '../coupons.ts';

export const GN10_TERMS: CouponTerms = {
  codigo: 'GN10',
  tipo: 'percentual',
  percentual: 10,
  valor_centavos: null,
  eventos: [],
  opcoes: [],
};
