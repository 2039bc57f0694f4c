// /admin: the store's figures (aggregation queries, never a download of the orders), the latest
// orders and next events, then the 30-day sales chart once the figures are in.
import { useEffect, useState } from 'react';
import { CalendarDays, Newspaper, Ticket, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { REFUND_STATE_LABELS } from '@gn/core/cancellation';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { formatShortDate } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { formatInteger } from '../../lib/list-count';
import { Badge } from '../../ui/Badge';
import { PageHeading } from '../../ui/PageHeading';
import { DashboardListCard } from './DashboardListCard';
import type { DashboardData, SalesPoint } from './dashboard-queries';
import { SalesCard } from './SalesCard';
import { StatCard } from './StatCard';

const FAILED: DashboardData = {
  totalSales: null,
  ticketsSold: null,
  publishedEvents: null,
  draftEvents: null,
  publishedNews: null,
  recentOrders: null,
  upcomingEvents: null,
  cancellations: null,
  openRefunds: null,
  anyFailed: true,
};

function draftsText(drafts: number | null | undefined): string | null {
  if (drafts == null) return null;
  return `+ ${formatInteger(drafts)} ${drafts === 1 ? 'rascunho' : 'rascunhos'}`;
}

function countText(value: number | null | undefined): string | null | undefined {
  return value == null ? value : formatInteger(value);
}

function moneyText(value: number | null | undefined): string | null | undefined {
  return value == null ? value : formatBRL(value);
}

/**
 * Runs one loader of dashboard-queries (a lazy chunk with the Firestore SDK) once, when `ready`.
 * The loaders are module-level constants.
 */
function useDashboardLoad<T>(
  load: (queries: typeof import('./dashboard-queries')) => Promise<T>,
  onError: (error: unknown) => T,
  ready = true,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    let active = true;
    import('./dashboard-queries')
      .then(load)
      .catch(onError)
      .then((result) => active && setValue(result));
    return () => {
      active = false;
    };
  }, [ready, load, onError]);
  return value;
}

const loadFigures = async (queries: typeof import('./dashboard-queries')) => {
  const result = await queries.loadDashboard();
  if (result.anyFailed) toast.error('Erro ao carregar alguns dados do dashboard');
  return result;
};

const figuresFailed = (error: unknown): DashboardData => {
  console.error(error);
  toast.error('Erro ao carregar o dashboard');
  return FAILED;
};

const loadChart = (queries: typeof import('./dashboard-queries')) => queries.loadSalesChart();

const chartFailed = (error: unknown): SalesPoint[] | null => {
  console.error(error);
  toast.error('Erro ao carregar o gráfico de vendas');
  return null;
};

export function DashboardPage() {
  const data = useDashboardLoad<DashboardData>(loadFigures, figuresFailed);
  const loading = data === undefined;
  // The chart's 60 small aggregations wait for the cards, so that the figures never queue behind
  // them (a browser keeps about 6 connections per host over HTTP/1.1).
  const chart = useDashboardLoad<SalesPoint[] | null>(loadChart, chartFailed, !loading);

  return (
    <>
      <PageHeading title="Dashboard" description="Visão geral da loja." />
      <dl aria-busy={loading} aria-label="Indicadores" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Vendas totais" icon={Wallet} value={moneyText(data?.totalSales)} />
        <StatCard label="Ingressos vendidos" icon={Ticket} value={countText(data?.ticketsSold)} />
        <StatCard
          label="Eventos publicados"
          icon={CalendarDays}
          value={countText(data?.publishedEvents)}
          detail={draftsText(data?.draftEvents)}
        />
        <StatCard label="Notícias publicadas" icon={Newspaper} value={countText(data?.publishedNews)} />
      </dl>

      <SalesCard points={chart} />

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <DashboardListCard
          title="Últimos pedidos"
          seeAllTo="/admin/pedidos"
          seeAllLabel="Ver todos os pedidos"
          loading={loading}
          emptyText="Nenhum pedido recente"
        >
          {(data?.recentOrders ?? []).map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/pedidos/${order.id}`}
                className="flex items-center justify-between gap-4 px-5 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-medium text-ink">
                    <span className="sr-only">Pedido </span>#{order.id.slice(0, 8)}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">{order.customer}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-medium text-ink tabular-nums">{formatBRL(order.total)}</span>
                  <Badge variant={orderStatusBadge(order.status)}>{orderStatusLabel(order.status)}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </DashboardListCard>
        <DashboardListCard
          title="Próximos eventos"
          seeAllTo="/admin/eventos"
          seeAllLabel="Ver todos os eventos"
          loading={loading}
          emptyText="Nenhum evento próximo"
        >
          {(data?.upcomingEvents ?? []).map((event) => (
            <li key={event.id}>
              <Link
                to={`/admin/eventos/${event.id}`}
                className="flex items-center justify-between gap-4 px-5 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-ink">{event.titulo}</span>
                  <span className="block truncate text-xs text-ink-muted">{event.local}</span>
                </span>
                <time
                  dateTime={event.dataInicio.toISOString()}
                  className="shrink-0 text-sm text-ink-muted tabular-nums"
                >
                  {formatShortDate(event.dataInicio)}
                </time>
              </Link>
            </li>
          ))}
        </DashboardListCard>
        <DashboardListCard
          title={
            data?.cancellations == null
              ? 'Reembolsos em aberto'
              : `Reembolsos em aberto · ${formatInteger(data.cancellations)} ${data.cancellations === 1 ? 'cancelamento' : 'cancelamentos'}`
          }
          seeAllTo="/admin/pedidos?status=cancelado"
          seeAllLabel="Ver todos os pedidos cancelados"
          loading={loading}
          emptyText="Nenhum reembolso em aberto"
        >
          {(data?.openRefunds ?? []).map((refund) => (
            <li key={refund.id}>
              <Link
                to={`/admin/pedidos/${refund.id}`}
                className="flex items-center justify-between gap-4 px-5 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-medium text-ink">
                    <span className="sr-only">Pedido </span>#{refund.id.slice(0, 8)}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">{refund.customer}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-medium text-ink tabular-nums">
                    {formatBRL(refund.amount)}
                  </span>
                  <Badge variant={refund.state === 'falhou' ? 'destructive' : 'secondary'}>
                    {REFUND_STATE_LABELS[refund.state]}
                  </Badge>
                </span>
              </Link>
            </li>
          ))}
        </DashboardListCard>
      </div>
    </>
  );
}
