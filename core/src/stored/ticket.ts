// Reading `tickets/{ticketId}` (docs/data-model.md; written by functions only): the one reader of
// a ticket for the account, the success page, the PDF and e-mail, check-in and the admin.
// Tolerant of missing fields; the status is its canonical value or null when unknown.
import { z } from '../zod.ts';
import { isPriceKind } from '../box-office.ts';
import { parseTicketStatus } from '../order-status.ts';
import { flag, list, map, number, parsedText, plainMap, text, textOrNull, time } from './fields.ts';

const transferSchema = z.object({
  em: time,
  de: map({ nome: text(), user_id: text() }),
  para: map({ nome: text(), email: text(), user_id: textOrNull }),
  serial_anterior: text(),
});

export const storedTicketSchema = z.object({
  order_id: text(),
  event_id: text(),
  /** null: a ticket whose holder has no account yet (transferred to an e-mail) */
  user_id: textOrNull,
  tipo: text(),
  quantidade: number(1).transform((n) => (n > 0 ? n : 1)),
  preco_unitario: number(),
  status: parsedText(parseTicketStatus),
  codigo_serial: text(),
  /** what the QR encodes; null on a document without one */
  qr_code: textOrNull,
  titular: text(),
  titular_cpf: textOrNull,
  titular_email: textOrNull,
  transferencias: list(transferSchema),
  tipo_preco: z
    .unknown()
    .optional()
    .transform((v) => (isPriceKind(v) ? v : null)),
  meia_entrada: flag,
  created_at: time,
  usado_em: time,
  checkin_por: textOrNull,
  evento: map({ titulo: text('Evento'), data_inicio: time, local: text(), capa_url: textOrNull }),
});

/** A ticket as stored, read: every field present, each one its type or its default. */
export type StoredTicket = z.output<typeof storedTicketSchema>;

/** `tickets/{id}` as Firestore handed it (or anything else) → StoredTicket. Never throws. */
export function readTicket(data: unknown): StoredTicket {
  return storedTicketSchema.parse(plainMap(data));
}
