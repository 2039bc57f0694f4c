// The event form's lotes model: reais ↔ centavos, default names and ids, the inteira options and
// the meia-entrada line, the schema's error paths on the screen's fields, and the quantity that
// cannot go below what a lote sold.
import { describe, expect, it } from 'vitest';
import { LOTE_DATES_MESSAGE, LOTE_LIMIT_MESSAGE, LOTE_PRICE_MESSAGE } from '@gn/core/schemas/lotes';
import { issuesToErrors } from '../../../lib/core-resolver';
import {
  EVENT_FORM_DEFAULTS,
  eventDocFromForm,
  eventFieldsToInput,
  eventFormResolver,
  eventFormSchema,
  eventValuesToFields,
  type EventFormFields,
} from './event-form-schema';
import {
  loteOptions,
  loteStates,
  lotesToFields,
  lotesToInput,
  meiaLine,
  newLote,
  newLoteId,
  nextLoteName,
  removeBlockedReason,
  salesText,
  soldBelowIssues,
  soldBelowMessage,
  type LoteFields,
  type LotePricingTable,
} from './lotes-model';

const PISTA: LotePricingTable = {
  id: 'pt-pista',
  nome: 'Pista',
  itens: [
    { id: 'inteira', label: 'Inteira', valor_centavos: 12000 },
    { id: 'meia', label: 'Meia-entrada', valor_centavos: 6000, tipo: 'meia' },
    { id: 'solidario', label: 'Solidário', valor_centavos: 8000 },
    { id: 'consulta', label: 'Caravana (sob consulta)', valor_centavos: null },
  ],
};
const CAMAROTE: LotePricingTable = {
  id: 'pt-camarote',
  nome: 'Camarote',
  itens: [{ id: 'inteira', label: 'Inteira', valor_centavos: 38000, tipo: 'inteira' }],
};

function lote(fields: Partial<LoteFields> = {}): LoteFields {
  return { id: 'lote-1', nome: '1º lote', quantidade: '', termina_em: '', precos: {}, ...fields };
}

const validEvent: EventFormFields = {
  ...eventValuesToFields(EVENT_FORM_DEFAULTS),
  titulo: 'Festival de Verão',
  slug: 'festival-de-verao',
  local: 'Arena',
  data_inicio: '2027-03-05T20:00',
  pricing_table_ids: ['pt-pista'],
};

