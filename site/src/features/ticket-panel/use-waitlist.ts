// The waiting list's state and actions for WaitlistBox.tsx: the visitor's entry (read again after
// each action, its offer handed to the panel), and 'join' / 'leave', which send a visitor without
// a session to sign in first and say how it went in a toast.
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toasts';
import { currentUser, hasSessionHint, redirectToSignIn } from '../session/session';
import { readEntry, type WaitlistEntry, type WaitlistOffer } from './waitlist-entry';

const SIGN_IN_MESSAGE = 'Entre na sua conta para entrar na lista de espera';

const api = () => import('../session/api-client');

export function useWaitlist(
  eventId: string,
  eventSlug: string,
  onOffer: (offer: WaitlistOffer | null) => void,
) {
  const [entry, setEntry] = useState<WaitlistEntry>(null);
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

  const join = (quantity: number) =>
    call(
      async () => (await api()).postJson('/api/me/waitlist', { eventId, quantidade: quantity }),
      'Você entrou na lista de espera. Avisaremos por e-mail quando houver ingressos.',
    );
  const leave = () =>
    call(
      async () => (await api()).deleteJson(`/api/me/waitlist/${encodeURIComponent(eventId)}`),
      'Você saiu da lista de espera.',
    );

  return { entry, busy, join, leave };
}
