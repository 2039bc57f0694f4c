// The order's e-mail log (`orders/{id}/emails`, written by the functions' mail-log.ts) as the
// 'E-mails enviados' card shows it: pure shaping, unit-tested beside it.
import { mailKindLabel } from '@gn/core/mail-kinds';

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One stored line → the card's entry; fields of an odd document fall back to empty values. */
export function toEmailLogEntry(
  id: string,
  data: Record<string, unknown>,
  toDate: (value: unknown) => Date | null,
): EmailLogEntry {
  const error = text(data.erro);
  const by = text(data.por);
  return {
    id,
    kind: mailKindLabel(text(data.tipo) || '—'),
    to: text(data.para),
    subject: text(data.assunto),
    sent: data.estado === 'enviado',
    error: error || null,
    at: toDate(data.em),
    by: by || null,
  };
}
