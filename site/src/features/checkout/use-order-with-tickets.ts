// The order of /checkout/success and its tickets, read once for the signed-in buyer: loading,
// then the order or 'missing' (also when the read fails).
import { useEffect, useState } from 'react';
import { loadOrderWithTickets, type LoadedOrder } from '../orders/order-queries';

export function useOrderWithTickets(uid: string, orderId: string): LoadedOrder {
  const [loaded, setLoaded] = useState<LoadedOrder>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadOrderWithTickets(uid, orderId)
      .then((result) => live && setLoaded(result))
      .catch((error: unknown) => {
        console.error('Falha ao carregar o pedido', error);
        if (live) setLoaded({ state: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [uid, orderId]);
  return loaded;
}
