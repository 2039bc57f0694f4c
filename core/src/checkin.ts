// Door check-in rules: what a scanned or typed code is, and why a ticket may not enter. Pure; the
// signature check (node:crypto) and the transaction live in functions/src/api/admin/tickets.
import { formatDateTime } from './dates.ts';
import { parseTicketStatus } from './order-status.ts';

/** What the door sees on an admitted half-price ticket, before letting the holder in. */
export const MEIA_CHECKIN_BANNER = 'MEIA-ENTRADA — conferir documento';

export const CHECKIN_MESSAGES = {
  forged: 'Código inválido ou falsificado',
  notFound: 'Ingresso não encontrado',
  cancelled: 'Ingresso cancelado',
  unpaid: 'Pagamento não confirmado',
  busy: 'Ingresso sendo validado em outro aparelho. Tente novamente.',
  transferred: 'Ingresso transferido: este QR Code não vale mais. O novo titular tem o código atual.',
} as const;

/**
 * The door's refusals. The codes are the HTTP kind's: the check-in screen shows the message and
 * switches on none of them, so the wire keeps the codes it always had.
 */
export const CHECKIN_ERRORS = {
  forged: { code: 'conflict', message: CHECKIN_MESSAGES.forged },
  notFound: { code: 'not_found', message: CHECKIN_MESSAGES.notFound },
  busy: { code: 'conflict', message: CHECKIN_MESSAGES.busy },
  transferred: { code: 'conflict', message: CHECKIN_MESSAGES.transferred },
} as const;

/** Code of the refusals checkinRefusal words (used, cancelled, unpaid, another event). */
export const CHECKIN_REFUSED_CODE = 'conflict';

/** 'Ingresso já utilizado em 05/03/2027 às 20:00' (São Paulo time). */
export function alreadyUsedMessage(usedAt: Date | null): string {
  return usedAt ? `Ingresso já utilizado em ${formatDateTime(usedAt)}` : 'Ingresso já utilizado';
}

export function otherEventMessage(eventTitle: string): string {
  return `Ingresso de outro evento: ${eventTitle}`;
}

export type CheckinCode = { kind: 'signed'; code: string } | { kind: 'serial'; serial: string } | null;

const SERIAL = /^TKT-\d+-[0-9A-Z]+$/;

/**
 * What was scanned or typed: the signed QR content ('GN1.…' or 'GN2.…', verified by the server or,
 * for GN2, by the offline scanner with the public key: signed-ticket-code.ts) or a serial
 * typed by hand ('TKT-…', any case, spaces ignored); anything else is null (refused as invalid).
 */
export function parseCheckinCode(raw: string): CheckinCode {
  const code = raw.trim();
  if (code.startsWith('GN1.')) return { kind: 'signed', code };
  if (code.startsWith('GN2.') && code.split('.').length === 3) return { kind: 'signed', code };
  const serial = code.replace(/\s+/g, '').toUpperCase();
  return SERIAL.test(serial) ? { kind: 'serial', serial } : null;
}

export interface CheckinTicket {
  status: string;
  event_id: string;
  usado_em: Date | null;
  evento: { titulo: string };
}

/**
 * Why this ticket may not enter now (a pt-BR message), or null when it may. The event is checked
 * first: a ticket of another event is refused as such whatever its state.
 */
export function checkinRefusal(ticket: CheckinTicket, eventId?: string | null): string | null {
  if (eventId && ticket.event_id !== eventId) return otherEventMessage(ticket.evento.titulo);
  switch (parseTicketStatus(ticket.status)) {
    case 'ativo':
      return null;
    case 'usado':
      return alreadyUsedMessage(ticket.usado_em);
    case 'pendente':
      return CHECKIN_MESSAGES.unpaid;
    default:
      return CHECKIN_MESSAGES.cancelled;
  }
}
