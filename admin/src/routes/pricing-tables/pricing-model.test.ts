// Price-table form values: reais typed ↔ stored centavos, the form ↔ document conversions, and the
// resolver's errors mapped back onto the form's fields.
import { describe, expect, it } from 'vitest';
import { pricingTableFormSchema } from '@gn/core/schemas/pricing-table';
import { coreResolver } from '../../lib/core-resolver';
import {
  centavosToInput,
  emptyPricingForm,
  inputToCentavos,
  itemCountLabel,
  newPricingItem,
  pricingDocToForm,
  pricingErrorPath,
  pricingFormToInput,
  pricingValuesToDoc,
  PRICE_KIND_OPTIONS,
  type PricingFormFields,
} from './pricing-model';

const resolver = coreResolver(pricingTableFormSchema, {
  toInput: pricingFormToInput,
  mapPath: pricingErrorPath,
  arrays: ['itens'],
});

async function resolve(values: PricingFormFields) {
  // The resolver ignores its context and options.
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('price values', () => {
  it('converts between stored centavos and the typed reais', () => {
    expect(centavosToInput(12000)).toBe('120.00');
    expect(centavosToInput(4450)).toBe('44.50');
    expect(centavosToInput(null)).toBe('');
    expect(inputToCentavos('120')).toBe(12000);
    expect(inputToCentavos('44.5')).toBe(4450);
    expect(inputToCentavos('1.005')).toBe(101);
    expect(inputToCentavos('0,99')).toBe(99);
    expect(inputToCentavos('  ')).toBeNull();
    expect(inputToCentavos('0')).toBe(0);
  });

  it('turns negative or unreadable values into a value the schema refuses', () => {
    expect(inputToCentavos('-5')).toBeLessThan(0);
    expect(inputToCentavos('abc')).toBeLessThan(0);
    expect(inputToCentavos('1e3')).toBeLessThan(0);
  });
});

describe('doc ⇄ form', () => {
  it('keeps item ids and order across a round trip', async () => {
    const doc = {
      nome: 'Pista',
      descricao: null,
      publicada: true,
      itens: [
        { id: 'inteira', label: 'Inteira', valor_centavos: 12000, tipo: 'inteira' as const },
        { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' as const },
        { id: 'idoso', label: 'Idoso', valor_centavos: 6000, tipo: 'meia_idoso' as const },
        { id: 'sob-consulta', label: 'Sob consulta', valor_centavos: null, tipo: 'inteira' as const },
      ],
    };
    const form = pricingDocToForm(doc);
    expect(form.descricao).toBe('');
    expect(form.itens.map((i) => i.id)).toEqual(['inteira', 'meia', 'idoso', 'sob-consulta']);
    expect(form.itens.map((i) => i.tipo)).toEqual(['inteira', 'meia', 'meia_idoso', 'inteira']);
    const result = await resolve(form);
    expect(result.errors).toEqual({});
    expect(pricingValuesToDoc(result.values as never)).toEqual(doc);
  });

  it('an option saved before kinds existed (or with an unknown one) opens as an inteira', () => {
    const form = pricingDocToForm({
      nome: 'Pista',
      descricao: null,
      publicada: true,
      itens: [
        { id: 'a', label: 'Meia antiga', valor_centavos: 5000 },
        { id: 'b', label: 'Estranho', valor_centavos: 5000, tipo: 'estudante' as never },
      ],
    });
    expect(form.itens.map((i) => i.tipo)).toEqual(['inteira', 'inteira']);
  });

  it('offers every kind with its label, the quota ones by beneficiary', () => {
    expect(PRICE_KIND_OPTIONS).toEqual([
      { value: 'inteira', label: 'Inteira' },
      { value: 'meia', label: 'Meia-entrada (cota)' },
      { value: 'meia_estudante', label: 'Meia-entrada estudante' },
      { value: 'meia_pcd', label: 'Meia-entrada PCD' },
      { value: 'meia_jovem', label: 'Meia-entrada ID Jovem' },
      { value: 'meia_idoso', label: 'Meia-entrada idoso' },
      { value: 'cadeirante', label: 'Espaço para cadeirante + acompanhante' },
    ]);
  });

  it('new items get fresh ids and never reuse existing ones', () => {
    const ids = new Set([newPricingItem().id, newPricingItem().id, emptyPricingForm().itens[0]!.id]);
    expect(ids.size).toBe(3);
    let n = 0;
    expect(newPricingItem(() => `id-${++n}`)).toEqual({ id: 'id-1', label: '', valor: '', tipo: 'inteira' });
  });
});

describe('validation messages (spec)', () => {
  it('name, blank labels and bad values land on their fields', async () => {
    const { errors } = await resolve({
      nome: ' ab ',
      descricao: '',
      publicada: false,
      itens: [
        { id: 'a', label: 'Inteira', valor: '10', tipo: 'inteira' },
        { id: 'b', label: '  ', valor: '-1', tipo: 'meia' },
      ],
    });
    expect(errors).toMatchObject({
      nome: { message: 'Nome deve ter pelo menos 3 caracteres' },
      itens: [
        undefined,
        {
          label: { message: 'Todos os itens devem ter um rótulo' },
          valor: { message: 'Valor deve ser maior ou igual a 0' },
        },
      ],
    });
  });

  it('at least one item, reported on the field array root', async () => {
    const { errors } = await resolve({ nome: 'Pista', descricao: '', publicada: false, itens: [] });
    expect(errors).toMatchObject({ itens: { root: { message: 'Deve haver pelo menos um item' } } });
  });

  it('trims and nulls the description', async () => {
    const { values } = await resolve({
      nome: '  Camarote  ',
      descricao: '   ',
      publicada: false,
      itens: [{ id: 'x', label: ' VIP ', valor: '380', tipo: 'meia_idoso' }],
    });
    expect(values).toEqual({
      nome: 'Camarote',
      descricao: null,
      publicada: false,
      itens: [{ id: 'x', label: 'VIP', valor_centavos: 38000, tipo: 'meia_idoso' }],
    });
  });
});

describe('itemCountLabel', () => {
  it('item count label', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 itens');
  });
});
