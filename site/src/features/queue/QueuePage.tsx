// /fila?evento=: the virtual queue of a high-demand event. Joining keeps the account's place (a
// reload or a second tab shows the same one); the page then follows the line from the shared
// figures (one cacheable read every few seconds for everyone) and asks for its own place only
// when its turn should have come, or once a minute. Admitted, it keeps the signed admission for
// the checkout and goes there.
import { useEffect, useRef, useState } from 'react';
import { positionNow, QUEUE_ERRORS, QUEUE_MESSAGES, waitMinutes, waitText } from '@gn/core/virtual-queue';
import { signedInIsland } from '../session/RequireUser';
import { ApiCallError } from '../session/api-client';
import { Card } from '../../ui/kit';
import { Spinner } from '../../ui/forms/form-kit';
import { saveAdmission } from '../../lib/queue-admission';
import { joinQueue, myPlace, queueFigures, type QueueFigures, type QueuePlace } from './queue-api';

/** How often the shared figures are read, and the buyer's own place at the latest. */
const FIGURES_EVERY_MS = 3_000;
const PLACE_EVERY_MS = 60_000;
/** The "your turn" message stays this long before the checkout opens. */
const ADMITTED_PAUSE_MS = 1_500;

type Waiting = Extract<QueuePlace, { estado: 'aguardando' }>;

type View =
  | { kind: 'joining' }
  | { kind: 'waiting'; place: Waiting; figures: QueueFigures | null }
  | { kind: 'admitted' }
  | { kind: 'expired' }
  | { kind: 'no-queue' }
  | { kind: 'failed'; message: string };

function eventIdFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('evento');
}

function failureOf(error: unknown): View {
  if (error instanceof ApiCallError && error.code === QUEUE_ERRORS.notActive.code)
    return { kind: 'no-queue' };
  const message =
    error instanceof ApiCallError && error.status > 0 && error.status < 500
      ? error.message
      : 'Não foi possível entrar na fila agora. Verifique sua conexão e tente novamente.';
  return { kind: 'failed', message };
}

function ordinal(position: number): string {
  return `${position.toLocaleString('pt-BR')}º`;
}

function WaitingCard({ place, figures }: { place: Waiting; figures: QueueFigures | null }) {
  const admitted = figures?.admitidos ?? place.admitidos;
  const rate = figures?.taxa_por_minuto ?? place.taxa_por_minuto;
  const paused = figures?.pausada ?? place.pausada;
  const position = positionNow(place.na_frente, place.admitidos, admitted);
  const ahead = position - 1;
  const eta = waitText(waitMinutes(position, rate), { atLeast: !place.exato });
  return (
    <Card className="text-center">
      <p className="text-sm font-semibold text-ink-muted">Sua posição na fila</p>
      <p className="mt-1 text-5xl font-extrabold tracking-tight text-accent-ink" data-testid="queue-position">
        {place.exato ? ordinal(position) : `${ordinal(position)}+`}
      </p>
      <div aria-live="polite" className="mt-4 grid gap-1 text-sm">
        <p data-testid="queue-ahead">
          {place.exato
            ? ahead === 0
              ? 'Ninguém na sua frente: você é o próximo.'
              : `${ahead.toLocaleString('pt-BR')} ${ahead === 1 ? 'pessoa' : 'pessoas'} na sua frente`
            : `Mais de ${ahead.toLocaleString('pt-BR')} pessoas na sua frente`}
        </p>
        {paused ? (
          <p className="font-semibold text-danger" data-testid="queue-paused">
            A fila está pausada pelo organizador. Seu lugar está guardado.
          </p>
        ) : (
          <p>
            Tempo estimado: <strong>{eta}</strong>
          </p>
        )}
        <p className="text-ink-muted">
          Entrada de {rate.toLocaleString('pt-BR')} pessoas por minuto, por ordem de chegada.
        </p>
      </div>
      <p className="mt-5 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
        Mantenha esta página aberta. Quando chegar a sua vez, você segue para o pagamento e tem 15 minutos
        para fazer o pedido. Recarregar ou abrir outra aba não muda o seu lugar.
      </p>
    </Card>
  );
}

