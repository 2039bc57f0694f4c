// Handing a paid ticket to another person ("ceder o ingresso"; issue "Box office 1 of 2"): who may,
// until when, and what each refusal says. Pure: the function applies it in one transaction, where
// the ticket gets a new serial and signature, so the old QR code stops admitting at once.
import { canTransferAt } from './box-office.ts';
import { EMAIL_VERIFICATION_CODES } from './email-verification.ts';

export const TRANSFER_MESSAGES = {
  notFound: 'Ingresso não encontrado',
  notActive: 'Só ingressos ativos podem ser transferidos',
  toYourself: 'Este ingresso já está na sua conta. Informe os dados de outra pessoa.',
  done: 'Ingresso transferido',
  /** 403, code EMAIL_VERIFICATION_CODES.notVerified: only a verified account hands tickets on */
  unverifiedSender: 'Confirme seu e-mail antes de transferir ingressos.',
  tooMany: 'Muitas transferências em pouco tempo. Tente novamente mais tarde.',
} as const;

/**
 * The transfer's refusals. Codes other than the e-mail's are the HTTP kind's: clients show these
 * messages and switch on none of them, so the wire keeps the codes it always had.
 */
export const TRANSFER_ERRORS = {
  notFound: { code: 'not_found', message: TRANSFER_MESSAGES.notFound },
  toYourself: { code: 'conflict', message: TRANSFER_MESSAGES.toYourself },
  unverifiedSender: {
    code: EMAIL_VERIFICATION_CODES.notVerified,
    message: TRANSFER_MESSAGES.unverifiedSender,
  },
  tooMany: { code: 'too_many_requests', message: TRANSFER_MESSAGES.tooMany },
} as const;

/** Code of the refusals transferRefusal words (not active, deadline passed). */
export const TRANSFER_REFUSED_CODE = 'conflict';

/** The refusal once the event's deadline has passed ('24 horas antes do início'). */
export function transferClosedMessage(hoursBefore: number): string {
  const when =
    hoursBefore === 0
      ? 'o início do evento'
      : `${hoursBefore} ${hoursBefore === 1 ? 'hora' : 'horas'} antes do início`;
  return `Transferência encerrada: o prazo deste evento termina ${when}`;
}

/** Why this ticket cannot change holder now, or null. */
export function transferRefusal(
  ticket: { status: string; eventStart: Date },
  deadlineHours: number,
  now: Date,
): string | null {
  if (ticket.status !== 'ativo') return TRANSFER_MESSAGES.notActive;
  if (!canTransferAt(now, ticket.eventStart, deadlineHours)) return transferClosedMessage(deadlineHours);
  return null;
}

/** One entry of a ticket's `transferencias` history (docs/data-model.md, tickets). */
export interface TicketTransfer<Time = Date> {
  em: Time;
  de: { nome: string; user_id: string };
  para: { nome: string; email: string; user_id: string | null };
  /** the serial the old QR code carries: check-in tells the door it was transferred */
  serial_anterior: string;
}

/** Whether `serial` is one a ticket had before a transfer (an old QR code shown at the door). */
export function wasTransferredFrom(
  transfers: readonly Pick<TicketTransfer<unknown>, 'serial_anterior'>[] | undefined,
  serial: string,
): boolean {
  return (transfers ?? []).some((t) => t.serial_anterior === serial);
}
