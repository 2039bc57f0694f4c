// The rows of the coupons list: a table from 40rem, one card per coupon on phones; the code links
// to the coupon's form in both.
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CouponListRow } from '@gn/core/coupons';
import { formatBRL } from '@gn/core/money';
import { ButtonLink } from '../../../ui/ButtonLink';
import { DataTable } from '../../../ui/DataTable';
import { discountLabel, eventsLabel, usesLabel, validityLines } from '../coupon-list-model';
import { CouponStatusBadge, Figure } from '../CouponFigures';

type RowsProps = { coupons: readonly CouponListRow[]; titles: ReadonlyMap<string, string> };

const editPath = (code: string) => `/admin/cupons/${encodeURIComponent(code)}`;

/** The code as the link to its form, with the description and the events it is valid for. */
function CouponName({
  coupon,
  titles,
  after,
}: {
  coupon: CouponListRow;
  titles: RowsProps['titles'];
  after?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <div className="flex items-start justify-between gap-3">
        <Link
          to={editPath(coupon.codigo)}
          className="rounded-sm font-mono font-semibold break-all text-accent-ink hover:underline"
        >
          {coupon.codigo}
        </Link>
        {after}
      </div>
      {coupon.descricao && <p className="mt-0.5 line-clamp-2 text-xs text-ink-muted">{coupon.descricao}</p>}
      {/* An id or a long title must not widen the table: break anywhere. */}
      <p className="mt-0.5 text-xs wrap-anywhere text-ink">
        <span className="sr-only">Vale para: </span>
        {eventsLabel(coupon.eventos, titles)}
        {coupon.opcoes.length > 0 &&
          ` · ${coupon.opcoes.length === 1 ? '1 opção' : `${coupon.opcoes.length} opções`}`}
      </p>
    </div>
  );
}

/** 'de 01/12/2026 09:00' on one line; 'a partir de' may go above its date (it is long). */
function keepTogether(line: string): string {
  return line.replaceAll(' ', '\u00a0').replace(/^a\u00a0partir\u00a0de\u00a0/, 'a\u00a0partir\u00a0de ');
}

/** The validity window, one bound a line (a space between them for the text as read). */
function Validity({ coupon }: { coupon: CouponListRow }) {
  return validityLines(coupon).map((line, i) => (
    <span key={line} className="block">
      {i > 0 && ' '}
      {keepTogether(line)}
    </span>
  ));
}

function Uses({ coupon }: { coupon: CouponListRow }) {
  return (
    <>
      <span className="block min-w-20">{usesLabel(coupon)}</span>
      {coupon.usos_max === null && <span className="block text-xs text-ink-muted">Ilimitado</span>}
    </>
  );
}

export function CouponsTable({ coupons, titles }: RowsProps) {
  return (
    <DataTable
      caption="Cupons"
      // Eight columns: a narrower padding keeps the widest rows inside 1280 px.
      cellPadding="px-3"
      columns={[
        'Código',
        'Desconto',
        'Validade',
        'Usos',
        // One money column (the discounts under the revenue) keeps the table inside 1280 px.
        { label: 'Receita', className: 'text-right' },
        'Status',
      ]}
    >
      {coupons.map((coupon) => (
        <tr key={coupon.codigo} className="align-top hover:bg-surface-muted/60">
          <td className="min-w-40 px-3 py-3">
            <CouponName coupon={coupon} titles={titles} />
          </td>
          <td className="px-3 py-3 font-semibold whitespace-nowrap text-ink tabular-nums">
            {discountLabel(coupon)}
          </td>
          <td className="px-3 py-3 text-ink-muted tabular-nums">
            <Validity coupon={coupon} />
          </td>
          <td className="px-3 py-3 text-ink tabular-nums">
            <Uses coupon={coupon} />
          </td>
          <td className="px-3 py-3 text-right whitespace-nowrap text-ink tabular-nums">
            {formatBRL(coupon.stats.receita)}
            {/* The amount stays whole; "em descontos" may go under it in a narrow column. */}
            <span className="block text-xs whitespace-normal text-ink-muted">
              <span className="whitespace-nowrap">{formatBRL(coupon.stats.desconto)}</span> em descontos
            </span>
          </td>
          <td className="px-3 py-3">
            <CouponStatusBadge status={coupon.status} />
          </td>
          <td className="px-3 py-3 text-right">
            <ButtonLink
              to={editPath(coupon.codigo)}
              variant="secondary"
              className="h-9 px-3"
              aria-label={`Editar cupom ${coupon.codigo}`}
            >
              <Pencil className="size-4 shrink-0" aria-hidden="true" />
              <span className="hidden 2xl:inline">Editar</span>
            </ButtonLink>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Narrow screens: one card per coupon instead of a table that would scroll sideways. */
export function CouponsCards({ coupons, titles }: RowsProps) {
  return (
    <ul aria-label="Cupons" className="space-y-3">
      {coupons.map((coupon) => (
        <li key={coupon.codigo} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <CouponName coupon={coupon} titles={titles} after={<CouponStatusBadge status={coupon.status} />} />
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Figure label="Desconto" strong>
              {discountLabel(coupon)}
            </Figure>
            <Figure label="Usos">
              <Uses coupon={coupon} />
            </Figure>
            <Figure label="Validade" wide>
              <Validity coupon={coupon} />
            </Figure>
            <Figure label="Receita">{formatBRL(coupon.stats.receita)}</Figure>
            <Figure label="Descontos concedidos">{formatBRL(coupon.stats.desconto)}</Figure>
          </dl>
        </li>
      ))}
    </ul>
  );
}
