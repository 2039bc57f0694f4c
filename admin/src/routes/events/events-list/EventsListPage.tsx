import { CalendarDays, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatInteger } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { SearchField } from '../../../ui/SearchField';
import { Select } from '../../../ui/Select';
import {
  STATUS_FILTER_OPTIONS,
  VISIBILITY_FILTER_OPTIONS,
  filterEvents,
  parseStatusFilter,
  parseVisibilityFilter,
} from '../event-filters';
import { listEvents, listFirstEvents, type EventRecord, type StockRecord } from '../events-data';
import { EventCard, EventCardSkeleton } from './EventCard';

const PAGE_SIZE = 48;
/** Cards fetched before the whole list: enough to fill the first screen. */
const FIRST_BATCH = 12;

type Loaded = { events: EventRecord[]; stock: Map<string, StockRecord> };

export function EventsListPage() {
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = parseStatusFilter(params.get('status'));
  const visibility = parseVisibilityFilter(params.get('visibilidade'));

  useEffect(() => {
    let active = true;
    // The first page first (fast with thousands of events), then everything for search/filters.
    listFirstEvents(FIRST_BATCH)
      .then((first) => active && setData((current) => current ?? first))
      .catch(() => undefined)
      .then(() => listEvents())
      .then((result) => active && setData(result))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        setFailed(true);
        toast.error('Erro ao carregar eventos');
      });
    return () => {
      active = false;
    };
  }, []);

  function setParam(name: string, value: string, empty: string) {
    setShown(PAGE_SIZE);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

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
          <ButtonLink to="/admin/eventos/novo" className="w-full sm:w-auto">
            <Plus className="size-4" aria-hidden="true" />
            Criar Evento
          </ButtonLink>
        }
      />

      <div role="search" className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_14rem]">
        <SearchField
          label="Buscar eventos"
          placeholder="Buscar por título, slug ou local"
          value={search}
          onChange={(value) => setParam('q', value, '')}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_FILTER_OPTIONS}
          value={status}
          onChange={(e) => setParam('status', e.target.value, 'todos')}
        />
        <Select
          label="Visibilidade"
          hideLabel
          options={VISIBILITY_FILTER_OPTIONS}
          value={visibility}
          onChange={(e) => setParam('visibilidade', e.target.value, 'todos')}
        />
      </div>

      {data && (
        <p className="mb-3 text-sm text-ink-muted" role="status">
          {filtered.length === 1 ? '1 evento' : `${formatInteger(filtered.length)} eventos`}
          {hasFilters && data.events.length !== filtered.length && ` de ${formatInteger(data.events.length)}`}
        </p>
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
        <EmptyState
          icon={CalendarDays}
          title="Não foi possível carregar os eventos"
          description="Verifique sua conexão e tente novamente."
          action={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Tentar novamente
            </Button>
          }
        />
      )}

      {data && data.events.length === 0 && (
        <EmptyState
          icon={CalendarDays}
          title="Nenhum evento cadastrado"
          description="Crie o primeiro evento para começar a vender ingressos."
          action={
            <ButtonLink to="/admin/eventos/novo">
              <Plus className="size-4" aria-hidden="true" />
              Criar Primeiro Evento
            </ButtonLink>
          }
        />
      )}

      {data && data.events.length > 0 && filtered.length === 0 && (
        <EmptyState
          icon={SearchX}
          title="Nenhum evento encontrado"
          description="Nenhum evento corresponde à busca e aos filtros."
          action={
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Limpar filtros
            </Button>
          }
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
          {filtered.length > shown && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Mostrar mais ({formatInteger(filtered.length - shown)})
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
