// An event's box-office settings as stored on its document (events/{id}: max_por_pedido,
// max_por_cpf, ingresso_nominal, transferencia_prazo_horas, cota_meia_percentual), read with their
// defaults by the checkout, the publisher and the build. The rules themselves are box-office.ts.
import { z } from './zod.ts';
import {
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TRANSFER_DEADLINE_HOURS,
  MAX_PER_ORDER_CEILING,
  MAX_TRANSFER_DEADLINE_HOURS,
  MEIA_QUOTA_MIN_PERCENT,
} from './box-office.ts';
import { WHEELCHAIR_SPACES_MAX } from './wheelchair.ts';

/** An event's box-office settings, as the checkout and the screens use them. */
export interface BoxOffice {
  maxPerOrder: number;
  /** null: no limit per CPF. */
  maxPerCpf: number | null;
  /** Each ticket names its holder (name and CPF) at checkout. */
  namedTickets: boolean;
  transferDeadlineHours: number;
  meiaQuotaPercent: number;
  /** Wheelchair spaces with a companion seat the event sells (wheelchair.ts); 0: none. */
  wheelchairSpaces: number;
}

const limitField = z.number().int().min(1).max(MAX_PER_ORDER_CEILING);

/**
 * The settings as stored on the event document (all optional: events made before them take the
 * defaults). A stored value out of range falls back to its default instead of failing the sale.
 */
export const storedBoxOfficeSchema = z.object({
  max_por_pedido: limitField.optional().catch(undefined),
  max_por_cpf: limitField.nullable().optional().catch(undefined),
  ingresso_nominal: z.boolean().optional().catch(undefined),
  transferencia_prazo_horas: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRANSFER_DEADLINE_HOURS)
    .optional()
    .catch(undefined),
  cota_meia_percentual: z.number().int().min(MEIA_QUOTA_MIN_PERCENT).max(100).optional().catch(undefined),
  espacos_cadeirante: z.number().int().min(0).max(WHEELCHAIR_SPACES_MAX).optional().catch(undefined),
});

/** The box office of a stored event, with the defaults for whatever it does not set. */
export function boxOfficeOf(doc: Record<string, unknown>): BoxOffice {
  const stored = storedBoxOfficeSchema.parse(doc);
  return {
    maxPerOrder: stored.max_por_pedido ?? DEFAULT_MAX_PER_ORDER,
    maxPerCpf: stored.max_por_cpf ?? null,
    namedTickets: stored.ingresso_nominal ?? false,
    transferDeadlineHours: stored.transferencia_prazo_horas ?? DEFAULT_TRANSFER_DEADLINE_HOURS,
    meiaQuotaPercent: stored.cota_meia_percentual ?? MEIA_QUOTA_MIN_PERCENT,
    wheelchairSpaces: stored.espacos_cadeirante ?? 0,
  };
}
