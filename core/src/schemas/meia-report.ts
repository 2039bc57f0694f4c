// GET /api/admin/events/{id}/meia-entrada: the meia-entrada report of one event (admin only). No
// body: the event is the path's id. The answer is checked with this schema where it is read (the
// admin screen), so a change on one side shows at once on the other.
import { PRICE_KINDS, type PriceKind } from '../box-office.ts';
import { z } from '../zod.ts';

/** The 404 when the path names no event. */
export const MEIA_REPORT_EVENT_NOT_FOUND = 'Evento não encontrado';

const count = z.number().int().min(0);
const kind = z.enum(Object.keys(PRICE_KINDS) as [PriceKind, ...PriceKind[]]);

const countsSchema = z.object({
  /** paid tickets (ativo or usado) */
  vendidas: count,
  /** tickets of unpaid orders still holding their places (aguardando_pagamento) */
  reservadas: count,
});

/** 200 of GET /api/admin/events/{id}/meia-entrada. */
export const meiaReportAnswerSchema = z.object({
  evento: z.object({ id: z.string(), titulo: z.string(), data_inicio: z.iso.datetime().nullable() }),
  /** when the figures were read (ISO) */
  gerado_em: z.iso.datetime(),
  /** the event's ticket total (`event_stock.total`); null: no stock set, so no quota either */
  oferta: count.nullable(),
  /** the quota as the public counter shows it (`event_stock.meia_total`) */
  cota: count.nullable(),
  /** the quota tickets left: the public counter's figure (meiaLeft of `event_stock`) */
  restantes: count.nullable(),
  /** one line per half-price kind, those in the quota first */
  linhas: z.array(countsSchema.extend({ tipo: kind, rotulo: z.string(), na_cota: z.boolean() })),
  /** the quota lines added up */
  total_cota: countsSchema,
});

export type MeiaReportAnswer = z.infer<typeof meiaReportAnswerSchema>;
export type MeiaReportCounts = z.infer<typeof countsSchema>;
export type MeiaReportLine = MeiaReportAnswer['linhas'][number];
