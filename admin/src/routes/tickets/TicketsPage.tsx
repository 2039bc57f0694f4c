import { Download, Ticket } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { formatDateTime } from '@gn/core/dates';
import { TICKET_STATUSES, ticketStatusBadge, ticketStatusLabel } from '@gn/core/status';
import { downloadApiFile } from '../../lib/api';
import { loadEventOptions, type EventOption } from '../../lib/event-option-queries';
import { useDebounced } from '../../lib/use-debounced';
import { useFilterParams, useSearchTextInUrl } from '../../lib/use-filter-params';
import { useMediaQuery } from '../../lib/use-media-query';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { NoMatches, PagedListStatus } from '../../ui/ListStatus';
import { PageHeading } from '../../ui/PageHeading';
import { SearchField } from '../../ui/SearchField';
import { Select } from '../../ui/Select';
import {
  classifyTicketSearch,
  isDownloadable,
  type AdminTicket,
  type TicketStatusFilter,
} from './ticket-model';
import { buyerEmails, loadTicketsPage, searchTickets, TICKET_SEARCH_LIMIT } from './ticket-queries';

const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: ticketStatusLabel(s) })),
];

function parseStatus(value: string | null): TicketStatusFilter {
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TicketStatusFilter)
    : 'todos';
}

type ListState = {
  tickets: AdminTicket[];
  cursor: QueryDocumentSnapshot | null;
  done: boolean;
  searched: boolean;
};

function DownloadButton({ ticket }: { ticket: AdminTicket }) {
  const [busy, setBusy] = useState(false);
  const enabled = isDownloadable(ticket);
  async function download() {
    setBusy(true);
    try {
      await downloadApiFile(
        `/api/tickets/${encodeURIComponent(ticket.id)}/pdf`,
        `ingresso-${ticket.serial}.pdf`,
      );
    } catch (error) {
      console.error(error);
      toast.error('Erro ao baixar ingresso', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className="h-9 px-3"
      busy={busy}
      disabled={!enabled}
      title={enabled ? undefined : 'Só ingressos ativos ou usados podem ser baixados'}
      aria-label={`Baixar ingresso ${ticket.serial}`}
      onClick={() => void download()}
    >
      {!busy && <Download className="size-4" aria-hidden="true" />}
      <span className="hidden sm:inline">Baixar</span>
    </Button>
  );
}

function EventCell({ ticket }: { ticket: AdminTicket }) {
  return (
    <>
      <span className="block font-medium text-ink">{ticket.eventTitle}</span>
      <span className="block text-xs text-ink-muted tabular-nums">
        {ticket.eventDate ? formatDateTime(ticket.eventDate) : '—'}
      </span>
    </>
  );
}

function TicketsTable({ tickets, emails }: { tickets: AdminTicket[]; emails: Map<string, string> }) {
  return (
    <DataTable caption="Ingressos" columns={['Código', 'Evento', 'Cliente', 'Tipo', 'Qtd.', 'Status']}>
      {tickets.map((ticket) => (
        <tr key={ticket.id} className="align-top hover:bg-surface-muted/60">
          <td className="px-4 py-3 font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</td>
          <td className="max-w-56 px-4 py-3">
            <EventCell ticket={ticket} />
          </td>
          <td className="max-w-56 px-4 py-3">
            <span className="block text-ink">{ticket.holder}</span>
            <span className="block text-xs break-all text-ink-muted">{emails.get(ticket.orderId) ?? ''}</span>
          </td>
          <td className="px-4 py-3 text-ink">{ticket.type}</td>
          <td className="px-4 py-3 text-ink tabular-nums">{ticket.quantity}</td>
          <td className="px-4 py-3">
            <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
          </td>
          <td className="px-4 py-3 text-right">
            <DownloadButton ticket={ticket} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function TicketsCards({ tickets, emails }: { tickets: AdminTicket[]; emails: Map<string, string> }) {
  return (
    <ul aria-label="Ingressos" className="space-y-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</p>
            <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
          </div>
          <div className="mt-2 text-sm">
            <EventCell ticket={ticket} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3">
            <div className="min-w-0 text-sm">
              <p className="text-ink">
                {ticket.holder} · {ticket.type} × {ticket.quantity}
              </p>
              <p className="text-xs break-all text-ink-muted">{emails.get(ticket.orderId) ?? ''}</p>
            </div>
            <DownloadButton ticket={ticket} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TicketsPage() {
  const wide = useMediaQuery('(min-width: 64rem)');
  const { params, setParam, clearParams } = useFilterParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebounced(searchText);
  const status = parseStatus(params.get('status'));
  const [events, setEvents] = useState<EventOption[] | null>(null);
  const [state, setState] = useState<ListState | null>(null);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const [loadingMore, setLoadingMore] = useState(false);
  const request = useRef(0);
  const searching = classifyTicketSearch(search).kind !== 'none';

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => {
        console.error(error);
        setEvents([]);
      });
  }, []);

  const load = useCallback(
    async (cursor: QueryDocumentSnapshot | null) => {
      if (searching && events === null) return; // the event-title search needs the events
      const id = ++request.current;
      const page = searching
        ? { tickets: await searchTickets(search, status, events ?? []), cursor: null, done: true }
        : await loadTicketsPage(status, cursor);
      if (id !== request.current) return;
      setState((current) => ({
        tickets: cursor && current ? [...current.tickets, ...page.tickets] : page.tickets,
        cursor: page.cursor,
        done: page.done,
        searched: searching,
      }));
      const more = await buyerEmails(page.tickets.map((t) => t.orderId));
      setEmails((current) => new Map([...current, ...more]));
    },
    [search, searching, status, events],
  );

  useEffect(() => {
    setState(null);
    load(null).catch((error: unknown) => {
      console.error(error);
      setState({ tickets: [], cursor: null, done: true, searched: false });
      toast.error('Erro ao carregar ingressos', {
        description: error instanceof Error ? error.message : undefined,
      });
    });
  }, [load]);

  useSearchTextInUrl(search);

  async function loadMore() {
    if (!state) return;
    setLoadingMore(true);
    try {
      await load(state.cursor);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao carregar ingressos');
    } finally {
      setLoadingMore(false);
    }
  }

  const tickets = useMemo(() => state?.tickets ?? [], [state]);
  const hasFilters = searchText !== '' || status !== 'todos';

  return (
    <>
      <PageHeading title="Ingressos" description="Ingressos emitidos, do mais recente ao mais antigo." />

      <div role="search" className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchField
          label="Buscar ingressos"
          placeholder="Código (TKT-…), evento ou e-mail do comprador"
          value={searchText}
          onChange={setSearchText}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setParam('status', e.target.value)}
        />
      </div>

      <PagedListStatus
        page={state}
        count={tickets.length}
        noun={{ one: 'ingresso', many: 'ingressos' }}
        searchLimit={TICKET_SEARCH_LIMIT}
        loadingLabel="Carregando ingressos"
        empty={
          hasFilters ? (
            <NoMatches
              title="Nenhum ingresso encontrado"
              description="A busca procura o início do código (TKT-…), palavras do nome do evento ou o e-mail exato do comprador."
              onClear={() => {
                setSearchText('');
                clearParams();
              }}
            />
          ) : (
            <EmptyState
              icon={Ticket}
              title="Nenhum ingresso emitido"
              description="Os ingressos aparecem aqui quando um pedido é pago."
            />
          )
        }
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      >
        {wide ? (
          <TicketsTable tickets={tickets} emails={emails} />
        ) : (
          <TicketsCards tickets={tickets} emails={emails} />
        )}
      </PagedListStatus>
    </>
  );
}