function QueuePage() {
  const [eventId] = useState(eventIdFromUrl);
  const [view, setView] = useState<View>({ kind: 'joining' });
  const [attempt, setAttempt] = useState(0);
  const asking = useRef(false);

  function apply(place: QueuePlace) {
    switch (place.estado) {
      case 'admitido':
        saveAdmission(eventId!, place.admissao, new Date(place.expira_em));
        setView({ kind: 'admitted' });
        setTimeout(() => window.location.assign('/checkout'), ADMITTED_PAUSE_MS);
        return;
      case 'aguardando':
        setView((before) => ({
          kind: 'waiting',
          place,
          figures: before.kind === 'waiting' ? before.figures : null,
        }));
        return;
      case 'expirado':
      case 'fora':
        setView({ kind: 'expired' });
    }
  }

  // Join (or find the place already held).
  useEffect(() => {
    if (!eventId) return;
    let live = true;
    joinQueue(eventId)
      .then((place) => live && apply(place))
      .catch((error: unknown) => {
        console.error('Falha ao entrar na fila', error);
        if (live) setView(failureOf(error));
      });
    return () => {
      live = false;
    };
    // apply only sets state: a new one each render changes nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, attempt]);

  const waitingPlace = view.kind === 'waiting' ? view.place : null;

  // Follow the line: the shared figures often, one's own place when the turn should have come.
  useEffect(() => {
    if (!eventId || !waitingPlace) return;
    const controller = new AbortController();
    let lastAsked = Date.now();
    const askPlace = () => {
      if (asking.current) return;
      asking.current = true;
      lastAsked = Date.now();
      myPlace(eventId)
        .then(apply)
        .catch((error: unknown) => console.warn('Falha ao consultar a posição', error))
        .finally(() => (asking.current = false));
    };
    const read = () => {
      queueFigures(eventId, controller.signal)
        .then((figures) => {
          if (!figures.ativa) {
            // The organiser turned the queue off: the sale is open to all.
            window.location.assign('/checkout');
            return;
          }
          setView((before) => (before.kind === 'waiting' ? { ...before, figures } : before));
          const admittedSince = figures.admitidos - waitingPlace.admitidos;
          if (admittedSince > waitingPlace.na_frente || Date.now() - lastAsked > PLACE_EVERY_MS) askPlace();
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('Falha ao ler a fila', error);
        });
    };
    read();
    const timer = setInterval(read, FIGURES_EVERY_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, waitingPlace]);

  if (!eventId) {
    return (
      <Card>
        <p>Nenhum evento escolhido.</p>
        <a href="/eventos" className="gn-btn-secondary mt-4">
          Ver eventos
        </a>
      </Card>
    );
  }
  switch (view.kind) {
    case 'joining':
      return (
        <Card>
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Entrando na fila...
          </p>
        </Card>
      );
    case 'waiting':
      return <WaitingCard place={view.place} figures={view.figures} />;
    case 'admitted':
      return (
        <Card className="text-center">
          <p role="status" className="text-2xl font-bold text-ink" data-testid="queue-admitted">
            Sua vez chegou!
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            Você tem 15 minutos para fazer o pedido. Abrindo o pagamento...
          </p>
        </Card>
      );
    case 'expired':
      return (
        <Card>
          <p role="alert" className="font-semibold text-ink">
            {QUEUE_MESSAGES.admissionExpired}
          </p>
          <button
            type="button"
            className="gn-btn-primary mt-4"
            onClick={() => {
              setView({ kind: 'joining' });
              setAttempt((n) => n + 1);
            }}
          >
            Entrar na fila de novo
          </button>
        </Card>
      );
    case 'no-queue':
      return (
        <Card>
          <p className="text-ink">{QUEUE_MESSAGES.notActive}</p>
          <a href="/checkout" className="gn-btn-primary mt-4">
            Continuar para o pagamento
          </a>
        </Card>
      );
    case 'failed':
      return (
        <Card>
          <p role="alert" className="text-ink">
            {view.message}
          </p>
          <button
            type="button"
            className="gn-btn-secondary mt-4"
            onClick={() => {
              setView({ kind: 'joining' });
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </button>
        </Card>
      );
  }
}

export default signedInIsland(QueuePage);
