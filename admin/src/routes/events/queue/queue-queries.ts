// The admin's virtual queue of an event: GET and PATCH /api/admin/queue/{eventId}
// (functions/src/api/admin/queue.ts: the figures are counted there, the change is audited).
import type { QueueSettingsInput } from '@gn/core/schemas/virtual-queue';
import { api } from '../../../lib/api';

export interface QueueScreen {
  titulo: string;
  ativa: boolean;
  pausada: boolean;
  taxa_por_minuto: number;
  /** people waiting (joined, not admitted yet) */
  na_fila: number;
  admitidos: number;
  /** orders placed with an admission */
  pedidos: number;
}

const path = (eventId: string) => `/api/admin/queue/${encodeURIComponent(eventId)}` as const;

export function loadQueueScreen(eventId: string): Promise<QueueScreen> {
  return api<QueueScreen>(path(eventId));
}

export function saveQueueSettings(eventId: string, body: QueueSettingsInput): Promise<QueueScreen> {
  return api<QueueScreen>(path(eventId), { method: 'PATCH', json: body });
}
