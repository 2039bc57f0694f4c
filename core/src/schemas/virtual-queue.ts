// The admin's settings of an event's virtual queue (PATCH /api/admin/queue/{eventId}).
import { MAX_QUEUE_RATE, MIN_QUEUE_RATE, QUEUE_MESSAGES } from '../virtual-queue.ts';
import { z } from '../zod.ts';

export const queueSettingsSchema = z
  .object({
    ativa: z.boolean({ error: 'Informe se a fila está ativa' }),
    pausada: z.boolean({ error: 'Informe se a fila está pausada' }),
    taxa_por_minuto: z
      .number({ error: QUEUE_MESSAGES.rate })
      .int(QUEUE_MESSAGES.rate)
      .min(MIN_QUEUE_RATE, QUEUE_MESSAGES.rate)
      .max(MAX_QUEUE_RATE, QUEUE_MESSAGES.rate),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nada para alterar');
export type QueueSettingsInput = z.infer<typeof queueSettingsSchema>;

/** 200 of GET and PATCH /api/admin/queue/{eventId}: the event's title, the queue's settings and figures. */
export interface AdminQueueAnswer {
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
