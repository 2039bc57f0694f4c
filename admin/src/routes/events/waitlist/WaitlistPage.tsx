// /admin/eventos/{id}/lista-de-espera: an event's waiting list (issue "After the sale"): the
// summary, the settings (pause, hold time) and every entry in arrival order with its place, and
// 'Exportar CSV' with the table's columns.
import { Download, ListOrdered, UsersRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate, formatTime } from '@gn/core/dates';
import { orderNumber } from '@gn/core/ids';
import { MAX_HOLD_MINUTES, MIN_HOLD_MINUTES, WAITLIST_STATE_LABELS } from '@gn/core/waitlist';
import { csvFileName, downloadCsv, toCsv } from '../../../lib/csv';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { useSaveAction } from '../../../lib/use-save-action';
import { BackLink } from '../../../ui/BackLink';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { SectionCard } from '../../../ui/SectionCard';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { EventScreenUnavailable } from '../EventScreenUnavailable';
import {
  numberRows,
  settingsPatch,
  STATE_BADGE,
  summaryItems,
  ticketsText,
  WAITLIST_READ_LIMIT,
  waitlistCsvRows,
  type NumberedRow,
  type WaitlistSettings,
  type WaitlistSummary,
} from './waitlist-model';
import { loadWaitlistScreen, saveWaitlistSettings } from './waitlist-queries';

export function WaitlistPage() {
  const { id = '' } = useParams();
  const { state, retry, setValue } = useRetryableLoad(
    () => loadWaitlistScreen(id),
    'Erro ao carregar a lista de espera',
    { key: id },
  );
  const back = { to: `/admin/eventos/${encodeURIComponent(id)}`, label: 'Voltar ao evento' };

  if (state.status === 'loading') return <WaitlistSkeleton />;
  if (state.status === 'error' || state.value === null) {
    return (
      <EventScreenUnavailable
        icon={UsersRound}
        failed={state.status === 'error'}
        failedTitle="Não foi possível carregar a lista de espera"
        onRetry={retry}
      />
    );
  }

  const screen = state.value;
  const rows = numberRows(screen.rows);

  function exportCsv() {
    if (rows.length === 0) {
      toast.info('Não há dados para exportar');
      return;
    }
    const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    downloadCsv(csvFileName('lista-de-espera', screen.title, day), toCsv(waitlistCsvRows(rows)));
    toast.success(rows.length === 1 ? '1 pessoa exportada' : `${rows.length} pessoas exportadas`);
  }

  return (
    <>
      <BackLink to={back.to} label={back.label} />
      <PageHeading
        title="Lista de espera"
        description={screen.title}
        actions={
          <Button variant="secondary" onClick={exportCsv} className="w-full sm:w-auto">
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </Button>
        }
      />
      <div className="space-y-6">
        <SummaryCard summary={screen.summary} />
        <SettingsCard
          eventId={id}
          saved={screen.settings}
          onSaved={(settings) => setValue((value) => (value ? { ...value, settings } : value))}
        />
        <section aria-labelledby="waitlist-entries" className="min-w-0">
          <h2 id="waitlist-entries" className="mb-3 text-base font-semibold text-ink">
            Pessoas na lista
          </h2>
          {screen.truncated && (
            <p
              role="note"
              className="mb-3 rounded-lg border border-line-strong bg-surface-muted px-3 py-2 text-sm text-ink"
            >
              Mostrando as {WAITLIST_READ_LIMIT} primeiras pessoas por ordem de chegada; a lista tem mais. O
              resumo acima conta todas.
            </p>
          )}
          {rows.length === 0 ? (
            <EmptyState icon={ListOrdered} title="Ninguém na lista de espera deste evento." />
          ) : (
            <EntriesTable rows={rows} />
          )}
        </section>
      </div>
    </>
  );
}

