// /admin/eventos/{id}/meia-entrada: the event's meia-entrada report (Decreto 8.537/2015: kept for
// inspection): the offer, the quota, what each kind sold and holds in unpaid orders, what is left
// of the quota (the event page's own figure), the 60+ meia apart; and 'Baixar CSV'.
import { Download, Percent, Ticket } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import type { MeiaReportAnswer, MeiaReportLine } from '@gn/core/schemas/meia-report';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { BackLink } from '../../../ui/BackLink';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { SectionCard } from '../../../ui/SectionCard';
import { Skeleton } from '../../../ui/Skeleton';
import { EventScreenUnavailable } from '../EventScreenUnavailable';
import { hasNoMeia, meiaReportCsvRows, QUOTA_TOTAL_LABEL, summaryItems } from './meia-report-model';
import { loadMeiaReport } from './meia-report-queries';

export function MeiaReportPage() {
  const { id = '' } = useParams();
  const { state, retry } = useRetryableLoad(
    () => loadMeiaReport(id),
    'Erro ao carregar o relatório de meia-entrada',
    { key: id },
  );

  if (state.status === 'loading') return <MeiaReportSkeleton />;
  if (state.status === 'error' || state.value === null) {
    return (
      <EventScreenUnavailable
        icon={Percent}
        failed={state.status === 'error'}
        failedTitle="Não foi possível carregar o relatório de meia-entrada"
        onRetry={retry}
      />
    );
  }

  const report = state.value;
  const when = report.evento.data_inicio ? formatDateTime(report.evento.data_inicio) : null;

  function exportCsv() {
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    downloadCsv(csvFileName('meia-entrada', report.evento.titulo, day), toCsv(meiaReportCsvRows(report)));
    toast.success('Relatório de meia-entrada baixado');
  }

  return (
    <>
      <BackLink to={`/admin/eventos/${encodeURIComponent(id)}`} label="Voltar ao evento" />
      <PageHeading
        title="Relatório de meia-entrada"
        description={when ? `${report.evento.titulo} · ${when}` : report.evento.titulo}
        actions={
          report.oferta !== null && (
            <Button variant="secondary" onClick={exportCsv} className="w-full sm:w-auto">
              <Download className="size-4" aria-hidden="true" />
              Baixar CSV
            </Button>
          )
        }
      />
      {report.oferta === null ? (
        <EmptyState
          icon={Ticket}
          title="Este evento ainda não tem ingressos à venda"
          description="Defina o total de ingressos no formulário do evento: a cota de meia-entrada é calculada sobre ele."
        />
      ) : (
        <div className="space-y-6">
          <SummaryCard report={report} />
          <KindsTable report={report} />
          <p className="text-xs text-ink-muted">
            Vendidas: ingressos pagos, inclusive os já usados na entrada. Reservadas: pedidos aguardando
            pagamento. Restantes: a cota menos as meias-entradas da cota vendidas ou reservadas, o mesmo
            número da página do evento. Pessoas com 60 anos ou mais têm meia-entrada fora da cota (Estatuto do
            Idoso). Gerado em {formatDateTime(report.gerado_em)}.
          </p>
        </div>
      )}
    </>
  );
}

function SummaryCard({ report }: { report: MeiaReportAnswer }) {
  return (
    <SectionCard title="Cota de meia-entrada">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {summaryItems(report).map((item, index, all) => (
          <div
            key={item.label}
            className={`rounded-lg bg-surface-muted px-3 py-2 ${index === all.length - 1 ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt className="text-xs font-medium text-ink-muted">{item.label}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums" data-testid={`meia-${item.testId}`}>
              {item.value}
            </dd>
            {item.hint && <dd className="text-xs text-ink-muted">{item.hint}</dd>}
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

const count = (n: number) => n.toLocaleString('pt-BR');

/** The figures' columns: only as wide as their header, so the kind's name keeps the rest. */
const NUMBER_CELL = 'w-px px-3 py-3 text-right whitespace-nowrap tabular-nums sm:px-4';

function KindRow({ line }: { line: MeiaReportLine }) {
  return (
    <tr data-testid={`meia-row-${line.tipo}`}>
      <th scope="row" className="px-3 py-3 font-normal text-ink sm:px-4">
        {line.rotulo}
      </th>
      <td className={NUMBER_CELL} data-testid="vendidas">
        {count(line.vendidas)}
      </td>
      <td className={NUMBER_CELL} data-testid="reservadas">
        {count(line.reservadas)}
      </td>
    </tr>
  );
}

function GroupHeading({ children }: { children: string }) {
  return (
    <tr className="bg-surface-muted">
      <th
        scope="colgroup"
        colSpan={3}
        className="px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-4"
      >
        {children}
      </th>
    </tr>
  );
}

function KindsTable({ report }: { report: MeiaReportAnswer }) {
  const inQuota = report.linhas.filter((l) => l.na_cota);
  const outside = report.linhas.filter((l) => !l.na_cota);
  return (
    <section aria-labelledby="meia-kinds" className="min-w-0">
      <h2 id="meia-kinds" className="mb-3 text-base font-semibold text-ink">
        Por tipo de meia-entrada
      </h2>
      {hasNoMeia(report) && (
        <p
          role="note"
          className="mb-3 rounded-lg border border-line-strong bg-surface-muted px-3 py-2 text-sm"
        >
          Nenhuma meia-entrada vendida ou reservada até agora.
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Meias-entradas vendidas e reservadas por tipo</caption>
          <thead className="border-b border-line text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Tipo
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Vendidas
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Reservadas
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <GroupHeading>Na cota</GroupHeading>
            {inQuota.map((line) => (
              <KindRow key={line.tipo} line={line} />
            ))}
            <tr data-testid="meia-row-total" className="font-semibold text-ink">
              <th scope="row" className="px-3 py-3 sm:px-4">
                {QUOTA_TOTAL_LABEL}
              </th>
              <td className={NUMBER_CELL} data-testid="vendidas">
                {count(report.total_cota.vendidas)}
              </td>
              <td className={NUMBER_CELL} data-testid="reservadas">
                {count(report.total_cota.reservadas)}
              </td>
            </tr>
            <GroupHeading>Fora da cota</GroupHeading>
            {outside.map((line) => (
              <KindRow key={line.tipo} line={line} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MeiaReportSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando relatório de meia-entrada" className="space-y-6">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
