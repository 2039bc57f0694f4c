// /fila?evento=: the virtual queue of a high-demand event. Joining keeps the account's place (a
// reload or a second tab shows the same one); the page then follows the line from the shared
// figures (one cacheable read every few seconds for everyone) and asks for its own place only
// when its turn should have come, or once a minute. Admitted, it keeps the signed admission for
// the checkout and goes there. The place is followed by use-queue-place.ts, its texts are
// worked out in queue-view.ts; here, one card for each state.
import { useState } from 'react';
import { QUEUE_MESSAGES } from '@gn/core/virtual-queue';
import { signedInIsland } from '../session/RequireUser';
import { Card } from '../../ui/kit';
import { Spinner } from '../../ui/Spinner';
import type { QueueFigures } from './queue-api';
import { aheadText, placeNow, positionText, type WaitingPlace } from './queue-view';
import { useQueuePlace } from './use-queue-place';

function eventIdFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('evento');
}

function WaitingCard({ place, figures }: { place: WaitingPlace; figures: QueueFigures | null }) {
  const { position, ahead, rate, paused, eta } = placeNow(place, figures);
  return (
    <Card className="text-center">
      <p className="text-sm font-semibold text-ink-muted">Sua posição na fila</p>
      <p className="mt-1 text-5xl font-extrabold tracking-tight text-accent-ink" data-testid="queue-position">
        {positionText(position, place.exato)}
      </p>
      <div aria-live="polite" className="mt-4 grid gap-1 text-sm">
        <p data-testid="queue-ahead">{aheadText(ahead, place.exato)}</p>
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
  const { view, joinAgain } = useQueuePlace(eventId);

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
          <button type="button" className="gn-btn-primary mt-4" onClick={joinAgain}>
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
          <button type="button" className="gn-btn-secondary mt-4" onClick={joinAgain}>
            Tentar novamente
          </button>
        </Card>
      );
  }
}

export default signedInIsland(QueuePage);
