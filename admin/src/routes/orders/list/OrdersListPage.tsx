// /admin/pedidos (?q=, ?status=, ?evento=, ?periodo=): the orders, newest first, read 25 at a time
// with a cursor; a search (id, e-mail, CPF, start of the name) reads at most SEARCH_LIMIT rows.
import { Download, Receipt } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { loadEventOptions, type EventOption } from '../../../lib/event-option-queries';
import { useDebounced } from '../../../lib/use-debounced';
import { useFilterParams, useSearchTextInUrl } from '../../../lib/use-filter-params';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { NoMatches, PagedListStatus } from '../../../ui/ListStatus';
import { PageHeading } from '../../../ui/PageHeading';
import { SearchField } from '../../../ui/SearchField';
import { Select } from '../../../ui/Select';
import { PERIOD_OPTIONS, STATUS_OPTIONS, parsePeriodParam, parseStatusParam } from '../order-filters';
import { classifyOrderSearch, type AdminOrder, type OrderFilters } from '../order-model';
import { loadOrdersPage, SEARCH_LIMIT, searchOrders } from '../order-queries';
import { exportOrdersCsv } from './export-orders';
import { OrdersCards, OrdersTable } from './OrderRows';

type ListState = {
  orders: AdminOrder[];
  cursor: QueryDocumentSnapshot | null;
  done: boolean;
  searched: boolean;
};
export function OrdersListPage() {
  const wide = useMediaQuery('(min-width: 64rem)');
  const { params, setParam, clearParams } = useFilterParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebounced(searchText);
  const status = parseStatusParam(params.get('status'));
  const period = parsePeriodParam(params.get('periodo'));
  const eventId = params.get('evento') ?? '';
  const filters: OrderFilters = useMemo(
    () => ({ search, status, period, eventId }),
    [search, status, period, eventId],
  );
  const [state, setState] = useState<ListState | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [events, setEvents] = useState<EventOption[]>([]);
  const request = useRef(0);

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => console.error(error)); // the filter then only offers "all"
  }, []);

  // The search text lives in the URL too, once settled.
  useSearchTextInUrl(search);

  const load = useCallback(async (f: OrderFilters, cursor: QueryDocumentSnapshot | null) => {
    const id = ++request.current;
    const searching = classifyOrderSearch(f.search).kind !== 'none';
    const page = searching
      ? { orders: await searchOrders(f), cursor: null, done: true }
      : await loadOrdersPage(f, cursor);
    if (id !== request.current) return; // a newer filter won
    setState((current) => ({
      orders: cursor && current ? [...current.orders, ...page.orders] : page.orders,
      cursor: page.cursor,
      done: page.done,
      searched: searching,
    }));
  }, []);

  useEffect(() => {
    setState(null);
    load(filters, null).catch((error: unknown) => {
      console.error(error);
      setState({ orders: [], cursor: null, done: true, searched: false });
      toast.error('Erro ao carregar pedidos', {
        description: error instanceof Error ? error.message : undefined,
      });
    });
  }, [filters, load]);

  async function loadMore() {
    if (!state) return;
    setLoadingMore(true);
    try {
      await load(filters, state.cursor);
    } catch (error) {
      console.error(error);
      toast.error('Erro ao carregar pedidos', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setLoadingMore(false);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await exportOrdersCsv(filters);
    } finally {
      setExporting(false);
    }
  }

  const eventOptions = [
    { value: '', label: 'Todos os eventos' },
    ...events.map((e) => ({ value: e.id, label: e.titulo })),
  ];
  if (eventId && !events.some((e) => e.id === eventId)) eventOptions.push({ value: eventId, label: eventId });
  const orders = state?.orders ?? [];
  const hasFilters = searchText !== '' || status !== 'todos' || period !== 'todos' || eventId !== '';

  return (
    <>
      <PageHeading
        title="Pedidos"
        description="Pedidos da loja, do mais recente ao mais antigo."
        actions={
          <Button
            variant="secondary"
            busy={exporting}
            onClick={() => void exportCsv()}
            className="w-full sm:w-auto"
          >
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </Button>
        }
      />

      <div
        role="search"
        className="mb-5 grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_12rem_14rem_12rem]"
      >
        <SearchField
          label="Buscar pedidos"
          placeholder="ID, e-mail, nome ou CPF"
          value={searchText}
          onChange={setSearchText}
          className="md:col-span-2 xl:col-span-1"
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setParam('status', e.target.value)}
        />
        <Select
          label="Evento"
          hideLabel
          options={eventOptions}
          value={eventId}
          onChange={(e) => setParam('evento', e.target.value)}
        />
        <Select
          label="Período"
          hideLabel
          options={PERIOD_OPTIONS}
          value={period}
          onChange={(e) => setParam('periodo', e.target.value)}
        />
      </div>

      <PagedListStatus
        page={state}
        count={orders.length}
        noun={{ one: 'pedido', many: 'pedidos' }}
        searchLimit={SEARCH_LIMIT}
        loadingLabel="Carregando pedidos"
        empty={
          hasFilters ? (
            <NoMatches
              title="Nenhum pedido encontrado"
              description="Nenhum pedido corresponde à busca e aos filtros. A busca procura o ID do pedido, o e-mail exato, o CPF ou o início do nome."
              onClear={() => {
                setSearchText('');
                clearParams();
              }}
            />
          ) : (
            <EmptyState
              icon={Receipt}
              title="Nenhum pedido ainda"
              description="Os pedidos feitos na loja aparecem aqui."
            />
          )
        }
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      >
        {wide ? <OrdersTable orders={orders} /> : <OrdersCards orders={orders} />}
      </PagedListStatus>
    </>
  );
}
