// Reading `event_checkin/{eventId}/conflitos/{id}` (docs/data-model.md; written by the offline
// sync): a ticket two scans let in. The one reader for the devices' sync answer and the admin's
// Portaria. Tolerant: a missing part reads as empty, a missing time as the epoch.
import { plainMap, readTime } from './fields.ts';

// The types live here (schemas/checkin.ts re-exports them for the sync's answer).
/** One side of a double admission: when, by which device (null: an online scan), at which list. */
export interface ConflictSide {
  em: string;
  device_id: string | null;
  lista_id: string;
  lista_nome: string;
}

/** `event_checkin/{eventId}/conflitos/{id}` as the devices see it (ISO dates). */
export interface SyncConflict {
  id: string;
  ticket_id: string;
  codigo_serial: string;
  titular: string;
  /** the earlier scan (it won); `segunda` the later one */
  primeira: ConflictSide;
  segunda: ConflictSide;
  registrado_em: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (readTime(value) ?? new Date(0)).toISOString();

function readSide(value: unknown): ConflictSide {
  const side = plainMap(value);
  return {
    em: iso(side.em),
    device_id: typeof side.device_id === 'string' ? side.device_id : null,
    lista_id: text(side.lista_id),
    lista_nome: text(side.lista_nome),
  };
}

export function readCheckinConflict(id: string, data: unknown): SyncConflict {
  const d = plainMap(data);
  return {
    id,
    ticket_id: text(d.ticket_id),
    codigo_serial: text(d.codigo_serial),
    titular: text(d.titular),
    primeira: readSide(d.primeira),
    segunda: readSide(d.segunda),
    registrado_em: iso(d.registrado_em),
  };
}
