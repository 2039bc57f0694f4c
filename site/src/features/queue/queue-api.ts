// The virtual queue's endpoints (functions/src/api/public/queue.ts), typed.
import type { QueueFigures, QueuePlace } from '@gn/core/virtual-queue';
import { getJson, postJson } from '../session/api-client';

export type { QueueFigures, QueuePlace };

const base = (eventId: string) => `/api/queue/${encodeURIComponent(eventId)}`;

export const joinQueue = (eventId: string) => postJson<QueuePlace>(`${base(eventId)}/join`);
export const myPlace = (eventId: string) => getJson<QueuePlace>(`${base(eventId)}/me`);

/** The figures every waiting page shares (no session: the CDN answers most of these). */
export async function queueFigures(eventId: string, signal?: AbortSignal): Promise<QueueFigures> {
  const response = await fetch(base(eventId), { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Fila: ${response.status}`);
  return (await response.json()) as QueueFigures;
}
