import { z } from 'zod';
import { emptyToNull, minText } from './fields.ts';

export const PRICING_ITEM_LABEL_MESSAGE = 'Todos os itens devem ter um rótulo';
export const PRICING_ITEMS_MIN_MESSAGE = 'Deve haver pelo menos um item';
const VALUE_MESSAGE = 'Valor deve ser maior ou igual a 0';

/** One price option. The id is stable (cart lines and orders point at it): the form makes it. */
export const pricingItemSchema = z.object({
  id: z.string().trim().min(1),
  label: z.string({ error: PRICING_ITEM_LABEL_MESSAGE }).trim().min(1, PRICING_ITEM_LABEL_MESSAGE),
  /** centavos; null = an option without a price (costs 0). The form converts from reais. */
  valor_centavos: z.number({ error: VALUE_MESSAGE }).int(VALUE_MESSAGE).min(0, VALUE_MESSAGE).nullable(),
});

export const pricingTableFormSchema = z.object({
  nome: minText(3, 'Nome deve ter pelo menos 3 caracteres'),
  descricao: z
    .string()
    .nullable()
    .default(null)
    .transform((v) => emptyToNull(v)),
  publicada: z.boolean().default(false),
  itens: z.array(pricingItemSchema).min(1, PRICING_ITEMS_MIN_MESSAGE),
});

export type PricingTableFormInput = z.input<typeof pricingTableFormSchema>;
export type PricingTableFormValues = z.output<typeof pricingTableFormSchema>;

/** Deletion is blocked while events use the table. */
export function tableInUseMessage(n: number): string {
  return `Esta tabela está sendo usada por ${n} evento(s) e não pode ser excluída`;
}
