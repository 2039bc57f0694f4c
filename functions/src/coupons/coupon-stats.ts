// A coupon's figures for the admin: uses held by unpaid orders, uses by paid orders and what
// those orders paid and saved. Aggregations on its uses (coupon-uses.ts), never a scan of orders:
// a use is deleted when its order is released or refunded, so the figures follow by themselves.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import type { CouponStats } from '@gn/core/coupons';
import { usesOf } from './coupon-store.ts';

export async function couponStats(db: Firestore, code: string): Promise<CouponStats> {
  const uses = usesOf(db, code);
  const [all, paid] = await Promise.all([
    uses.count().get(),
    uses
      .where('estado', '==', 'usado')
      .aggregate({
        usados: AggregateField.count(),
        receita: AggregateField.sum('total'),
        desconto: AggregateField.sum('desconto'),
      })
      .get(),
  ]);
  const { usados, receita, desconto } = paid.data();
  return {
    reservados: all.data().count - usados,
    usados,
    receita: Number(receita ?? 0),
    desconto: Number(desconto ?? 0),
  };
}
