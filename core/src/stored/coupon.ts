// Reading a coupon (`coupons/{CODE}`, docs/data-model.md; written by /api/admin/coupons only):
// its terms and the rules the server checks before a use. A count that is not a positive integer
// (missing, 0, a fraction) reads as "no limit", as the admin's form writes it.
import { z } from '../zod.ts';
import type { CouponRules } from '../coupons.ts';
import { anyValueOf, flag, plainMap, text, textList, time } from './fields.ts';

const countOrNull = anyValueOf((value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null,
);

export const storedCouponSchema = z.object({
  descricao: text(),
  tipo: anyValueOf((value) => (value === 'valor' ? ('valor' as const) : ('percentual' as const))),
  percentual: countOrNull,
  valor_centavos: countOrNull,
  eventos: textList,
  opcoes: textList,
  ativo: flag,
  valido_de: time,
  valido_ate: time,
  usos_max: countOrNull,
  usos_por_conta: countOrNull,
});

/** `coupons/{code}` as Firestore handed it → the coupon's rules (the code is the document's id). */
export function readStoredCoupon(code: string, data: unknown): CouponRules {
  return { codigo: code, ...storedCouponSchema.parse(plainMap(data)) };
}
