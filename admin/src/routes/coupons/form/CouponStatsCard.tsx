// The edit form's figures: the coupon's status now, its uses held by unpaid orders and used by
// paid ones, what those orders paid and what it took off them.
import type { CouponStats, CouponStatus } from '@gn/core/coupons';
import { formatBRL } from '@gn/core/money';
import { formatInteger } from '../../../lib/list-count';
import { SectionCard } from '../../../ui/SectionCard';
import { CouponStatusBadge, Figure } from '../CouponFigures';

export function CouponStatsCard({ stats, status }: { stats: CouponStats; status: CouponStatus }) {
  return (
    <SectionCard title="Uso do cupom" className="p-4 sm:p-5">
      <p className="mb-3 flex items-center gap-2 text-sm text-ink-muted">
        Status agora: <CouponStatusBadge status={status} />
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Figure label="Reservados">{formatInteger(stats.reservados)}</Figure>
        <Figure label="Usados">{formatInteger(stats.usados)}</Figure>
        <Figure label="Receita" strong>
          {formatBRL(stats.receita)}
        </Figure>
        <Figure label="Descontos concedidos">{formatBRL(stats.desconto)}</Figure>
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        Reservados: pedidos ainda não pagos. Receita e descontos: pedidos pagos.
      </p>
    </SectionCard>
  );
}
