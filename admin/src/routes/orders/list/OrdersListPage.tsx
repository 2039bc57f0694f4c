import { Download, ExternalLink, Eye, Receipt } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { formatDate, formatDateTime, formatTime } from '@gn/core/dates';
import { orderNumber, shortPaymentId } from '@gn/core/ids';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status';
import { formatBRL } from '@gn/core/money';
import { loadEventOptions, type EventOption } from '../../../lib/event-option-queries';
import { useDebounced } from '../../../lib/use-debounced';
import { useFilterParams, useSearchTextInUrl } from '../../../lib/use-filter-params';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Badge } from '../../../ui/Badge';
import { DataTable } from '../../../ui/DataTable';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { NoMatches, PagedListStatus } from '../../../ui/ListStatus';
import { PageHeading } from '../../../ui/PageHeading';
import { SearchField } from '../../../ui/SearchField';
import { Select } from '../../../ui/Select';
import { PERIOD_OPTIONS, STATUS_OPTIONS, parsePeriodParam, parseStatusParam } from '../order-filters';
import { classifyOrderSearch, eventTitles, type AdminOrder, type OrderFilters } from '../order-model';
import { loadOrdersPage, SEARCH_LIMIT, searchOrders } from '../order-queries';
import { exportOrdersCsv } from './export-orders';

type ListState = {
  orders: AdminOrder[];
  cursor: QueryDocumentSnapshot | null;
  done: boolean;
  searched: boolean;
};

function OrderActions({ order }: { order: AdminOrder }) {
  const short = orderNumber(order.id);
  return (
    <span className="flex justify-end gap-2">
      {order.invoiceUrl && (
        <a
          href={order.invoiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted"
          aria-label={`Abrir fatura do pedido ${short} (nova aba)`}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="hidden 2xl:inline">Fatura</span>
        </a>
      )}
      <Link
        to={`/admin/pedidos/${encodeURIComponent(order.id)}`}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-accent px-3 text-sm font-semibold text-on-accent hover:bg-accent-hover"
        aria-label={`Ver detalhes do pedido ${short}`}
      >
        <Eye className="size-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Detalhes</span>
      </Link>
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusBadge(status)}>{orderStatusLabel(status)}</Badge>;
}

function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <DataTable
      caption="Pedidos"
      columns={[
        'Pedido',
        'Cliente',
        'Eventos',
        'Data',
        { label: 'Total', className: 'text-right' },
        'Status',
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="align-top hover:bg-surface-muted/60">
          <td className="px-4 py-3">
            <span className="block font-mono font-semibold text-ink">#{orderNumber(order.id)}</span>
            <span className="block font-mono text-xs text-ink-muted">
              {order.paymentId ? shortPaymentId(order.paymentId) : 'Sem cobrança'}
            </span>
          </td>
          <td className="min-w-44 px-4 py-3">
            <span className="block font-medium text-ink">{order.buyer.nome || '—'}</span>
            <span className="block text-xs break-all text-ink-muted">{order.buyer.email}</span>
          </td>
          <td className="min-w-36 px-4 py-3 text-ink">{eventTitles(order)}</td>
          {/* Date over time: one line would push the actions out of a 1280 px window. */}
          <td className="px-4 py-3 whitespace-nowrap text-ink-muted tabular-nums">
            {order.createdAt ? (
              <time dateTime={order.createdAt.toISOString()} title={formatDateTime(order.createdAt)}>
                <span className="block">{formatDate(order.createdAt)}</span>
                <span className="block text-xs">às {formatTime(order.createdAt)}</span>
              </time>
            ) : (
              '—'
            )}
          </td>
          <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
            {formatBRL(order.total)}
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={order.status} />
          </td>
          <td className="px-4 py-3">
            <OrderActions order={order} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Phones: one card per order. */
function OrdersCards({ orders }: { orders: AdminOrder[] }) {
  return (
    <ul aria-label="Pedidos" className="space-y-3">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono font-semibold text-ink">#{orderNumber(order.id)}</p>
              <p className="truncate text-sm font-medium text-ink">{order.buyer.nome || '—'}</p>
              <p className="text-xs break-all text-ink-muted">{order.buyer.email}</p>
            </div>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-sm text-ink">{eventTitles(order)}</p>
          <div className="mt-3 flex items-end justify-between gap-3">
            <div className="text-sm">
              <p className="font-semibold text-ink tabular-nums">{formatBRL(order.total)}</p>
              <p className="text-xs text-ink-muted tabular-nums">
                {order.createdAt ? formatDateTime(order.createdAt) : '—'}
              </p>
            </div>
            <OrderActions order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}

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