function SummaryCard({ summary }: { summary: WaitlistSummary }) {
  return (
    <SectionCard title="Resumo">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {summaryItems(summary).map((item) => (
          <div key={item.label} className="rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-xs font-medium text-ink-muted">{item.label}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums" data-testid={`summary-${item.label}`}>
              {item.value}
            </dd>
            {item.hint && <dd className="text-xs text-ink-muted">{item.hint}</dd>}
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function SettingsCard({
  eventId,
  saved,
  onSaved,
}: {
  eventId: string;
  saved: WaitlistSettings;
  onSaved: (settings: WaitlistSettings) => void;
}) {
  const [pausada, setPausada] = useState(saved.pausada);
  const [minutes, setMinutes] = useState(String(saved.reservaMinutos));
  const [error, setError] = useState<string | undefined>();
  const { saving, save } = useSaveAction({
    saved: 'Lista de espera atualizada',
    failed: 'Erro ao salvar a lista de espera',
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { body, error: invalid } = settingsPatch(saved, pausada, minutes);
    setError(invalid);
    if (invalid) return;
    if (!body) {
      toast.info('Nada para alterar');
      return;
    }
    const settings = await save(() => saveWaitlistSettings(eventId, body));
    if (!settings) return;
    setPausada(settings.pausada);
    setMinutes(String(settings.reservaMinutos));
    onSaved(settings);
  }

  return (
    <SectionCard title="Configurações">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <Switch
          label="Lista pausada"
          checked={pausada}
          onChange={setPausada}
          disabled={saving}
          description={
            pausada
              ? 'Ingressos liberados voltam à venda normal.'
              : 'Ingressos liberados são oferecidos a quem está na fila, por ordem de chegada.'
          }
        />
        <TextField
          label="Reserva (minutos)"
          type="number"
          inputMode="numeric"
          min={MIN_HOLD_MINUTES}
          max={MAX_HOLD_MINUTES}
          step={1}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          disabled={saving}
          error={error}
          hint={`Por quanto tempo os ingressos ficam reservados para a pessoa da vez (${MIN_HOLD_MINUTES} a ${MAX_HOLD_MINUTES} minutos).`}
          className="max-w-xs"
        />
        <div className="flex justify-end">
          <Button type="submit" busy={saving} disabled={saving} className="w-full sm:w-auto">
            Salvar
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/** An address that may wrap before its '@' only (the table stays narrow enough for 1280 px). */
function EmailText({ email }: { email: string }) {
  if (!email) return '—';
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Date over time (São Paulo), as the orders list shows them; a dash without a date. */
function DateTimeCell({ date }: { date: Date | null }) {
  if (!date) return '—';
  return (
    <>
      <span className="block">{formatDate(date)}</span>
      <span className="block text-xs">{formatTime(date)}</span>
    </>
  );
}

function EntriesTable({ rows }: { rows: NumberedRow[] }) {
  return (
    <DataTable
      caption="Pessoas na lista de espera, por ordem de chegada"
      cellPadding="px-3"
      columns={['Posição', 'Nome', 'E-mail', 'Ingressos', 'Estado', 'Entrou em', 'Reserva até', 'Pedido']}
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top hover:bg-surface-muted/60" data-testid="waitlist-row">
          <td className="px-3 py-3 whitespace-nowrap">
            <span className="block font-semibold text-ink tabular-nums">{row.position}º</span>
            {row.waitingPosition !== null && (
              <span className="block text-xs text-ink-muted">{row.waitingPosition}º na fila</span>
            )}
          </td>
          <td className="min-w-32 px-3 py-3 text-ink">{row.nome || '—'}</td>
          <td className="px-3 py-3 text-ink-muted">
            <EmailText email={row.email} />
          </td>
          <td className="px-3 py-3 tabular-nums">{ticketsText(row)}</td>
          <td className="px-3 py-3">
            <Badge variant={STATE_BADGE[row.estado]}>{WAITLIST_STATE_LABELS[row.estado]}</Badge>
          </td>
          <td className="px-3 py-3 whitespace-nowrap text-ink-muted">
            <DateTimeCell date={row.createdAt} />
          </td>
          <td className="px-3 py-3 whitespace-nowrap text-ink-muted">
            <DateTimeCell date={row.estado === 'convidado' ? (row.oferta?.expiraEm ?? null) : null} />
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            {row.estado === 'comprou' && row.orderId ? (
              <Link
                to={`/admin/pedidos/${encodeURIComponent(row.orderId)}`}
                className="font-mono text-sm font-medium text-accent-ink hover:underline"
                aria-label={`Ver o pedido ${orderNumber(row.orderId)}`}
              >
                #{orderNumber(row.orderId)}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className="px-3 py-3" />
        </tr>
      ))}
    </DataTable>
  );
}

function WaitlistSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando lista de espera" className="space-y-6">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
