// Reading `tickets/{ticketId}` (docs/data-model.md; written by functions only): the one reader of
// a ticket for the account, the success page, the PDF and e-mail, check-in and the admin.
// Tolerant of missing fields; the status is its canonical value or null when unknown.
import { z } from '../zod.ts';
import { isPriceKind } from '../box-office.ts';
import { parseTicketStatus } from '../order-status.ts';
import { ageRatingOf } from '../age-rating.ts';
import {
  anyValueOf,
  flag,
  list,
  map,
  number,
  numberOrNull,
  oneOf,
  parsedText,
  plainMap,
  readTime,
  text,
  textOrNull,
  time,
} from './fields.ts';
import type { AgeRating } from '../age-rating.ts';
import { WHEELCHAIR_ROLES, type WheelchairRole } from '../wheelchair.ts';
import type { PriceKind } from '../box-office.ts';
import type { TicketTransfer } from '../ticket-transfer.ts';
import type { TicketStatus } from '../order-status.ts';
import type { TicketPresence } from '../checkin-scan.ts';

/** The holder's presence at the door (issue #30), or null: never scanned, or a broken map. */
function readPresence(value: unknown): TicketPresence | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const em = readTime(stored.em);
  if (!em || typeof stored.lista_id !== 'string') return null;
  return {
    dentro: stored.dentro === true,
    lista_id: stored.lista_id,
    lista_nome: typeof stored.lista_nome === 'string' ? stored.lista_nome : '',
    em,
    primeira_entrada: readTime(stored.primeira_entrada) ?? em,
    device_id: typeof stored.device_id === 'string' ? stored.device_id : null,
  };
}

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
  /** null: a ticket sold before the fee was kept per ticket */
  taxa_unitaria: numberOrNull,
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
  /** a wheelchair space's ticket: the user's or the companion's; null on every other ticket */
  lugar_acessivel: oneOf(WHEELCHAIR_ROLES),
  created_at: time,
  usado_em: time,
  checkin_por: textOrNull,
  /** where the holder is: inside or left, by which list and when (null: never scanned) */
  presenca: anyValueOf(readPresence),
  evento: map({
    titulo: text('Evento'),
    data_inicio: time,
    local: text(),
    capa_url: textOrNull,
    /** null on tickets of events without one, or issued before the field */
    classificacao_indicativa: anyValueOf(ageRatingOf),
    regra_menores: textOrNull,
  }),
});

/** A ticket as stored, read: every field present, each one its type or its default. */
export type StoredTicket = z.output<typeof storedTicketSchema>;

/** `tickets/{id}` as Firestore handed it (or anything else) → StoredTicket. Never throws. */
export function readTicket(data: unknown): StoredTicket {
  return storedTicketSchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
export interface TicketEventSnapshot {
  titulo: string;
  data_inicio: Date;
  local: string;
  capa_url: string | null;
  /** the event's age rating and rule for minors when it was issued (absent: none then) */
  classificacao_indicativa?: AgeRating | null;
  regra_menores?: string | null;
}

export interface Ticket {
  order_id: string;
  event_id: string;
  user_id: string;
  tipo: string;
  quantidade: number;
  /** centavos */
  preco_unitario: number;
  /** the service fee paid with it, centavos (the order line's taxa_unitaria; absent on older tickets) */
  taxa_unitaria?: number;
  status: TicketStatus;
  /** 'TKT-{timestamp}-{random}', unique */
  codigo_serial: string;
  /** what the QR encodes: signTicketCode() of core/ticket-code (forgery detectable at check-in) */
  qr_code: string;
  /** holder's name (the buyer's, or the one named at checkout when the event names its tickets) */
  titular: string;
  /** a named ticket's holder CPF (digits); null when the buyer is the holder */
  titular_cpf?: string | null;
  /** the e-mail a transfer sent the ticket to */
  titular_email?: string;
  /** every hand-over to another person (ticket-transfer.ts), oldest first */
  transferencias?: TicketTransfer[];
  /** the option's kind (box-office.ts PRICE_KINDS); absent on tickets issued before kinds */
  tipo_preco?: PriceKind;
  /** a half-price ticket: the door checks the holder's document */
  meia_entrada?: boolean;
  /** a wheelchair space's ticket (core/src/wheelchair.ts): the user's or the companion's */
  lugar_acessivel?: WheelchairRole;
  created_at: Date;
  /** check-in: when and by which admin the ticket became 'usado' */
  usado_em: Date | null;
  checkin_por: string | null;
  /** the door's record of the holder (check-in lists): absent until the first scan */
  presenca?: TicketPresence;
  evento: TicketEventSnapshot;
}
