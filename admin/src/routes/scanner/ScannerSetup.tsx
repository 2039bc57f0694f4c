// Before the first read: the steward picks the event (its download starts at once), the list
// (gate) and Entrada or Saída, each a big button.
import { useEffect, useState } from 'react';
import { formatDate } from '@gn/core/dates';
import type { CheckinList, ScanDirection } from '@gn/core/checkin-scan';
import type { ScannerEventsAnswer } from '@gn/core/schemas/checkin';
import { loadScannerEvents } from '../../lib/checkin-events';
import type { ScannerSetup as Setup } from './scanner-store';

type Props = {
  eventId: string | null;
  lists: CheckinList[] | null;
  downloading: boolean;
  loadError: string | null;
  onEvent: (eventId: string) => void;
  onDone: (setup: Setup) => void;
};

const choice = (active: boolean) =>
  `min-h-14 w-full rounded-xl border-2 px-4 py-3 text-left text-lg font-semibold ${
    active
      ? 'border-accent bg-accent-soft text-ink'
      : 'border-line bg-surface text-ink hover:bg-surface-muted'
  }`;

export function ScannerSetup({ eventId, lists, downloading, loadError, onEvent, onDone }: Props) {
  const [events, setEvents] = useState<ScannerEventsAnswer['eventos'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [listId, setListId] = useState<string | null>(null);
  const [direction, setDirection] = useState<ScanDirection>('entrada');

  useEffect(() => {
    loadScannerEvents()
      .then((answer) => setEvents(answer.eventos))
      .catch((e: unknown) =>
        setError(e instanceof Error ? e.message : 'Não foi possível carregar os eventos.'),
      );
  }, []);

  const list = lists?.find((l) => l.id === listId) ?? null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="setup-event" className="flex flex-col gap-2">
        <h2 id="setup-event" className="text-lg font-bold">
          1. Evento
        </h2>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {!events && !error && <p className="text-ink-muted">Carregando eventos…</p>}
        {events?.length === 0 && <p className="text-ink-muted">Nenhum evento atribuído a você.</p>}
        {events?.map((e) => (
          <button
            key={e.id}
            type="button"
            aria-pressed={e.id === eventId}
            className={choice(e.id === eventId)}
            onClick={() => onEvent(e.id)}
          >
            {e.titulo}
            {e.data_inicio && (
              <span className="block text-sm font-normal text-ink-muted">{formatDate(e.data_inicio)}</span>
            )}
          </button>
        ))}
      </section>

      {eventId && (
        <section aria-labelledby="setup-list" className="flex flex-col gap-2">
          <h2 id="setup-list" className="text-lg font-bold">
            2. Lista (portão)
          </h2>
          {downloading && (
            <p role="status" className="text-ink-muted">
              Baixando a lista do evento…
            </p>
          )}
          {loadError && (
            <p role="alert" className="text-danger">
              {loadError}
            </p>
          )}
          {lists?.map((l) => (
            <button
              key={l.id}
              type="button"
              aria-pressed={l.id === listId}
              className={choice(l.id === listId)}
              onClick={() => setListId(l.id)}
            >
              {l.nome}
              <span className="block text-sm font-normal text-ink-muted">
                {l.tipos.length ? l.tipos.join(', ') : 'Todos os tipos'}
                {l.permite_saida ? ' · registra saídas' : ''}
              </span>
            </button>
          ))}
        </section>
      )}

      {list && (
        <section aria-labelledby="setup-direction" className="flex flex-col gap-2">
          <h2 id="setup-direction" className="text-lg font-bold">
            3. Sentido
          </h2>
          <div className="grid grid-cols-2 gap-2">
            {(['entrada', 'saida'] as const).map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={direction === d}
                disabled={d === 'saida' && !list.permite_saida}
                className={`${choice(direction === d)} text-center disabled:opacity-40`}
                onClick={() => setDirection(d)}
              >
                {d === 'entrada' ? 'Entrada' : 'Saída'}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() =>
              eventId &&
              onDone({ eventId, listId: list.id, direction: list.permite_saida ? direction : 'entrada' })
            }
            className="mt-2 h-16 rounded-xl bg-accent text-xl font-bold text-on-accent"
          >
            Começar a ler
          </button>
        </section>
      )}
    </div>
  );
}
