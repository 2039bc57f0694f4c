// The coupon list's rules, pure (unit-tested): its labels, search and status filter, and the CSV rows.
import {
  COUPON_STATUS_LABELS,
  type CouponKind,
  type CouponListRow,
  type CouponStatus,
} from '@gn/core/coupons';
import { formatDate, formatTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import type { BadgeVariant } from '../../ui/Badge';
import { csvMoney, type CsvValue } from '../../lib/csv';
import { matchesSearch } from '../../lib/list-filters';

// ------------------------------------------------------------------ list labels

type Amount = Pick<CouponListRow, 'tipo' | 'percentual' | 'valor_centavos'>;

/** '10%' or 'R$ 20,00'. */
export function discountLabel(coupon: Amount): string {
  return coupon.tipo === 'percentual'
    ? `${(coupon.percentual ?? 0).toLocaleString('pt-BR')}%`
    : formatBRL(coupon.valor_centavos ?? 0);
}

export function kindLabel(tipo: CouponKind): string {
  return tipo === 'percentual' ? 'Percentual' : 'Valor fixo';
}

/** '10/12/2026 23:59' in São Paulo time. */
export function dateTimeLabel(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** 'Sem prazo', 'até 10/12/2026 23:59', 'a partir de …', or 'de …' and 'até …' (two lines). */
export function validityLines(coupon: Pick<CouponListRow, 'valido_de' | 'valido_ate'>): string[] {
  const { valido_de: from, valido_ate: until } = coupon;
  if (from && until) return [`de ${dateTimeLabel(from)}`, `até ${dateTimeLabel(until)}`];
  if (until) return [`até ${dateTimeLabel(until)}`];
  if (from) return [`a partir de ${dateTimeLabel(from)}`];
  return ['Sem prazo'];
}

/** The validity on one line: 'de 01/03/2026 09:00 até 10/12/2026 23:59'. */
export function validityLabel(coupon: Pick<CouponListRow, 'valido_de' | 'valido_ate'>): string {
  return validityLines(coupon).join(' ');
}

/** A limit of uses: '100', or 'Ilimitado' when there is none. */
export function limitLabel(limit: number | null): string {
  return limit === null ? 'Ilimitado' : limit.toLocaleString('pt-BR');
}

/**
 * The uses taken (reserved by unpaid orders or paid), out of the limit: '3 de 100', '3', and
 * ' (2 reservados)' when some of them are only reserved.
 */
export function usesLabel(coupon: Pick<CouponListRow, 'usos_max' | 'stats'>): string {
  const { reservados, usados } = coupon.stats;
  const taken = (reservados + usados).toLocaleString('pt-BR');
  const of = coupon.usos_max === null ? taken : `${taken} de ${limitLabel(coupon.usos_max)}`;
  if (reservados === 0) return of;
  return `${of} (${reservados} ${reservados === 1 ? 'reservado' : 'reservados'})`;
}

/** 'Todos os eventos', or the chosen events' titles (an unknown id shows as itself). */
export function eventsLabel(eventos: readonly string[], titles: ReadonlyMap<string, string>): string {
  if (eventos.length === 0) return 'Todos os eventos';
  return eventos.map((id) => titles.get(id) ?? id).join('; ');
}

export const COUPON_STATUS_BADGES: Record<CouponStatus, BadgeVariant> = {
  ativo: 'success',
  // The accent pill stands for 'info' (the theme has no info colour).
  agendado: 'default',
  esgotado: 'secondary',
  expirado: 'secondary',
  inativo: 'outline',
};

// ------------------------------------------------------------------ list filters

export type CouponStatusFilter = 'todos' | CouponStatus;

export const COUPON_STATUS_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  ...Object.entries(COUPON_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export function parseCouponStatusFilter(value: string | null): CouponStatusFilter {
  return value !== null && Object.hasOwn(COUPON_STATUS_LABELS, value) ? (value as CouponStatus) : 'todos';
}

/** The rows whose code or description contains the search, with the status asked for. */
export function filterCoupons(
  rows: readonly CouponListRow[],
  filters: { search: string; status: CouponStatusFilter },
): CouponListRow[] {
  return rows.filter(
    (row) =>
      (filters.status === 'todos' || row.status === filters.status) &&
      matchesSearch([row.codigo, row.descricao], filters.search),
  );
}

// ------------------------------------------------------------------ CSV

export const COUPON_CSV_HEADER = [
  'Código',
  'Descrição',
  'Tipo',
  'Desconto',
  'Válido de',
  'Válido até',
  'Usos máximos',
  'Usos por conta',
  'Eventos',
  'Ativo',
  'Status',
  'Reservados',
  'Usados',
  'Receita (R$)',
  'Descontos (R$)',
];

/** Header and one row per coupon; money as '1.234,56' (as the orders export). */
export function couponCsvRows(
  rows: readonly CouponListRow[],
  titles: ReadonlyMap<string, string>,
): CsvValue[][] {
  return [
    COUPON_CSV_HEADER,
    ...rows.map((c) => [
      c.codigo,
      c.descricao,
      kindLabel(c.tipo),
      discountLabel(c),
      c.valido_de ? dateTimeLabel(c.valido_de) : '',
      c.valido_ate ? dateTimeLabel(c.valido_ate) : '',
      limitLabel(c.usos_max),
      limitLabel(c.usos_por_conta),
      eventsLabel(c.eventos, titles),
      c.ativo ? 'Sim' : 'Não',
      COUPON_STATUS_LABELS[c.status],
      c.stats.reservados,
      c.stats.usados,
      csvMoney(c.stats.receita),
      csvMoney(c.stats.desconto),
    ]),
  ];
}
