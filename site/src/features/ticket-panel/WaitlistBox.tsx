// The waiting list in the ticket panel of a sold-out event: how many wait, 'Entrar na lista de
// espera' with the quantity wanted (within the order limit), the buyer's place once in it, and,
// when their turn comes, the offer: the tickets held for them until a time, which the panel then
// lets them buy. The session and Firestore load only for a visitor with a session hint.
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { waitingText } from '@gn/core/waitlist';
import { Spinner } from '../../ui/forms/form-kit';
import { currentUser, hasSessionHint, redirectToSignIn } from '../session/session';

export interface WaitlistOffer {
  quantity: number;
  endsAt: Date;
}

type Entry = { state: string; quantity: number; offer: WaitlistOffer | null } | null;

// Intl, not core's dates: the event page's island stays free of date-fns.
const HOUR = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const formatTime = (date: Date) => HOUR.format(date);

const SIGN_IN_MESSAGE = 'Entre na sua conta para entrar na lista de espera';

async function readEntry(eventId: string): Promise<{ uid: string; entry: Entry } | null> {
  if (!hasSessionHint()) return null;
  const user = await currentUser();
  if (!user) return null;
  const { loadLiteFirestore } = await import('../session/firestore-client');
  const { db, sdk } = await loadLiteFirestore();
  const snap = await sdk.getDoc(sdk.doc(db, 'waitlist', `${eventId}__${user.uid}`));
  const data = snap.data();
  if (!data) return { uid: user.uid, entry: null };
  const oferta = data.oferta as { quantidade?: number; expira_em?: { toDate(): Date } } | null;
  const endsAt = oferta?.expira_em?.toDate() ?? null;
  const live = data.estado === 'convidado' && endsAt !== null && endsAt.getTime() > Date.now();
  return {
    uid: user.uid,
    entry: {
      state: String(data.estado),
      quantity: Number(data.quantidade) || 1,
      offer: live ? { quantity: Number(oferta?.quantidade) || 1, endsAt } : null,
    },
  };
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
  const [entry, setEntry] = useState<Entry>(null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    readEntry(eventId)
      .then((read) => {
        if (!live) return;
        setEntry(read?.entry ?? null);
        onOffer(read?.entry?.offer ?? null);
      })
      .catch((error: unknown) => console.warn('Lista de espera indisponível', error));
    return () => {
      live = false;
    };
  }, [eventId, attempt, onOffer]);

  const inLine = entry?.state === 'aguardando';
  const offer = entry?.offer ?? null;
  if (offer) {
    return (
      <div
        role="status"
        className="mt-4 rounded-xl border border-accent bg-accent-soft p-4 text-sm"
        data-testid="waitlist-offer"
      >
        <p className="font-semibold text-accent-ink">Chegou sua vez na lista de espera!</p>
        <p className="mt-1">
          {offer.quantity === 1
            ? '1 ingresso está reservado'
            : `${offer.quantity} ingressos estão reservados`}{' '}
          para você até {formatTime(offer.endsAt)}. Escolha as opções acima e compre.
        </p>
      </div>
    );
  }
  if (!soldOut && !inLine) return null;

  async function call(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      if (!hasSessionHint() || !(await currentUser())) {
        redirectToSignIn({
          returnTo: `/eventos/${eventSlug}`,
          flash: { type: 'error', message: SIGN_IN_MESSAGE },
        });
        return;
      }
      await action();
      toast.success(done);
      setAttempt((n) => n + 1);
    } catch (error) {
      console.error('Falha na lista de espera', error);
      toast.error(
        error instanceof Error && error.message ? error.message : 'Não foi possível agora. Tente novamente.',
      );
    } finally {
      setBusy(false);
    }
  }

  const api = () => import('../session/api-client');
  const join = () =>
    call(
      async () => (await api()).postJson('/api/me/waitlist', { eventId, quantidade: quantity }),
      'Você entrou na lista de espera. Avisaremos por e-mail quando houver ingressos.',
    );
  const leave = () =>
    call(
      async () => (await api()).deleteJson(`/api/me/waitlist/${encodeURIComponent(eventId)}`),
      'Você saiu da lista de espera.',
    );
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
      {inLine ? (
        <>
          <p className="mt-2">
            Você está na lista de espera (
            {entry!.quantity === 1 ? '1 ingresso' : `${entry!.quantity} ingressos`}). Se ingressos forem
            liberados, eles ficam reservados para você e avisamos por e-mail.
          </p>
          <button
            type="button"
            className="gn-btn-secondary mt-3"
            onClick={() => void leave()}
            disabled={busy}
          >
            {busy && <Spinner />}
            Sair da lista
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">
            Quando um ingresso for liberado, ele fica reservado para a primeira pessoa da fila.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <label htmlFor={`${id}-qnt`} className="grid gap-1">
              <span className="text-xs font-semibold">Quantos ingressos</span>
              <select
                id={`${id}-qnt`}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                className="min-h-11 rounded-lg border border-line-strong bg-surface px-3"
              >
                {Array.from({ length: maxPerOrder }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="gn-btn-primary" onClick={() => void join()} disabled={busy}>
              {busy && <Spinner />}
              {busy ? 'Entrando...' : 'Entrar na lista de espera'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
