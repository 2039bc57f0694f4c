// Door check-in: what a scanned or typed code is, and the door's refusal messages. Pure; the
// decision at a list is checkin-scan.ts, the signature check (node:crypto) functions/src/checkin.

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

/** Code of the door's refusals of a ticket (another event, cancelled, unpaid, already inside, ...). */
export const CHECKIN_REFUSED_CODE = 'conflict';

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
