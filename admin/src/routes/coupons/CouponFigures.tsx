// Pieces the coupon list and form share: the status badge and one labelled figure of a <dl>
// (Desconto, Usos, Receita ...).
import type { ReactNode } from 'react';
import { COUPON_STATUS_LABELS, type CouponStatus } from '@gn/core/coupons';
import { Badge } from '../../ui/Badge';
import { COUPON_STATUS_BADGES } from './coupon-list-model';

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <Badge variant={COUPON_STATUS_BADGES[status]}>{COUPON_STATUS_LABELS[status]}</Badge>;
}

/** A <dt>/<dd> pair; `wide` spans both columns of a two-column <dl>. */
export function Figure({
  label,
  strong = false,
  wide = false,
  children,
}: {
  label: string;
  strong?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={`text-ink tabular-nums ${strong ? 'font-semibold' : ''}`}>{children}</dd>
    </div>
  );
}
