// An event's lotes as the admin edits them (the event form's "Lotes" section) and as they are read
// back from the event document by the checkout, the publisher and the build. Dates in the form
// are `<input type="datetime-local">` values in São Paulo time, as the event's own dates.
import { z } from '../zod.ts';
import { parseSaoPauloLocal, toSaoPauloLocalInput } from '../dates.ts';
import { LOTES_MAX, type Lote } from '../lotes.ts';
import { idField, isLocalDateTime } from './fields.ts';

export const LOTE_NAME_MESSAGE = 'Dê um nome ao lote (ex.: 1º lote)';
export const LOTE_QUANTITY_MESSAGE = 'Quantidade: um número inteiro maior que zero, ou vazio';
export const LOTE_PRICE_MESSAGE = 'Preço do lote deve ser maior ou igual a 0';
export const LOTE_LIMIT_MESSAGE =
  'Cada lote, menos o último, precisa de uma quantidade ou de uma data de término';
export const LOTE_DATES_MESSAGE = 'As datas de término dos lotes devem ser crescentes';

const priceField = z.number({ error: LOTE_PRICE_MESSAGE }).int(LOTE_PRICE_MESSAGE).min(0, LOTE_PRICE_MESSAGE);

export const loteFormSchema = z.object({
  id: idField(),
  nome: z
    .string({ error: LOTE_NAME_MESSAGE })
    .trim()
    .min(1, LOTE_NAME_MESSAGE)
    .max(40, 'Nome do lote: até 40 caracteres'),
  quantidade: z
    .number({ error: LOTE_QUANTITY_MESSAGE })
    .int(LOTE_QUANTITY_MESSAGE)
    .min(1, LOTE_QUANTITY_MESSAGE)
    .max(1_000_000, LOTE_QUANTITY_MESSAGE)
    .nullable()
    .default(null),
  termina_em: z
    .string()
    .trim()
    .refine((v) => v === '' || isLocalDateTime(v), 'Data de término inválida')
    .default(''),
  /** centavos by 'tableId/itemId' (lotes.ts loteOptionKey) */
  precos: z.record(z.string().max(260), priceField).default({}),
});

/** The lotes of the form, in selling order: every lote but the last ends somehow, dates rising. */
export const lotesFormField = z
  .array(loteFormSchema)
  .max(LOTES_MAX, `No máximo ${LOTES_MAX} lotes`)
  .superRefine((lotes, ctx) => {
    lotes.forEach((lote, index) => {
      if (index < lotes.length - 1 && lote.quantidade === null && lote.termina_em === '') {
        ctx.addIssue({ code: 'custom', message: LOTE_LIMIT_MESSAGE, path: [index, 'quantidade'] });
      }
    });
    const ends = lotes.map((l) =>
      isLocalDateTime(l.termina_em) ? parseSaoPauloLocal(l.termina_em).getTime() : null,
    );
    let last = -Infinity;
    ends.forEach((end, index) => {
      if (end === null) return;
      if (end <= last)
        ctx.addIssue({ code: 'custom', message: LOTE_DATES_MESSAGE, path: [index, 'termina_em'] });
      last = end;
    });
  })
  .default([]);

export type LoteFormValues = z.output<typeof loteFormSchema>;

/** The stored lotes of the form's values (dates as Dates). */
export function lotesFormToDoc(lotes: readonly LoteFormValues[]): Lote[] {
  return lotes.map((l) => ({
    id: l.id,
    nome: l.nome,
    quantidade: l.quantidade,
    termina_em: l.termina_em === '' ? null : parseSaoPauloLocal(l.termina_em),
    precos: l.precos,
  }));
}

export function lotesDocToForm(lotes: readonly Lote[]): LoteFormValues[] {
  return lotes.map((l) => ({
    id: l.id,
    nome: l.nome,
    quantidade: l.quantidade,
    termina_em: l.termina_em ? toSaoPauloLocalInput(l.termina_em) : '',
    precos: { ...l.precos },
  }));
}
