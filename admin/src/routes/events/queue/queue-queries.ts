// The admin's virtual queue of an event: GET and PATCH /api/admin/queue/{eventId}
// (functions/src/api/admin/queue.ts: the figures are counted there, the change is audited).
import type { AdminQueueAnswer, QueueSettingsInput } from '@gn/core/schemas/virtual-queue';
import { api } from '../../../lib/api';

const path = (eventId: string) => `/api/admin/queue/${encodeURIComponent(eventId)}` as const;

export function loadQueueScreen(eventId: string): Promise<AdminQueueAnswer> {
  return api<AdminQueueAnswer>(path(eventId));
}

export function saveQueueSettings(eventId: string, body: QueueSettingsInput): Promise<AdminQueueAnswer> {
  return api<AdminQueueAnswer>(path(eventId), { method: 'PATCH', json: body });
}
