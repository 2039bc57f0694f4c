// The buyer's place in the virtual queue: joins (or finds the place already held), then follows
// the line from the shared figures and asks for its own place only when its turn should have come
// (queue-view.ts). Admitted, it keeps the signed admission for the checkout and goes there; the
// queue turned off, it goes there at once.
import { useEffect, useRef, useState } from 'react';
import { QUEUE_ERRORS } from '@gn/core/virtual-queue';
import { ApiCallError } from '../session/api-client';
import { saveAdmission } from '../../lib/queue-admission';
import { joinQueue, myPlace, queueFigures, type QueuePlace } from './queue-api';
import { FIGURES_EVERY_MS, placeDue, type QueueView } from './queue-view';

/** The "your turn" message stays this long before the checkout opens. */
const ADMITTED_PAUSE_MS = 1_500;

function failureOf(error: unknown): QueueView {
  if (error instanceof ApiCallError && error.code === QUEUE_ERRORS.notActive.code)
    return { kind: 'no-queue' };
  const message =
    error instanceof ApiCallError && error.status > 0 && error.status < 500
      ? error.message
      : 'Não foi possível entrar na fila agora. Verifique sua conexão e tente novamente.';
  return { kind: 'failed', message };
}

export function useQueuePlace(eventId: string | null): { view: QueueView; joinAgain: () => void } {
  const [view, setView] = useState<QueueView>({ kind: 'joining' });
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
          if (placeDue(waitingPlace, figures, lastAsked, Date.now())) askPlace();
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

  return {
    view,
    joinAgain: () => {
      setView({ kind: 'joining' });
      setAttempt((n) => n + 1);
    },
  };
}
