// The tickets of /conta/ingressos: read from Firestore, then kept in the browser with their QR
// codes (saved-tickets.ts) and the page's shell given to the account's service worker
// (account-offline.ts). Without network the kept copy is shown, with when it was saved. Tickets
// transferred to this verified address are claimed first, then the list reloads.
import { useEffect, useState } from 'react';
import { claimedMessage } from '@gn/core/email-verification';
import { toast } from '../../ui/toasts';
import type { AccountTicket } from '../orders/ticket-view';
import { userTickets } from './account-queries';
import { registerAccountWorker } from './account-offline';
import { claimWaitingTickets, tokenSaysVerified } from './email-verification';
import { TICKETS_LOAD_ERROR } from './messages';
import { loadSavedTickets, saveTickets } from './saved-tickets';

export type TicketsLoad =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      tickets: AccountTicket[];
      /** set when the list is the copy kept for offline use: when it was saved */
      offlineSince: Date | null;
      /** ticket id → QR image kept with the copy */
      qrs: Record<string, string>;
    };

/** Claims waiting tickets when the token already says verified (/conta refreshes it); 0 otherwise. */
async function claimIfVerified(): Promise<number> {
  try {
    return (await tokenSaysVerified()) ? await claimWaitingTickets() : 0;
  } catch (error) {
    console.error('Falha ao receber ingressos transferidos', error);
    return 0;
  }
}

export function useMyTickets(uid: string): [TicketsLoad, () => void] {
  const [load, setLoad] = useState<TicketsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    const offlineCopy = () => {
      const saved = loadSavedTickets(uid);
      if (!saved) return false;
      setLoad({ state: 'ready', tickets: saved.tickets, offlineSince: saved.savedAt, qrs: saved.qrs });
      return true;
    };
    if (!navigator.onLine && offlineCopy()) return;
    userTickets(uid)
      .then(async (tickets) => {
        if (!live) return;
        setLoad({ state: 'ready', tickets, offlineSince: null, qrs: {} });
        await saveTickets(uid, tickets);
        await registerAccountWorker();
      })
      .catch((error: unknown) => {
        if (!live) return;
        // No network (or Firestore out of reach): the copy kept on the last visit, if any.
        if (offlineCopy()) return;
        console.error(TICKETS_LOAD_ERROR, error);
        setLoad({ state: 'error' });
        toast.error(TICKETS_LOAD_ERROR);
      });
    return () => {
      live = false;
    };
  }, [uid, attempt]);
  // Back online: read the tickets again.
  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  useEffect(() => {
    let live = true;
    void claimIfVerified().then((count) => {
      if (live && count > 0) {
        toast.success(claimedMessage(count));
        setAttempt((n) => n + 1);
      }
    });
    return () => {
      live = false;
    };
  }, [uid]);
  return [load, () => setAttempt((n) => n + 1)];
}
