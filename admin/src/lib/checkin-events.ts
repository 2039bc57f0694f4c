// The events a member of staff checks tickets in at: the door page's and the offline scanner's
// picker. The door and the box office get their scope's events from the API (the rules refuse
// them a query over all events); the admin gets every event, newest first.
import { SCOPED_ROLES, type Role } from '@gn/core/roles';
import type { ScannerEventsAnswer } from '@gn/core/schemas/checkin';
import { api } from './api';
import { loadEventOptions } from './event-option-queries';

export type DoorEvent = { id: string; titulo: string; dataInicio: Date | null };

/** GET /api/admin/checkin/events: the caller's scope, or the events about to happen. */
export function loadScannerEvents(): Promise<ScannerEventsAnswer> {
  return api<ScannerEventsAnswer>('/api/admin/checkin/events', { timeoutMs: 15_000 });
}

export async function loadDoorEvents(role: Role): Promise<DoorEvent[]> {
  if (!SCOPED_ROLES.has(role)) return loadEventOptions();
  const { eventos } = await loadScannerEvents();
  return eventos.map((e) => ({
    id: e.id,
    titulo: e.titulo,
    dataInicio: e.data_inicio ? new Date(e.data_inicio) : null,
  }));
}
