// The waiting list's bodies: a buyer joining (POST /api/me/waitlist) and the admin's settings
// of one event's list (PATCH /api/admin/waitlist/{eventId}).
import { MAX_PER_ORDER_CEILING } from '../box-office.ts';
import { MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../waitlist.ts';
import { z } from '../zod.ts';
import { idField } from './fields.ts';

const QUANTITY_MESSAGE = `Informe de 1 a ${MAX_PER_ORDER_CEILING} ingressos`;
const HOLD_MESSAGE = `A reserva deve durar de ${MIN_HOLD_MINUTES} a ${MAX_HOLD_MINUTES} minutos`;

export const waitlistJoinSchema = z.object({
  eventId: idField('Evento inválido'),
  quantidade: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_PER_ORDER_CEILING, QUANTITY_MESSAGE),
});
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;

export const waitlistSettingsSchema = z
  .object({
    pausada: z.boolean({ error: 'Informe se a lista está pausada' }),
    reserva_minutos: z
      .number({ error: HOLD_MESSAGE })
      .int(HOLD_MESSAGE)
      .min(MIN_HOLD_MINUTES, HOLD_MESSAGE)
      .max(MAX_HOLD_MINUTES, HOLD_MESSAGE),
  })
  .partial()
  .refine((v) => v.pausada !== undefined || v.reserva_minutos !== undefined, 'Nada para alterar');
export type WaitlistSettingsInput = z.infer<typeof waitlistSettingsSchema>;

/** POST /api/me/waitlist → 200: the buyer's place in the line. */
export interface WaitlistJoinAnswer {
  posicao: number;
  aguardando: number;
}
