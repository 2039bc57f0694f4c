// Bodies and answers of the event day's API (issue #30): an event's check-in lists, a scan at a
// list (online), the offline scanner's snapshot and its sync. The door's decision itself is
// core/src/checkin-scan.ts; the codes a QR may carry are core/src/checkin.ts.
import { z } from '../zod.ts';
import type { SyncConflict } from '../stored/checkin-conflict.ts';
import type { WheelchairRole } from '../wheelchair.ts';
import { SCAN_DIRECTIONS, type CheckinList, type ScanDirection } from '../checkin-scan.ts';
import { CHECKIN_CODE_MESSAGE } from './admin-orders.ts';
import { idField } from './fields.ts';

export const CHECKIN_LISTS_MAX = 20;
export const LIST_NAME_MESSAGE = 'Dê um nome à lista (até 60 caracteres)';
export const LIST_ID_MESSAGE = 'Identificador de lista inválido';
export const LIST_DUPLICATE_MESSAGE = 'Duas listas com o mesmo identificador';

export const CHECKIN_LIST_MESSAGES = {
  notFound: 'Lista de check-in não encontrada',
  eventNotFound: 'Evento não encontrado',
} as const;

/** Refusals of the lists' API and of a scan naming a list the event does not have. */
export const CHECKIN_LIST_ERRORS = {
  notFound: { code: 'not_found', message: CHECKIN_LIST_MESSAGES.notFound },
  eventNotFound: { code: 'not_found', message: CHECKIN_LIST_MESSAGES.eventNotFound },
} as const;

/** A list that admits a type the event does not sell (PUT checkin-lists → 400). */
export function unknownTicketTypeMessage(tipo: string): string {
  return `Tipo de ingresso "${tipo}" não existe neste evento`;
}

/** A check-in list's id, as an event's lists and a staff member's scope name it. */
export const checkinListIdField = () =>
  z.string({ error: LIST_ID_MESSAGE }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, LIST_ID_MESSAGE);
const listId = checkinListIdField();

export const checkinListSchema = z.object({
  id: listId,
  nome: z.string({ error: LIST_NAME_MESSAGE }).trim().min(1, LIST_NAME_MESSAGE).max(60, LIST_NAME_MESSAGE),
  tipos: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  permite_saida: z.boolean().default(false),
});

/** PUT /api/admin/events/:id/checkin-lists: the event's lists, all at once (none: one general list). */
export const checkinListsSchema = z.object({
  listas: z
    .array(checkinListSchema)
    .max(CHECKIN_LISTS_MAX, `No máximo ${CHECKIN_LISTS_MAX} listas por evento`)
    .refine((lists) => new Set(lists.map((l) => l.id)).size === lists.length, LIST_DUPLICATE_MESSAGE),
});
export type CheckinListsInput = z.infer<typeof checkinListsSchema>;

/** 200 of GET (and PUT) /api/admin/events/:id/checkin-lists. */
export interface CheckinListsAnswer {
  /** the event's title */
  titulo: string;
  /** the lists the door uses (the caller's own, for a porteiro limited to some) */
  listas: CheckinList[];
  /** false: the event has no lists of its own and checks in at its one general list */
  proprias: boolean;
  /** the event's ticket types, which a list may admit */
  tipos: string[];
}

const direction = z.enum(SCAN_DIRECTIONS, { error: 'Escolha entrada ou saída' });
// A GN2 code carries the ticket's type and holder (signed-ticket-code.ts): ~280 characters, more
// with a long type name.
const code = z
  .string({ error: CHECKIN_CODE_MESSAGE })
  .trim()
  .min(1, CHECKIN_CODE_MESSAGE)
  .max(600, CHECKIN_CODE_MESSAGE);

/** POST /api/admin/checkin/scan: a code read at a list of an event, now. */
export const checkinScanSchema = z.object({
  code,
  eventId: idField('Evento inválido'),
  listId,
  direction: direction.default('entrada'),
});
export type CheckinScanInput = z.infer<typeof checkinScanSchema>;

