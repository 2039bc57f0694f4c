// /admin/pedidos (?q=, ?status=, ?evento=, ?periodo=): the orders, newest first, read 25 at a time
// with a cursor; a search (id, e-mail, CPF, start of the name) reads at most SEARCH_LIMIT rows.
import { Download, Receipt } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { loadEventOptions, type EventOption } from '../../../lib/event-option-queries';
import { useDebounced } from '../../../lib/use-debounced';
import { useFilterParams, useSearchTextInUrl } from '../../../lib/use-filter-params';
import { usePagedList } from '../../../lib/use-paged-list';
import { Button } from '../../../ui/Button';
import { PagedListPage } from '../../../ui/PagedListPage';
import { PERIOD_OPTIONS, STATUS_OPTIONS, parsePeriodParam, parseStatusParam } from '../order-filters';
import { classifyOrderSearch, type OrderFilters } from '../order-list-model';
import { loadOrdersPage, SEARCH_LIMIT, searchOrders } from '../order-queries';
import { exportOrdersCsv } from './export-orders';
import { OrdersCards, OrdersTable } from './OrderRows';

export function OrdersListPage() {
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
  const [exporting, setExporting] = useState(false);
  const [events, setEvents] = useState<EventOption[]>([]);

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => console.error(error)); // the filter then only offers "all"
  }, []);

  // The search text lives in the URL too, once settled.
  useSearchTextInUrl(search);

  const fetchPage = useCallback(
    async (cursor: QueryDocumentSnapshot | null) => {
      if (classifyOrderSearch(filters.search).kind !== 'none') {
        return { items: await searchOrders(filters), cursor: null, done: true, searched: true };
      }
      const page = await loadOrdersPage(filters, cursor);
      return { items: page.orders, cursor: page.cursor, done: page.done, searched: false };
    },
    [filters],
  );
  const { state, loadingMore, loadMore } = usePagedList({
    fetchPage,
    failureTitle: 'Erro ao carregar pedidos',
    describeLoadMoreError: true,
  });

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
  const orders = state?.items ?? [];

  return (
    <PagedListPage
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
      filters={{
        setParam,
        columns: 'md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_12rem_14rem_12rem]',
        search: {
          label: 'Buscar pedidos',
          placeholder: 'ID, e-mail, nome ou CPF',
          value: searchText,
          onChange: setSearchText,
          className: 'md:col-span-2 xl:col-span-1',
        },
        selects: [
          { label: 'Status', options: STATUS_OPTIONS, value: status, param: 'status' },
          { label: 'Evento', options: eventOptions, value: eventId, param: 'evento' },
          {
            label: 'Período',
            options: PERIOD_OPTIONS,
            value: period,
            param: 'periodo',
          },
        ],
      }}
      page={state}
      count={orders.length}
      noun={{ one: 'pedido', many: 'pedidos' }}
      searchLimit={SEARCH_LIMIT}
      loadingLabel="Carregando pedidos"
      loadingMore={loadingMore}
      onLoadMore={() => void loadMore()}
      filtered={searchText !== '' || status !== 'todos' || period !== 'todos' || eventId !== ''}
      noMatches={{
        title: 'Nenhum pedido encontrado',
        description:
          'Nenhum pedido corresponde à busca e aos filtros. A busca procura o ID do pedido, o e-mail exato, o CPF ou o início do nome.',
      }}
      onClearFilters={() => {
        setSearchText('');
        clearParams();
      }}
      empty={{
        icon: Receipt,
        title: 'Nenhum pedido ainda',
        description: 'Os pedidos feitos na loja aparecem aqui.',
      }}
      table={() => <OrdersTable orders={orders} />}
      cards={() => <OrdersCards orders={orders} />}
    />
  );
}
