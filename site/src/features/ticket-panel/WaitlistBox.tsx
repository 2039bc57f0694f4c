// The waiting list in the ticket panel of a sold-out event: how many wait, 'Entrar na lista de
// espera' with the quantity wanted (within the order limit), the buyer's place once in it, and,
// when their turn comes, the offer: the tickets held for them until a time, which the panel then
// lets them buy. The session and Firestore load only for a visitor with a session hint.
// The entry is read by waitlist-entry.ts, joining and leaving are use-waitlist.ts.
import { useId, useState } from 'react';
import { waitingText } from '@gn/core/waitlist';
import { Spinner } from '../../ui/Spinner';
import { useWaitlist } from './use-waitlist';
import type { WaitlistOffer } from './waitlist-entry';

export type { WaitlistOffer };

// Intl, not core's dates: the event page's island stays free of date-fns.
const HOUR = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const formatTime = (date: Date) => HOUR.format(date);

/** 'Chegou sua vez na lista de espera!': how many tickets are held, and until when. */
function WaitlistOfferNote({ offer }: { offer: WaitlistOffer }) {
  return (
    <div
      role="status"
      className="mt-4 rounded-xl border border-accent bg-accent-soft p-4 text-sm"
      data-testid="waitlist-offer"
    >
      <p className="font-semibold text-accent-ink">Chegou sua vez na lista de espera!</p>
      <p className="mt-1">
        {offer.quantity === 1 ? '1 ingresso está reservado' : `${offer.quantity} ingressos estão reservados`}{' '}
        para você até {formatTime(offer.endsAt)}. Escolha as opções acima e compre.
      </p>
    </div>
  );
}

function InLine({ quantity, busy, onLeave }: { quantity: number; busy: boolean; onLeave: () => void }) {
  return (
    <>
      <p className="mt-2">
        Você está na lista de espera ({quantity === 1 ? '1 ingresso' : `${quantity} ingressos`}). Se ingressos
        forem liberados, eles ficam reservados para você e avisamos por e-mail.
      </p>
      <button type="button" className="gn-btn-secondary mt-3" onClick={onLeave} disabled={busy}>
        {busy && <Spinner />}
        Sair da lista
      </button>
    </>
  );
}

function JoinLine({
  selectId,
  maxPerOrder,
  quantity,
  busy,
  onQuantity,
  onJoin,
}: {
  selectId: string;
  maxPerOrder: number;
  quantity: number;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onJoin: () => void;
}) {
  return (
    <>
      <p className="mt-1 text-ink-muted">
        Quando um ingresso for liberado, ele fica reservado para a primeira pessoa da fila.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={selectId} className="grid gap-1">
          <span className="text-xs font-semibold">Quantos ingressos</span>
          <select
            id={selectId}
            value={quantity}
            onChange={(e) => onQuantity(Number(e.target.value))}
            className="min-h-11 rounded-lg border border-line-strong bg-surface px-3"
          >
            {Array.from({ length: maxPerOrder }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="gn-btn-primary" onClick={onJoin} disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Entrando...' : 'Entrar na lista de espera'}
        </button>
      </div>
    </>
  );
}

export function WaitlistBox({
  eventId,
  eventSlug,
  maxPerOrder,
  waiting,
  soldOut,
  onOffer,
}: {
  eventId: string;
  eventSlug: string;
  maxPerOrder: number;
  /** people in line now (the live stock figure) */
  waiting: number | null;
  soldOut: boolean;
  /** the buyer's live offer (the panel lets them buy that many), or null */
  onOffer: (offer: WaitlistOffer | null) => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const { entry, busy, join, leave } = useWaitlist(eventId, eventSlug, onOffer);

  if (entry?.offer) return <WaitlistOfferNote offer={entry.offer} />;
  if (!soldOut && entry?.state !== 'aguardando') return null;

  const line = waitingText(waiting ?? 0);
  return (
    <div
      className="mt-4 rounded-xl border border-line bg-surface-muted p-4 text-sm"
      data-testid="waitlist-box"
    >
      <p className="font-semibold">Lista de espera</p>
      {line && (
        <p className="text-ink-muted" data-testid="waitlist-count">
          {line}
        </p>
      )}
      {entry?.state === 'aguardando' ? (
        <InLine quantity={entry.quantity} busy={busy} onLeave={() => void leave()} />
      ) : (
        <JoinLine
          selectId={`${id}-qnt`}
          maxPerOrder={maxPerOrder}
          quantity={quantity}
          busy={busy}
          onQuantity={setQuantity}
          onJoin={() => void join(quantity)}
        />
      )}
    </div>
  );
}
