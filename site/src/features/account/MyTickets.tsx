// /conta/ingressos: every ticket of the user (newest first) with search, status and period
// filters (kept in the query string), the QR dialog and the PDF download for paid tickets.
import { useEffect, useMemo, useState } from 'react';
import { CalendarDays, Download, MapPin, QrCode, Search, Ticket } from 'lucide-react';
import { toast } from 'sonner';
import { formatLongDate, formatTime, toIsoWithOffset } from '@gn/core/dates';
import { TICKET_PERIOD_LABELS, TICKET_PERIODS, type TicketPeriod } from '@gn/core/periods';
import {
  TICKET_FILTER_LABELS,
  TICKET_FILTERS,
  ticketStatusBadge,
  ticketStatusLabel,
  type TicketFilter,
} from '@gn/core/status-labels';
import { AppToaster } from '../../ui/AppToaster';
import { RequireUser } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import {
  filterTickets,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  NO_TICKET_FILTERS,
  type TicketFilters,
} from './account-model';
import { isPaidTicket, ticketQuantityTotal, type AccountTicket } from '../orders/ticket-view';
import { downloadTicketPdf } from '../orders/ticket-pdf';
import { userTickets } from './account-queries';
import { PDF_DONE, PDF_FAILED, PDF_GENERATING, TICKETS_LOAD_ERROR } from './messages';
import { TicketQrDialog } from '../orders/TicketQrDialog';
import { EmptyState, Skeleton, StatusBadge } from '../../ui/kit';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; tickets: AccountTicket[] };

function useTickets(uid: string): [Load, () => void] {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    userTickets(uid)
      .then((tickets) => live && setLoad({ state: 'ready', tickets }))
      .catch((error: unknown) => {
        console.error(TICKETS_LOAD_ERROR, error);
        if (!live) return;
        setLoad({ state: 'error' });
        toast.error(TICKETS_LOAD_ERROR);
      });
    return () => {
      live = false;
    };
  }, [uid, attempt]);
  return [load, () => setAttempt((n) => n + 1)];
}

