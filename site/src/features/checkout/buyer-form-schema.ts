// The Dados step's schema: the shared buyerSchema, plus the phone digit count of the profile rule
// (10 or 11 digits; the shared schema only asks for 10 characters, so '(11) 98765' would pass and
// then be refused by the payment provider), plus the holders of named tickets (none otherwise).
import { z } from '@gn/core/zod';
import { isValidPhone, PHONE_INVALID_MESSAGE } from '@gn/core/phone';
import { buyerSchema, holderSchema, type BuyerInput, type HolderInput } from '@gn/core/schemas/checkout';

export const buyerFormSchema = buyerSchema.extend({
  telefone: buyerSchema.shape.telefone.refine((value) => isValidPhone(value), PHONE_INVALID_MESSAGE),
  titulares: z.array(holderSchema),
});

export type BuyerStepValues = BuyerInput & { titulares: HolderInput[] };
