// /conta/ingressos: every ticket of the user (newest first) with search, status and period
// filters (kept in the query string), the QR dialog, the PDF download and the transfer to
// another person for paid tickets.
import { useEffect, useMemo, useState } from 'react';
import { Search, Ticket } from 'lucide-react';
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
import { userTickets } from './account-queries';
import { PDF_DONE, PDF_FAILED, PDF_GENERATING, TICKETS_LOAD_ERROR } from './messages';
import { TicketQrDialog } from '../orders/TicketQrDialog';
import { EmptyState, Skeleton } from '../../ui/kit';
import { TicketCard } from './TicketCard';
import { TransferDialog } from './TransferDialog';
import { claimedMessage } from '@gn/core/email-verification';
import { claimWaitingTickets, tokenSaysVerified } from './email-verification';

/** Claims waiting tickets when the token already says verified (/conta refreshes it); 0 otherwise. */
async function claimIfVerified(): Promise<number> {
  try {
    return (await tokenSaysVerified()) ? await claimWaitingTickets() : 0;
  } catch (error) {
    console.error('Falha ao receber ingressos transferidos', error);
    return 0;
  }
}
import { TicketFiltersBar } from './TicketFiltersBar';

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
  // Tickets transferred to this verified address join the account; the list then reloads.
  useEffect(() => {
    let live = true;
    void claimIfVerified().then((count) => {
      if (live && count > 0) {
        toast.success(claimedMessage(count));
        setAttempt((n) => n + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [uid]);
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
      <TicketFiltersBar filters={filters} onChange={setFilters} />
      {load.state === 'ready' && load.tickets.length > 0 && (
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="tickets-count">
          {visible.length === 1 ? '1 ingresso' : `${visible.length} ingressos`}
          {hasActiveFilters(filters) ? ` de ${load.tickets.length}` : ''}
        </p>
      )}
      {body}
      {qrTicket && <TicketQrDialog ticket={qrTicket} onClose={() => setQrTicket(null)} />}
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
