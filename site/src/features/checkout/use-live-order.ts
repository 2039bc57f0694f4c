// The order of the waiting page, live (onSnapshot on orders/{id}). No id, a missing order or a
// failed read: 'Erro ao carregar pedido', then the home page (the toast goes along as a flash).
// A listener can fall silent (a network that drops its stream without an error): `reread` asks
// the server for the document once, for the page to call when it has reason to doubt the view.
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../ui/toasts';
import { setFlash } from '../session/flash';
import { loadLiveFirestore } from '../session/firestore-client';
import { toOrderView, type OrderView } from '../orders/order-view';
import { WAITING_MESSAGES } from './waiting';

function failAndLeave() {
  toast.error(WAITING_MESSAGES.loadError);
  setFlash({ type: 'error', message: WAITING_MESSAGES.loadError });
  setTimeout(() => window.location.assign('/'), 1500);
}

export function useLiveOrder(orderId: string | null): {
  order: OrderView | null;
  reread: () => void;
} {
  const [order, setOrder] = useState<OrderView | null>(null);
  useEffect(() => {
    if (!orderId) {
      failAndLeave();
      return;
    }
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    let failed = false;
    const fail = (error?: unknown) => {
      if (failed || cancelled) return;
      failed = true;
      if (error) console.error('Falha ao ler o pedido', error);
      unsubscribe?.();
      failAndLeave();
    };
    loadLiveFirestore()
      .then(({ db, sdk }) => {
        if (cancelled) return;
        unsubscribe = sdk.onSnapshot(
          sdk.doc(db, 'orders', orderId),
          (snap) => {
            if (!snap.exists()) fail();
            else setOrder(toOrderView(snap.id, snap.data()));
          },
          fail,
        );
      })
      .catch(fail);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [orderId]);
  const reread = useCallback(() => {
    if (!orderId) return;
    loadLiveFirestore()
      .then(({ db, sdk }) => sdk.getDocFromServer(sdk.doc(db, 'orders', orderId)))
      .then((snap) => {
        if (snap.exists()) setOrder(toOrderView(snap.id, snap.data()));
      })
      // The listener is still there: a failed re-read changes nothing.
      .catch((error: unknown) => console.warn('Falha ao reler o pedido', error));
  }, [orderId]);
  return { order, reread };
}
