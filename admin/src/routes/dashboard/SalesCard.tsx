// The dashboard's sales card: revenue and tickets per São Paulo day (the chart loads as its own
// chunk), with a text summary and the figures as a table.
import { lazy, Suspense } from 'react';
import { formatBRL } from '@gn/core/money';
import { formatInteger } from '../../lib/list-count';
import { Skeleton } from '../../ui/Skeleton';
import type { SalesPoint } from './dashboard-queries';
import { SALES_CHART_DAYS } from './sales-days';
import { DashboardPanel } from './DashboardPanel';

const SalesChart = lazy(() => import('./SalesChart'));

type SalesCardProps = {
  /** undefined while loading; null when the figures could not be read. */
  points: SalesPoint[] | null | undefined;
};

function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}

function LegendItem({ swatch, label }: { swatch: string; label: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className={swatch} aria-hidden="true" />
      {label}
    </li>
  );
}

/** Revenue (bars) and tickets (line) per São Paulo day, with a text summary and a data table. */
export function SalesCard({ points }: SalesCardProps) {
  const loading = points === undefined;
  const totals = points?.reduce(
    (acc, p) => ({
      revenue: acc.revenue + p.revenue,
      orders: acc.orders + p.orders,
      tickets: acc.tickets + p.tickets,
    }),
    { revenue: 0, orders: 0, tickets: 0 },
  );

  return (
    <DashboardPanel
      title={`Vendas nos últimos ${SALES_CHART_DAYS} dias`}
      busy={loading}
      className="mt-6"
      headerClassName="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      aside={
        <ul className="flex gap-4 text-xs text-ink-muted" aria-label="Legenda">
          <LegendItem swatch="size-2.5 rounded-sm bg-accent" label="Receita (R$)" />
          <LegendItem swatch="h-0.5 w-4 rounded-full bg-success" label="Ingressos" />
        </ul>
      }
    >
      <div className="p-5">
        {loading && <Skeleton className="h-64 w-full sm:h-72" />}
        {points === null && (
          <p className="py-16 text-center text-sm text-ink-muted">Não foi possível carregar o gráfico.</p>
        )}
        {points && totals && (
          <>
            <p className="mb-4 text-sm text-ink-muted" data-testid="sales-summary">
              {formatBRL(totals.revenue)} em {plural(totals.orders, 'pedido pago', 'pedidos pagos')} e{' '}
              {plural(totals.tickets, 'ingresso vendido', 'ingressos vendidos')}.
            </p>
            <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
              <SalesChart points={points} />
            </Suspense>
            <table className="sr-only">
              <caption>Receita e ingressos vendidos por dia</caption>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Receita</th>
                  <th scope="col">Ingressos</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.key}>
                    <th scope="row">{p.date}</th>
                    <td>{formatBRL(p.revenue)}</td>
                    <td>{formatInteger(p.tickets)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </DashboardPanel>
  );
}