/** The ticket as the door shows it (ISO dates). */
export interface ScannedTicket {
  id: string;
  codigo_serial: string;
  tipo: string;
  titular: string;
  meia_entrada: boolean;
  lugar_acessivel: WheelchairRole | null;
  evento: { titulo: string; data_inicio: string };
}

/** 200 of a scan: admitted (or let out); a refusal is a 409 with the message to show. */
export interface CheckinScanAnswer {
  ticket: ScannedTicket;
  direction: ScanDirection;
  lista: { id: string; nome: string };
  em: string;
}

export const SYNC_SCANS_MAX = 500;

/** One scan the offline scanner made and kept, sent when the network is back. */
export const offlineScanSchema = z.object({
  /** the device's own id for this scan (a UUID): a scan sent twice is applied once */
  id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Identificador de leitura inválido'),
  code,
  listId,
  direction,
  /** when the device admitted it (ISO); the first scan of a ticket wins */
  at: z.iso.datetime({ offset: true, error: 'Horário de leitura inválido' }),
});
export type OfflineScan = z.infer<typeof offlineScanSchema>;

/** POST /api/admin/checkin/sync: a device's queued scans of one event. */
export const checkinSyncSchema = z.object({
  eventId: idField('Evento inválido'),
  deviceId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Aparelho inválido'),
  scans: z.array(offlineScanSchema).max(SYNC_SCANS_MAX, `No máximo ${SYNC_SCANS_MAX} leituras por envio`),
});
export type CheckinSyncInput = z.infer<typeof checkinSyncSchema>;

/**
 * What became of one synced scan: applied; a conflict (another scan of the ticket came first: the
 * first wins, both devices and the admin see it); or refused (cancelled or transferred since the
 * device's download, wrong event or list).
 */
export type SyncedScanResult =
  | { id: string; outcome: 'aplicada' }
  | {
      id: string;
      outcome: 'conflito';
      message: string;
      primeira: { em: string; lista_nome: string; device_id: string | null };
    }
  | { id: string; outcome: 'recusada'; message: string };

export type { ConflictSide, SyncConflict } from '../stored/checkin-conflict.ts';

export interface CheckinSyncAnswer {
  results: SyncedScanResult[];
  /**
   * Every conflict of the event involving this device's scans, as first or second (at most
   * SYNC_CONFLICTS_MAX, newest first): the device that synced first learns of it on its next sync.
   */
  conflitos: SyncConflict[];
}

export const SYNC_CONFLICTS_MAX = 100;

/** One ticket of the offline scanner's download: what it needs to decide and to show. */
export interface SnapshotTicket {
  id: string;
  codigo_serial: string;
  tipo: string;
  titular: string;
  /** the holder's CPF's last 4 digits only (searched by the steward, never the whole CPF) */
  cpf_final: string | null;
  meia_entrada: boolean;
  lugar_acessivel: WheelchairRole | null;
  status: string;
  presenca: {
    dentro: boolean;
    lista_id: string;
    lista_nome: string;
    em: string;
    primeira_entrada: string;
  } | null;
  usado_em: string | null;
}

/** GET /api/admin/checkin/:eventId/snapshot: what the offline scanner downloads. */
export interface CheckinSnapshotAnswer {
  evento: { id: string; titulo: string; data_inicio: string };
  listas: CheckinList[];
  tickets: SnapshotTicket[];
  /** the Ed25519 public key (base64url, raw 32 bytes) that verifies 'GN2.' codes on the device */
  chave_publica: string;
  gerado_em: string;
}

/** GET /api/admin/checkin/events: the events the caller scans at (a porteiro's scope), soonest first. */
export interface ScannerEventsAnswer {
  eventos: { id: string; titulo: string; data_inicio: string | null }[];
}

/**
 * GET /api/admin/checkin/:eventId/figures → 200: the door's "N de M vendidos" for anyone who scans
 * at the event (a porteiro cannot count tickets through the rules: the server counts for them).
 */
export interface DoorFiguresAnswer {
  /** tickets that entered ('usado') */
  entraram: number;
  /** tickets sold and valid ('ativo' + 'usado') */
  vendidos: number;
}
