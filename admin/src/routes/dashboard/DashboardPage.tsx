import { useEffect, useState } from 'react';
import { CalendarDays, Newspaper, Ticket, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatCentavos, formatInteger, formatShortDate } from '../../lib/format';
import { PageHeading } from '../../ui/PageHeading';
import { DashboardListCard } from './DashboardListCard';
import type { DashboardData } from './dashboard-queries';
import { StatCard } from './StatCard';

function draftsText(drafts: number | null | undefined): string | null {
  if (drafts == null) return null;
  return `+ ${formatInteger(drafts)} ${drafts === 1 ? 'rascunho' : 'rascunhos'}`;
}

function countText(value: number | null | undefined): string | null | undefined {
  return value == null ? value : formatInteger(value);
}

export function DashboardPage() {
  const [data, setData] = useState<DashboardData | undefined>(undefined);

  useEffect(() => {
    let active = true;
    import('./dashboard-queries')
      .then(({ loadDashboard }) => loadDashboard())
      .then((result) => {
        if (!active) return;
        setData(result);
        if (result.anyFailed) toast.error('Erro ao carregar alguns dados do dashboard');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar o dashboard');
        setData({
          publishedEvents: null,
          draftEvents: null,
          publishedNews: null,
          upcomingEvents: null,
          anyFailed: true,
        });
      });
    return () => {
      active = false;
    };
  }, []);

  const loading = data === undefined;

  return (
    <>
      <PageHeading title="Dashboard" description="Visão geral da loja." />
      <dl aria-busy={loading} aria-label="Indicadores" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {/* Orders and tickets figures (and the recent orders list) come with the orders issue. */}
        <StatCard label="Vendas totais" icon={Wallet} value={loading ? undefined : formatCentavos(0)} />
        <StatCard label="Ingressos vendidos" icon={Ticket} value={loading ? undefined : formatInteger(0)} />
        <StatCard
          label="Eventos publicados"
          icon={CalendarDays}
          value={countText(data?.publishedEvents)}
          detail={draftsText(data?.draftEvents)}
        />
        <StatCard label="Notícias publicadas" icon={Newspaper} value={countText(data?.publishedNews)} />
      </dl>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <DashboardListCard
          title="Últimos pedidos"
          seeAllTo="/admin/pedidos"
          seeAllLabel="Ver todos os pedidos"
          loading={loading}
          emptyText="Nenhum pedido recente"
        >
          {[]}
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
      </div>
    </>
  );
}
