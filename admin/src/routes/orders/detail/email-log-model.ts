// The order's e-mail log (`orders/{id}/emails`, written by the functions' mail-log.ts) as the
// 'E-mails enviados' card shows it: pure shaping, unit-tested beside it.
import { mailKindLabel } from '@gn/core/mail-kinds';
import { readMailLogLine } from '@gn/core/stored/mail-log';

export type EmailLogEntry = {
  id: string;
  /** the kind's pt-BR name */
  kind: string;
  to: string;
  subject: string;
  sent: boolean;
  error: string | null;
  at: Date | null;
  /** uid of the admin who asked for it; null when the shop sent it on its own */
  by: string | null;
};

/** One stored line → the card's entry (core's reader: fields of an odd document read as empty). */
export function toEmailLogEntry(id: string, data: unknown): EmailLogEntry {
  const line = readMailLogLine(data);
  return {
    id,
    kind: mailKindLabel(line.tipo || '—'),
    to: line.para,
    subject: line.assunto,
    sent: line.estado === 'enviado',
    error: line.erro,
    at: line.em,
    by: line.por,
  };
}