/** The form errors of `fields` as the resolver sets them (paths joined, first message each). */
async function resolve(fields: EventFormFields, sold: Record<string, number> = {}) {
  const result = await eventFormResolver(() => sold)(fields, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as Record<string, unknown>;
}

describe('loteOptions', () => {
  it('one input per inteira option sold online of the checked tables; the meia follows the first inteira', () => {
    const options = loteOptions([CAMAROTE, PISTA], ['pt-pista', 'pt-camarote']);
    expect(options.map((o) => [o.key, o.label, o.tablePrice])).toEqual([
      ['pt-camarote/inteira', 'Camarote – Inteira', 38000],
      ['pt-pista/inteira', 'Pista – Inteira', 12000],
      ['pt-pista/solidario', 'Pista – Solidário', 8000],
    ]);
    expect(options.map((o) => o.meia)).toEqual([null, { tablePrice: 6000 }, null]);
  });

  it('only the checked tables', () => {
    expect(loteOptions([CAMAROTE, PISTA], ['pt-camarote']).map((o) => o.key)).toEqual([
      'pt-camarote/inteira',
    ]);
    expect(loteOptions([CAMAROTE, PISTA], [])).toEqual([]);
  });
});

describe('meiaLine', () => {
  const [inteira, solidario] = loteOptions([PISTA], ['pt-pista']);

  it("half of the lote's inteira, rounded down (priceInLote)", () => {
    expect(meiaLine(inteira!, '105.00')).toBe('Meia-entrada: metade da inteira do lote (R$\u00a052,50)');
    expect(meiaLine(inteira!, '100.01')).toBe('Meia-entrada: metade da inteira do lote (R$\u00a050,00)');
  });

  it("the table's meia price while the lote's is blank or unreadable; nothing under other options", () => {
    expect(meiaLine(inteira!, '')).toBe('Meia-entrada: preço da tabela (R$\u00a060,00)');
    expect(meiaLine(inteira!, undefined)).toBe('Meia-entrada: preço da tabela (R$\u00a060,00)');
    expect(meiaLine(inteira!, '-3')).toBe('Meia-entrada: preço da tabela (R$\u00a060,00)');
    expect(meiaLine(solidario!, '50')).toBeNull();
  });
});

describe('names and ids', () => {
  it('numbers a new lote after the others, skipping a name taken', () => {
    expect(nextLoteName([])).toBe('1º lote');
    expect(nextLoteName([{ nome: '1º lote' }, { nome: 'Promo' }])).toBe('3º lote');
    expect(nextLoteName([{ nome: '2º lote' }])).toBe('3º lote');
  });

  it("makes a 'lote-' id unlike the event's others", () => {
    const randoms = ['3f9a1c2e-aaaa', '3f9a1c2e-bbbb', '77aa00bb-cccc'];
    const random = () => randoms.shift()!;
    expect(newLoteId([{ id: 'lote-3f9a1c2e' }], random)).toBe('lote-77aa00bb');
    expect(newLoteId([])).toMatch(/^lote-[0-9a-f]{8}$/);
  });

  it('a new lote has no limits and the tables prices', () => {
    expect(newLote([lote()], () => 'abcdef0123')).toEqual({
      id: 'lote-abcdef01',
      nome: '2º lote',
      quantidade: '',
      termina_em: '',
      precos: {},
    });
  });
});

describe('reais ↔ centavos', () => {
  it('core values → fields (reais text) → schema input (centavos)', () => {
    const fields = lotesToFields([
      {
        id: 'lote-1',
        nome: '1º lote',
        quantidade: 30,
        termina_em: '2027-03-01T23:59',
        precos: { 'pt-pista/inteira': 9000, 'pt-camarote/inteira': 30050 },
      },
      { id: 'lote-2', nome: '2º lote', quantidade: null, termina_em: '', precos: {} },
    ]);
    expect(fields).toEqual([
      {
        id: 'lote-1',
        nome: '1º lote',
        quantidade: '30',
        termina_em: '2027-03-01T23:59',
        precos: { 'pt-pista/inteira': '90.00', 'pt-camarote/inteira': '300.50' },
      },
      { id: 'lote-2', nome: '2º lote', quantidade: '', termina_em: '', precos: {} },
    ]);
    expect(lotesToInput(fields, ['pt-pista', 'pt-camarote'])[0]).toEqual({
      id: 'lote-1',
      nome: '1º lote',
      quantidade: 30,
      termina_em: '2027-03-01T23:59',
      precos: { 'pt-pista/inteira': 9000, 'pt-camarote/inteira': 30050 },
    });
  });

  it('leaves out blank prices and those of unchecked tables; keeps what the schema must refuse', () => {
    const [input] = lotesToInput(
      [
        lote({
          quantidade: '1.5',
          precos: { 'pt-pista/inteira': '', 'pt-pista/solidario': 'abc', 'pt-camarote/inteira': '10' },
        }),
      ],
      ['pt-pista'],
    );
    expect(input!.quantidade).toBeNaN();
    expect(input!.precos).toEqual({ 'pt-pista/solidario': -1 });
  });

  it('the saved document has the lotes in centavos and dates', () => {
    const fields: EventFormFields = {
      ...validEvent,
      lotes: [
        lote({ quantidade: '100', termina_em: '2027-02-01T12:00', precos: { 'pt-pista/inteira': '85.5' } }),
        lote({ id: 'lote-2', nome: '2º lote' }),
      ],
    };
    const parsed = eventFormSchema.parse(eventFieldsToInput(fields));
    expect(eventDocFromForm(parsed, 'draft').lotes).toEqual([
      {
        id: 'lote-1',
        nome: '1º lote',
        quantidade: 100,
        termina_em: new Date('2027-02-01T15:00:00.000Z'),
        precos: { 'pt-pista/inteira': 8550 },
      },
      { id: 'lote-2', nome: '2º lote', quantidade: null, termina_em: null, precos: {} },
    ]);
  });
});

describe('the schema errors at the fields', () => {
  it('valid lotes pass', async () => {
    expect(await resolve({ ...validEvent, lotes: [lote({ quantidade: '10' }), lote({ id: 'b' })] })).toEqual(
      {},
    );
  });

  it('a lote but the last without quantity or date: lotes.0.quantidade', async () => {
    const errors = await resolve({ ...validEvent, lotes: [lote(), lote({ id: 'lote-2', nome: '2º lote' })] });
    expect(errors).toEqual({ lotes: [{ quantidade: { type: 'validate', message: LOTE_LIMIT_MESSAGE } }] });
  });

  it('falling dates at termina_em, a bad price at its input, a blank name at nome', async () => {
    const errors = (await resolve({
      ...validEvent,
      lotes: [
        lote({ termina_em: '2027-02-01T12:00' }),
        lote({
          id: 'lote-2',
          nome: ' ',
          termina_em: '2027-01-01T12:00',
          precos: { 'pt-pista/inteira': '-5' },
        }),
      ],
    })) as { lotes: Record<string, Record<string, unknown>>[] };
    expect(errors.lotes[1]!.termina_em).toMatchObject({ message: LOTE_DATES_MESSAGE });
    expect(errors.lotes[1]!.nome).toMatchObject({ message: 'Dê um nome ao lote (ex.: 1º lote)' });
    expect(errors.lotes[1]!.precos).toEqual({
      'pt-pista/inteira': { type: 'validate', message: LOTE_PRICE_MESSAGE },
    });
  });

  it('more than 10 lotes: on the list itself (lotes.root)', () => {
    const errors = issuesToErrors([{ path: ['lotes'], message: 'No máximo 10 lotes' }], {
      arrays: ['lotes'],
    });
    expect(errors).toEqual({ lotes: { root: { type: 'validate', message: 'No máximo 10 lotes' } } });
  });
});

describe('sales', () => {
  it('a quantity below what the lote sold is refused at its field; blank or enough is fine', async () => {
    const lotes = [lote({ quantidade: '20', termina_em: '2027-02-01T12:00' }), lote({ id: 'lote-2' })];
    expect(soldBelowIssues(lotes, { 'lote-1': 30 })).toEqual([
      { path: ['lotes', 0, 'quantidade'], message: soldBelowMessage(30) },
    ]);
    expect(soldBelowIssues([lote({ quantidade: '30' })], { 'lote-1': 30 })).toEqual([]);
    expect(soldBelowIssues([lote({ quantidade: '' })], { 'lote-1': 30 })).toEqual([]);
    expect(soldBelowIssues([lote({ quantidade: '5' })], {})).toEqual([]);
    const errors = await resolve({ ...validEvent, lotes }, { 'lote-1': 30 });
    expect(errors).toEqual({ lotes: [{ quantidade: { type: 'validate', message: soldBelowMessage(30) } }] });
    expect(soldBelowMessage(1)).toBe(
      'Este lote já tem 1 ingresso vendido ou reservado: a quantidade não pode ser menor',
    );
  });

  it("'Vendidos: 37 de 150', or '37 vendidos' without a quantity", () => {
    expect(salesText('150', 37)).toBe('Vendidos: 37 de 150');
    expect(salesText('', 37)).toBe('37 vendidos');
    expect(salesText('', 1)).toBe('1 vendido');
    expect(salesText(undefined, 0)).toBe('0 vendidos');
  });

  it('a lote with sales cannot be removed, and says why', () => {
    expect(removeBlockedReason(0)).toBeNull();
    expect(removeBlockedReason(3)).toMatch(/^Tem vendas: não pode ser removido/);
  });

  it("each lote's state from the values on the screen (core's loteViews)", () => {
    const now = new Date('2027-01-10T12:00:00Z');
    const states = loteStates(
      [
        lote({ quantidade: '30' }),
        lote({ id: 'lote-2', quantidade: '150', termina_em: '2027-01-20T23:59' }),
        lote({ id: 'lote-3', quantidade: 'x' }),
      ],
      { 'lote-1': 30, 'lote-2': 7 },
      now,
    );
    expect(states.map((s) => s.label)).toEqual(['Esgotado', 'À venda', 'A partir de 20/01/2027']);
  });
});
