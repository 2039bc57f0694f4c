// The body of an Asaas webhook delivery: the fields the webhook reads (event id, event, payment),
// everything else passed through (Asaas adds fields without notice).
import { z } from '../zod.ts';

// The part of an Asaas webhook body the product reads; other fields pass through untouched.
// `payment` is optional: a non-payment event is acknowledged (200) and ignored, because Asaas
// retries anything else until it pauses the whole queue.
export const asaasWebhookSchema = z.looseObject({
  id: z.string({ error: 'Evento sem id' }).min(1, 'Evento sem id').max(200),
  event: z.string({ error: 'Evento sem tipo' }).min(1, 'Evento sem tipo').max(100),
  payment: z
    .looseObject({
      id: z.string().min(1).max(100),
      status: z.string().max(100),
      value: z.number().optional(),
      deleted: z.boolean().optional(),
      externalReference: z.string().max(200).nullish(),
      /** the installment plan the payment belongs to (parcelamento) */
      installment: z.string().max(100).nullish(),
    })
    .optional(),
});
export type AsaasWebhookBody = z.infer<typeof asaasWebhookSchema>;
