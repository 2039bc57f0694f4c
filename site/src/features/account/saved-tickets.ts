// The account's tickets on the phone without network (issue #30, item 4): after each load the
// user's latest tickets, with their QR codes drawn as images, are kept in localStorage under one
// key that names the user; another user's copy is never shown, and signing out removes it
// (session/firebase-client.ts). Only the user's own data, and only what /conta/ingressos shows.
import { SAVED_TICKETS_KEY } from '../session/saved-tickets-key';
import { isPaidTicket, type AccountTicket } from '../orders/ticket-view';

/** Enough for a season of events; a QR image is about 3 KB. */
export const SAVED_TICKETS_LIMIT = 30;

export interface SavedTickets {
  savedAt: Date;
  tickets: AccountTicket[];
  /** ticket id → the QR code as a data: URL (paid tickets only) */
  qrs: Record<string, string>;
}

interface StoredCopy {
  v: 1;
  uid: string;
  savedAt: string;
  tickets: (Omit<AccountTicket, 'created_at' | 'evento'> & {
    created_at: string;
    evento: Omit<AccountTicket['evento'], 'data_inicio'> & { data_inicio: string };
  })[];
  qrs: Record<string, string>;
}

export function serializeSaved(uid: string, saved: SavedTickets): string {
  const copy: StoredCopy = {
    v: 1,
    uid,
    savedAt: saved.savedAt.toISOString(),
    tickets: saved.tickets.slice(0, SAVED_TICKETS_LIMIT).map((t) => ({
      ...t,
      created_at: t.created_at.toISOString(),
      evento: { ...t.evento, data_inicio: t.evento.data_inicio.toISOString() },
    })),
    qrs: saved.qrs,
  };
  return JSON.stringify(copy);
}

/** The copy when it is `uid`'s and readable; null otherwise (never throws). */
export function parseSaved(uid: string, text: string | null): SavedTickets | null {
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as Partial<StoredCopy>;
    if (copy.v !== 1 || copy.uid !== uid || !Array.isArray(copy.tickets) || !copy.savedAt) return null;
    return {
      savedAt: new Date(copy.savedAt),
      tickets: copy.tickets.map((t) => ({
        ...t,
        created_at: new Date(t.created_at),
        evento: { ...t.evento, data_inicio: new Date(t.evento.data_inicio) },
      })),
      qrs: copy.qrs && typeof copy.qrs === 'object' ? copy.qrs : {},
    };
  } catch {
    return null;
  }
}

export function loadSavedTickets(uid: string): SavedTickets | null {
  try {
    return parseSaved(uid, localStorage.getItem(SAVED_TICKETS_KEY));
  } catch {
    return null;
  }
}

/** Keeps the latest tickets and draws their QR codes (the same image the QR dialog shows). */
export async function saveTickets(uid: string, tickets: AccountTicket[], now = new Date()): Promise<void> {
  const kept = tickets.slice(0, SAVED_TICKETS_LIMIT);
  const QRCode = await import('qrcode');
  const qrs: Record<string, string> = {};
  for (const t of kept) {
    if (!t.qr_code || !isPaidTicket(t.status)) continue;
    qrs[t.id] = await QRCode.toDataURL(t.qr_code, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  }
  try {
    localStorage.setItem(SAVED_TICKETS_KEY, serializeSaved(uid, { savedAt: now, tickets: kept, qrs }));
  } catch (error) {
    // Storage full or disabled: the page works online as before.
    console.error('Falha ao guardar os ingressos para uso sem conexão', error);
  }
}
