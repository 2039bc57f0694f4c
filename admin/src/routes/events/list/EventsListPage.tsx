// /admin/eventos (?q=, ?status=, ?visibilidade=): the first 12 cards at once, then every event
// for the search and filters, which run in the browser; 48 cards shown at a time.
import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatInteger } from '../../../lib/list-count';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useListLoad } from '../../../lib/use-list-load';
import { CreateLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { ListCount, NoMatches, ShowMoreButton } from '../../../ui/ListStatus';
import { LoadFailedState } from '../../../ui/LoadFailedState';
import { PageHeading } from '../../../ui/PageHeading';
import { ListFilters } from '../../../ui/ListFilters';
import { STATUS_FILTER_OPTIONS, parseStatusFilter } from '../../../lib/list-filters';
import { VISIBILITY_FILTER_OPTIONS, filterEvents, parseVisibilityFilter } from '../event-filters';
import { listEvents, listFirstEvents, type EventRecord, type StockRecord } from '../event-queries';
import { EventCard, EventCardSkeleton } from './EventCard';

const PAGE_SIZE = 48;
/** Cards fetched before the whole list: enough to fill the first screen. */
const FIRST_BATCH = 12;

type Loaded = { events: EventRecord[]; stock: Map<string, StockRecord> };

export function EventsListPage() {
  const [shown, setShown] = useState(PAGE_SIZE);
  const { params, setParam, clearParams } = useFilterParams(() => setShown(PAGE_SIZE));
  const search = params.get('q') ?? '';
  const status = parseStatusFilter(params.get('status'));
  const visibility = parseVisibilityFilter(params.get('visibilidade'));
  // The first page first (fast with thousands of events), then everything for search/filters.
  const { data, failed, reload } = useListLoad<Loaded>(
    (preview) =>
      listFirstEvents(FIRST_BATCH)
        .then(preview)
        .catch(() => undefined)
        .then(() => listEvents()),
    'Erro ao carregar eventos',
  );

  const filtered = useMemo(
    () => (data ? filterEvents(data.events, { search, status, visibility }) : []),
    [data, search, status, visibility],
  );
  const loading = data === null && !failed;
  const hasFilters = search !== '' || status !== 'todos' || visibility !== 'todos';

  return (
    <>
      <PageHeading
        title="Eventos"
        description="Gerencie os eventos, seus ingressos e sua publicação."
        actions={
          <CreateLink to="/admin/eventos/novo" className="w-full sm:w-auto">
            Criar Evento
          </CreateLink>
        }
      />

      <ListFilters
        setParam={setParam}
        columns="md:grid-cols-[minmax(0,1fr)_12rem_14rem]"
        search={{ label: 'Buscar eventos', placeholder: 'Buscar por título, slug ou local', value: search }}
        selects={[
          { label: 'Status', options: STATUS_FILTER_OPTIONS, value: status, param: 'status' },
          {
            label: 'Visibilidade',
            options: VISIBILITY_FILTER_OPTIONS,
            value: visibility,
            param: 'visibilidade',
          },
        ]}
      />

      {data && (
        <ListCount>
          {filtered.length === 1 ? '1 evento' : `${formatInteger(filtered.length)} eventos`}
          {hasFilters && data.events.length !== filtered.length && ` de ${formatInteger(data.events.length)}`}
        </ListCount>
      )}

      {loading && (
        <ul
          aria-busy="true"
          aria-label="Carregando eventos"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <EventCardSkeleton key={i} />
          ))}
        </ul>
      )}

      {failed && (
        <LoadFailedState
          icon={CalendarDays}
          title="Não foi possível carregar os eventos"
          onRetry={() => void reload()}
        />
      )}

      {data && data.events.length === 0 && (
        <EmptyState
          icon={CalendarDays}
          title="Nenhum evento cadastrado"
          description="Crie o primeiro evento para começar a vender ingressos."
          action={<CreateLink to="/admin/eventos/novo">Criar Primeiro Evento</CreateLink>}
        />
      )}

      {data && data.events.length > 0 && filtered.length === 0 && (
        <NoMatches
          title="Nenhum evento encontrado"
          description="Nenhum evento corresponde à busca e aos filtros."
          onClear={clearParams}
        />
      )}

      {filtered.length > 0 && (
        <>
          <ul
            aria-label="Eventos"
            data-testid="events-list"
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {filtered.slice(0, shown).map((event) => (
              <EventCard key={event.id} event={event} stock={data?.stock.get(event.id)} />
            ))}
          </ul>
          <ShowMoreButton
            total={filtered.length}
            shown={shown}
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          />
        </>
      )}
    </>
  );
}