/** Filters live in the URL (?q=&status=&periodo=): a reload or the back button keeps them. */
function useFilters(): [TicketFilters, (next: TicketFilters) => void] {
  const [filters, setFilters] = useState<TicketFilters>(() => filtersFromSearch(window.location.search));
  const update = (next: TicketFilters) => {
    setFilters(next);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${filtersToSearch(next)}${window.location.hash}`,
    );
  };
  return [filters, update];
}

const SELECT_CLASS =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink hover:border-ink-muted/60 sm:text-sm';

function FiltersBar({ filters, onChange }: { filters: TicketFilters; onChange: (f: TicketFilters) => void }) {
  return (
    <div
      role="search"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <div>
        <label htmlFor="busca-ingressos" className="mb-1.5 block text-sm font-semibold text-ink">
          Buscar
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            id="busca-ingressos"
            type="search"
            value={filters.query}
            onChange={(e) => onChange({ ...filters, query: e.target.value })}
            placeholder="Buscar por evento..."
            autoComplete="off"
            className={`${SELECT_CLASS} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="filtro-status" className="mb-1.5 block text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id="filtro-status"
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as TicketFilter })}
          className={SELECT_CLASS}
        >
          {TICKET_FILTERS.map((f) => (
            <option key={f} value={f}>
              {TICKET_FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-periodo" className="mb-1.5 block text-sm font-semibold text-ink">
          Período
        </label>
        <select
          id="filtro-periodo"
          value={filters.period}
          onChange={(e) => onChange({ ...filters, period: e.target.value as TicketPeriod })}
          className={SELECT_CLASS}
        >
          {TICKET_PERIODS.map((p) => (
            <option key={p} value={p}>
              {TICKET_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Cover({ url }: { url: string | null }) {
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-surface-muted sm:aspect-auto sm:w-48 sm:shrink-0">
      {url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={384}
          height={216}
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full min-h-24 items-center justify-center bg-gradient-to-br from-brand-600 to-brand-900"
          aria-hidden="true"
        >
          <Ticket className="size-10 text-white/70" />
        </div>
      )}
    </div>
  );
}

function TicketCard({
  ticket,
  onShowQr,
  onDownload,
  downloading,
}: {
  ticket: AccountTicket;
  onShowQr: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const paid = isPaidTicket(ticket.status);
  const start = ticket.evento.data_inicio;
  const headingId = `ingresso-${ticket.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="ticket-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm sm:flex-row"
    >
      <Cover url={ticket.evento.capa_url} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {ticket.evento.titulo}
          </h2>
          <StatusBadge variant={ticketStatusBadge(ticket.status)}>
            {ticketStatusLabel(ticket.status)}
          </StatusBadge>
        </div>
        <div className="space-y-1 text-sm text-ink-muted">
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <time dateTime={toIsoWithOffset(start)}>
              {formatLongDate(start)} · {formatTime(start)}
            </time>
          </p>
          <p className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{ticket.evento.local}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
          <span className="text-ink">{ticket.tipo}</span>
          <span className="font-semibold text-ink tabular-nums" data-testid="ticket-total">
            {ticketQuantityTotal(ticket)}
          </span>
        </div>
        {paid && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="gn-btn-primary flex-1 sm:flex-none"
              onClick={onShowQr}
              aria-describedby={headingId}
            >
              <QrCode className="size-4" aria-hidden="true" />
              Ver QR Code
            </button>
            <button
              type="button"
              className="gn-btn-secondary flex-1 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
              onClick={onDownload}
              disabled={downloading}
              aria-describedby={headingId}
            >
              <Download className="size-4" aria-hidden="true" />
              {downloading ? 'Gerando...' : 'Baixar PDF'}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="grid gap-4" aria-hidden="true" data-testid="tickets-skeleton">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface sm:flex-row"
        >
          <Skeleton className="aspect-[16/9] rounded-none sm:aspect-auto sm:h-44 sm:w-48" />
          <div className="flex-1 space-y-3 p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-10 w-40" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MyTickets({ user }: { user: SessionUser }) {
  const [load, retry] = useTickets(user.uid);
  const [filters, setFilters] = useFilters();
  const [qrTicket, setQrTicket] = useState<AccountTicket | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const visible = useMemo(
    () => (load.state === 'ready' ? filterTickets(load.tickets, filters, now) : []),
    [load, filters, now],
  );

  async function download(ticket: AccountTicket) {
    setDownloading(ticket.id);
    const id = toast.info(PDF_GENERATING);
    try {
      await downloadTicketPdf(ticket);
      toast.success(PDF_DONE, { id });
    } catch (error) {
      console.error(PDF_FAILED, error);
      toast.error(PDF_FAILED, { id, description: error instanceof Error ? error.message : undefined });
    } finally {
      setDownloading(null);
    }
  }

  let body;
  if (load.state === 'loading') body = <ListSkeleton />;
  else if (load.state === 'error') {
    body = (
      <EmptyState
        icon={<Ticket className="size-6" />}
        title={TICKETS_LOAD_ERROR}
        action={
          <button type="button" className="gn-btn-secondary" onClick={retry}>
            Tentar novamente
          </button>
        }
      />
    );
  } else if (load.tickets.length === 0) {
    body = (
      <EmptyState
        icon={<Ticket className="size-6" />}
        title="Você ainda não tem ingressos"
        action={
          <a href="/eventos" className="gn-btn-primary">
            Explorar eventos
          </a>
        }
      >
        Quando você comprar um ingresso, ele aparece aqui com o QR Code para a entrada.
      </EmptyState>
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={<Search className="size-6" />}
        title="Nenhum ingresso encontrado com esses filtros."
        action={
          <button type="button" className="gn-btn-secondary" onClick={() => setFilters(NO_TICKET_FILTERS)}>
            Limpar filtros
          </button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4" data-testid="tickets-list">
        {visible.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            onShowQr={() => setQrTicket(ticket)}
            onDownload={() => void download(ticket)}
            downloading={downloading === ticket.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-5">
      <FiltersBar filters={filters} onChange={setFilters} />
      {load.state === 'ready' && load.tickets.length > 0 && (
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="tickets-count">
          {visible.length === 1 ? '1 ingresso' : `${visible.length} ingressos`}
          {hasActiveFilters(filters) ? ` de ${load.tickets.length}` : ''}
        </p>
      )}
      {body}
      {qrTicket && <TicketQrDialog ticket={qrTicket} onClose={() => setQrTicket(null)} />}
    </div>
  );
}

export default function MyTicketsIsland() {
  return (
    <>
      <RequireUser>{(user) => <MyTickets user={user} />}</RequireUser>
      <AppToaster />
    </>
  );
}
