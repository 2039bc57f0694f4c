// Reading a line of an order's e-mail log (`orders/{orderId}/emails/{id}`, written by the
// functions' mail/mail-log.ts): the admin's "E-mails enviados" card and the data export read it here.
import { z } from '../zod.ts';
import { oneOf, plainMap, text, textOrNull, time } from './fields.ts';

export const storedMailLogSchema = z.object({
  /** the kind (core/src/mail-kinds.ts); kept as stored, so a kind added later still shows */
  tipo: text(),
  para: text(),
  assunto: text(),
  estado: oneOf(['enviado', 'falhou']),
  erro: textOrNull,
  em: time,
  /** the admin who asked for it; null when the shop sent it on its own */
  por: textOrNull,
});
export type StoredMailLogLine = z.output<typeof storedMailLogSchema>;

export function readMailLogLine(data: unknown): StoredMailLogLine {
  return storedMailLogSchema.parse(plainMap(data));
}
