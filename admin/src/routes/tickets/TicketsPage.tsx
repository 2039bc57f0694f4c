// /admin/ingressos (?q=, ?status=): the issued tickets, newest first, read page by page; a search
// (code prefix, event title words, buyer e-mail) needs the events loaded first.
import { Ticket } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { TICKET_STATUSES } from '@gn/core/order-status';
import { ticketStatusLabel } from '@gn/core/status-labels';
import { loadEventOptions, type EventOption } from '../../lib/event-option-queries';
import { useDebounced } from '../../lib/use-debounced';
import { useFilterParams, useSearchTextInUrl } from '../../lib/use-filter-params';
import { usePagedList } from '../../lib/use-paged-list';
import { PagedListPage } from '../../ui/PagedListPage';
import { classifyTicketSearch, type TicketStatusFilter } from './ticket-model';
import { buyerEmails, loadTicketsPage, searchTickets, TICKET_SEARCH_LIMIT } from './ticket-queries';
import { TicketsCards, TicketsTable } from './TicketRows';

const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: ticketStatusLabel(s) })),
];

function parseStatus(value: string | null): TicketStatusFilter {
  return (TICKET_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TicketStatusFilter)
    : 'todos';
}

export function TicketsPage() {
  const { params, setParam, clearParams } = useFilterParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebounced(searchText);
  const status = parseStatus(params.get('status'));
  const [events, setEvents] = useState<EventOption[] | null>(null);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const searching = classifyTicketSearch(search).kind !== 'none';

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => {
        console.error(error);
        setEvents([]);
      });
  }, []);

  const fetchPage = useCallback(
    async (cursor: QueryDocumentSnapshot | null) => {
      if (searching) {
        const items = await searchTickets(search, status, events ?? []);
        return { items, cursor: null, done: true, searched: true };
      }
      const page = await loadTicketsPage(status, cursor);
      return { items: page.tickets, cursor: page.cursor, done: page.done, searched: false };
    },
    [search, searching, status, events],
  );
  const loadEmails = useCallback(async (tickets: { orderId: string }[]) => {
    const more = await buyerEmails(tickets.map((t) => t.orderId));
    setEmails((current) => new Map([...current, ...more]));
  }, []);
  const { state, loadingMore, loadMore } = usePagedList({
    fetchPage,
    // The event-title search needs the events.
    ready: !(searching && events === null),
    afterPage: loadEmails,
    failureTitle: 'Erro ao carregar ingressos',
  });

  useSearchTextInUrl(search);

  const tickets = useMemo(() => state?.items ?? [], [state]);

  return (
    <PagedListPage
      title="Ingressos"
      description="Ingressos emitidos, do mais recente ao mais antigo."
      filters={{
        setParam,
        columns: 'md:grid-cols-[minmax(0,1fr)_14rem]',
        search: {
          label: 'Buscar ingressos',
          placeholder: 'Código (TKT-…), evento ou e-mail do comprador',
          value: searchText,
          onChange: setSearchText,
        },
        selects: [{ label: 'Status', options: STATUS_OPTIONS, value: status, param: 'status' }],
      }}
      page={state}
      count={tickets.length}
      noun={{ one: 'ingresso', many: 'ingressos' }}
      searchLimit={TICKET_SEARCH_LIMIT}
      loadingLabel="Carregando ingressos"
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
      filtered={searchText !== '' || status !== 'todos'}
      noMatches={{
        title: 'Nenhum ingresso encontrado',
        description:
          'A busca procura o início do código (TKT-…), palavras do nome do evento ou o e-mail exato do comprador.',
      }}
      onClearFilters={() => {
        setSearchText('');
        clearParams();
      }}
      empty={{
        icon: Ticket,
        title: 'Nenhum ingresso emitido',
        description: 'Os ingressos aparecem aqui quando um pedido é pago.',
      }}
      table={() => <TicketsTable tickets={tickets} emails={emails} />}
      cards={() => <TicketsCards tickets={tickets} emails={emails} />}
    />
  );
}
