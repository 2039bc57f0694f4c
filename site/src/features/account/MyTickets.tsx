// /conta/ingressos: every ticket of the user (newest first) with search, status and period
// filters (kept in the query string), the QR dialog, the PDF download and the transfer to
// another person for paid tickets, the wallets and the calendar; without network, the copy kept
// on the last visit (use-my-tickets.ts).
import { useMemo, useState } from 'react';
import { Search, Ticket, WifiOff } from 'lucide-react';
import { toast } from '../../ui/toasts';
import { signedInIsland } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import {
  filterTickets,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  NO_TICKET_FILTERS,
  type TicketFilters,
} from './account-model';
import type { AccountTicket } from '../orders/ticket-view';
import { downloadTicketPdf } from '../orders/ticket-pdf';
import { PDF_DONE, PDF_FAILED, PDF_GENERATING, TICKETS_LOAD_ERROR } from './messages';
import { TicketQrDialog } from '../orders/TicketQrDialog';
import { EmptyState, Skeleton } from '../../ui/kit';
import { TicketCard } from './TicketCard';
import { TransferDialog } from './TransferDialog';
import { formatTime } from '@gn/core/dates';
import { useMyTickets } from './use-my-tickets';
import { TicketFiltersBar } from './TicketFiltersBar';

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

/** Shown over the copy kept on the last visit, when the network is out of reach. */
function OfflineNotice({ since }: { since: Date }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-2xl border border-line-strong bg-accent-soft p-4 text-sm font-semibold text-ink"
      data-testid="tickets-offline"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Você está sem conexão — exibindo seus ingressos salvos em {formatTime(since)}
    </p>
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
  const [load, retry] = useMyTickets(user.uid);
  const [filters, setFilters] = useFilters();
  const [qrTicket, setQrTicket] = useState<AccountTicket | null>(null);
  const [transferTicket, setTransferTicket] = useState<AccountTicket | null>(null);
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
            // The server has the last word (the event's deadline); an active ticket of an event
            // still ahead offers it.
            onTransfer={
              ticket.status === 'ativo' && ticket.evento.data_inicio > now
                ? () => setTransferTicket(ticket)
                : null
            }
            downloading={downloading === ticket.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-5">
      {load.state === 'ready' && load.offlineSince && <OfflineNotice since={load.offlineSince} />}
      <TicketFiltersBar filters={filters} onChange={setFilters} />
      {load.state === 'ready' && load.tickets.length > 0 && (
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="tickets-count">
          {visible.length === 1 ? '1 ingresso' : `${visible.length} ingressos`}
          {hasActiveFilters(filters) ? ` de ${load.tickets.length}` : ''}
        </p>
      )}
      {body}
      {qrTicket && (
        <TicketQrDialog
          ticket={qrTicket}
          savedQr={load.state === 'ready' ? load.qrs[qrTicket.id] : undefined}
          onClose={() => setQrTicket(null)}
        />
      )}
      {transferTicket && (
        <TransferDialog
          ticket={transferTicket}
          onClose={() => setTransferTicket(null)}
          onDone={() => {
            setTransferTicket(null);
            retry();
          }}
        />
      )}
    </div>
  );
}

export default signedInIsland(MyTickets);
