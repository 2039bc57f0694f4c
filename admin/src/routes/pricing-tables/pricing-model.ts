// Price-table form: the values the screen edits (prices as typed reais) and the conversions to
// and from the stored document (integer centavos). Pure, so it is unit-tested.
import { PRICE_KINDS, priceKindOf, type PriceKind } from '@gn/core/box-office';
import type { PricingTableFormValues } from '@gn/core/schemas/pricing-table';
import type { PricingTable } from '@gn/core/stored/content';
import { tableInfo } from '@gn/core/schemas/table-info';
import { centavosToInput, inputToCentavos } from '../../lib/money-input';

// The conversions live in lib/money-input.ts (the coupons use them too); re-exported for the tests.
export { centavosToInput, inputToCentavos };

export type PricingItemFields = {
  /** Stable: cart lines and orders point at it. Made once, never regenerated. */
  id: string;
  label: string;
  /** Reais as typed in the number input ('' = no price). */
  valor: string;
  tipo: PriceKind;
};

/** The options of each item's 'Tipo' select. */
export const PRICE_KIND_OPTIONS = Object.entries(PRICE_KINDS).map(([value, kind]) => ({
  value,
  label: kind.label,
}));

export type PricingFormFields = {
  nome: string;
  descricao: string;
  publicada: boolean;
  itens: PricingItemFields[];
};

export function newPricingItem(makeId: () => string = () => crypto.randomUUID()): PricingItemFields {
  return { id: makeId(), label: '', valor: '', tipo: 'inteira' };
}

export function emptyPricingForm(makeId?: () => string): PricingFormFields {
  return { nome: '', descricao: '', publicada: false, itens: [newPricingItem(makeId)] };
}

export function pricingDocToForm(
  doc: Pick<PricingTable, 'nome' | 'descricao' | 'publicada' | 'itens'>,
): PricingFormFields {
  return {
    nome: doc.nome,
    descricao: doc.descricao ?? '',
    publicada: doc.publicada === true,
    itens: (doc.itens ?? []).map((item) => ({
      id: item.id,
      label: item.label,
      valor: centavosToInput(item.valor_centavos),
      // Options saved before kinds existed are inteiras.
      tipo: priceKindOf(item),
    })),
  };
}

/** The input of core's pricingTableFormSchema. */
export function pricingFormToInput(form: PricingFormFields) {
  return {
    ...tableInfo(form),
    itens: form.itens.map((item) => ({
      id: item.id,
      label: item.label,
      valor_centavos: inputToCentavos(item.valor),
      tipo: item.tipo,
    })),
  };
}

/** itens.2.valor_centavos (schema) → itens.2.valor (form field). */
export function pricingErrorPath(path: string): string {
  return path.replace(/^itens\.(\d+)\.valor_centavos$/, 'itens.$1.valor');
}

/** The fields written to Firestore (timestamps are added by the query module). */
export function pricingValuesToDoc(values: PricingTableFormValues) {
  return {
    ...tableInfo(values),
    itens: values.itens.map((item) => ({
      id: item.id,
      label: item.label,
      valor_centavos: item.valor_centavos,
      tipo: item.tipo,
    })),
  };
}

/** '3 itens' / '1 item'. */
export function itemCountLabel(n: number): string {
  return n === 1 ? '1 item' : `${n} itens`;
}
