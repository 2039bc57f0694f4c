// Where the waiting lists live (docs/data-model.md): one entry per person and event,
// `waitlist/{eventId}__{uid}`, ordered by `created_at` (the arrival); each event's settings in
// `waitlists/{eventId}` ({ pausada, reserva_minutos, teve_inscritos }); the public count on `event_stock/{eventId}`
// (`fila_espera`) for the event page. An offer holds its tickets as ordinary stock slots whose
// order is `espera:{entryId}`, so nobody else can claim them while it lasts.
import {
  DEFAULT_HOLD_MINUTES,
  MAX_HOLD_MINUTES,
  MIN_HOLD_MINUTES,
  type WaitlistState,
} from '@gn/core/waitlist';
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

export const WAITLIST = 'waitlist';
export const WAITLIST_SETTINGS = 'waitlists';
/** The `order_id` of the slots an offer holds. */
export const HOLD_ORDER_PREFIX = 'espera:';

export interface WaitlistEntry {
  event_id: string;
  uid: string;
  /** the account's e-mail at joining (the offer goes to the account's current e-mail) */
  email: string;
  nome: string;
  quantidade: number;
  estado: WaitlistState;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** while offered: how many tickets are held, by which claim, until when */
  oferta: { quantidade: number; claim_id: string; em: Timestamp; expira_em: Timestamp } | null;
  /** the order that bought the offer */
  order_id: string | null;
}

export function entryIdOf(eventId: string, uid: string): string {
  return `${eventId}__${uid}`;
}

export function holdOrderId(entryId: string): string {
  return `${HOLD_ORDER_PREFIX}${entryId}`;
}

export interface WaitlistSettings {
  paused: boolean;
  holdMinutes: number;
  /** someone joined the list once (`teve_inscritos`, set by joining): the checkout counts the line */
  everJoined: boolean;
}

export async function waitlistSettings(db: Firestore, eventId: string): Promise<WaitlistSettings> {
  return waitlistSettingsFrom((await waitlistSettingsRef(db, eventId).get()).data());
}

export function waitlistSettingsRef(db: Firestore, eventId: string) {
  return db.doc(`${WAITLIST_SETTINGS}/${eventId}`);
}

/** The settings as stored (absent or out of range: the defaults). */
export function waitlistSettingsFrom(data: Record<string, unknown> = {}): WaitlistSettings {
  const minutes = data.reserva_minutos;
  return {
    paused: data.pausada === true,
    everJoined: data.teve_inscritos === true,
    holdMinutes:
      typeof minutes === 'number' &&
      Number.isInteger(minutes) &&
      minutes >= MIN_HOLD_MINUTES &&
      minutes <= MAX_HOLD_MINUTES
        ? minutes
        : DEFAULT_HOLD_MINUTES,
  };
}

/** People still waiting for an offer. */
export async function waitingCount(db: Firestore, eventId: string): Promise<number> {
  const snap = await db
    .collection(WAITLIST)
    .where('event_id', '==', eventId)
    .where('estado', '==', 'aguardando')
    .count()
    .get();
  return snap.data().count;
}

/** The event page's figure; a plain write like the stock figures (a stale value is fixed by the next change). */
export async function refreshWaitingFigure(db: Firestore, eventId: string): Promise<void> {
  try {
    const stock = db.doc(`event_stock/${eventId}`);
    if (!(await stock.get()).exists) return;
    await stock.update({
      fila_espera: await waitingCount(db, eventId),
      updated_at: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    logger.warn(`Could not refresh the waiting figure of ${eventId}`, error);
  }
}
