// One order of the signed-in buyer and its tickets, read under the rules (the success page and
// the account's order page both show them). Someone else's order reads as missing.
import { loadLiteFirestore } from '../session/firestore-client';
import { byTicketNumber, toAccountTicket, toOrderView, type OrderView } from './order-view';
import type { AccountTicket } from './ticket-view';

export type LoadedOrder =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; order: OrderView; tickets: AccountTicket[] };

export async function loadOrderWithTickets(uid: string, orderId: string): Promise<LoadedOrder> {
  const { db, sdk } = await loadLiteFirestore();
  let snap;
  try {
    snap = await sdk.getDoc(sdk.doc(db, 'orders', orderId));
  } catch (error) {
    // The rules refuse someone else's order exactly like a missing one.
    console.warn('Pedido ilegível', error);
    return { state: 'missing' };
  }
  const data = snap.data();
  if (!data) return { state: 'missing' };
  // The rules allow listing tickets only with the user_id filter.
  const tickets = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'tickets'),
      sdk.where('user_id', '==', uid),
      sdk.where('order_id', '==', orderId),
    ),
  );
  return {
    state: 'ready',
    order: toOrderView(snap.id, data),
    tickets: tickets.docs.map((d) => toAccountTicket(d.id, d.data())).sort(byTicketNumber),
  };
}
