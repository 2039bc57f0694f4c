// Price tables (admin, /admin/tabelas-precos): a name and its options (label, value in centavos
// or none for an option not sold online, and kind: inteira or a meia-entrada), bounded lists, the
// messages of docs/spec/backoffice.md §5.
import { z } from '../zod.ts';
import { PRICE_KINDS, type PriceKind } from '../box-office.ts';
import { TEXT_MAX, boundedText, idField } from './fields.ts';
import { tableInfoFields } from './table-info.ts';

export const PRICING_ITEMS_MAX = 100;

export const PRICING_ITEM_LABEL_MESSAGE = 'Todos os itens devem ter um rótulo';
export const PRICING_ITEMS_MIN_MESSAGE = 'Deve haver pelo menos um item';
const VALUE_MESSAGE = 'Valor deve ser maior ou igual a 0';
const KIND_MESSAGE = 'Tipo inválido';

const PRICE_KIND_KEYS = Object.keys(PRICE_KINDS) as [PriceKind, ...PriceKind[]];

/** One price option. The id is stable (cart lines and orders point at it): the form makes it. */
export const pricingItemSchema = z.object({
  id: idField(),
  label: boundedText(1, PRICING_ITEM_LABEL_MESSAGE, TEXT_MAX.label, 'Rótulo'),
  /** centavos; null = an option without a price (costs 0). The form converts from reais. */
  valor_centavos: z.number({ error: VALUE_MESSAGE }).int(VALUE_MESSAGE).min(0, VALUE_MESSAGE).nullable(),
  /** Inteira, meia-entrada in the legal quota, or the elderly's meia (outside it). */
  tipo: z.enum(PRICE_KIND_KEYS, { error: KIND_MESSAGE }).default('inteira'),
});

export const pricingTableFormSchema = z.object({
  ...tableInfoFields,
  itens: z
    .array(pricingItemSchema)
    .min(1, PRICING_ITEMS_MIN_MESSAGE)
    .max(PRICING_ITEMS_MAX, `No máximo ${PRICING_ITEMS_MAX} itens`),
});

export type PricingTableFormInput = z.input<typeof pricingTableFormSchema>;
export type PricingTableFormValues = z.output<typeof pricingTableFormSchema>;

/** Deletion is blocked while events use the table. */
export function tableInUseMessage(n: number): string {
  return `Esta tabela está sendo usada por ${n} evento(s) e não pode ser excluída`;
}
