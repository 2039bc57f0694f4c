// The signed-in visitor's entry in an event's waiting list, read from Firestore (lite, loaded
// only for a visitor with a session hint): its state, the quantity wanted, and a live offer
// (the tickets held for them until a time) when their turn has come.
import { currentUser, hasSessionHint } from '../session/session';

export interface WaitlistOffer {
  quantity: number;
  endsAt: Date;
}

export type WaitlistEntry = { state: string; quantity: number; offer: WaitlistOffer | null } | null;

/** null without a session; `entry` null when the visitor is not in the list. */
export async function readEntry(eventId: string): Promise<{ uid: string; entry: WaitlistEntry } | null> {
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
