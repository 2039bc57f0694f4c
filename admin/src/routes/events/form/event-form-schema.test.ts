// The event form: the spec's messages, which tab holds an invalid field, the fee conversions and
// the saved document.
import { describe, expect, it } from 'vitest';
import {
  EVENT_FORM_DEFAULTS,
  eventDocFromForm,
  eventFormSchema,
  meiaQuotaText,
  percentTextToRate,
  rateToPercentText,
  tabsWithErrors,
} from './event-form-schema';

const valid = {
  ...EVENT_FORM_DEFAULTS,
  titulo: 'Festival de Verão',
  slug: 'festival-de-verao',
  local: 'Arena',
  data_inicio: '2027-03-05T20:00',
};

describe('the event form schema (spec messages)', () => {
  it('accepts the defaults plus the required fields', () => {
    expect(eventFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['titulo', 'ab', 'Título deve ter pelo menos 3 caracteres'],
    ['slug', 'ab', 'Slug deve ter pelo menos 3 caracteres'],
    ['local', 'ab', 'Local é obrigatório'],
    ['data_inicio', '', 'Data de início é obrigatória'],
    ['estoque_total', -1, 'Estoque deve ser maior ou igual a 0'],
    ['estoque_total', Number.NaN, 'Estoque deve ser maior ou igual a 0'],
  ])('%s = %j → %s', (field, value, message) => {
    const result = eventFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('tabsWithErrors', () => {
  it('maps fields to their tabs, in order', () => {
    expect(tabsWithErrors(['seo_titulo', 'titulo', 'descricao'])).toEqual([0, 1, 4]);
    expect(tabsWithErrors([])).toEqual([]);
    expect(tabsWithErrors(['cota_meia_percentual', 'max_por_cpf'])).toEqual([0]);
    expect(tabsWithErrors(['lotes'])).toEqual([2]);
  });
});

describe('meiaQuotaText', () => {
  it('shows the quota in tickets (Lei 12.933: 40 % at least, rounded up)', () => {
    expect(meiaQuotaText(120, 40)).toBe('= 48 de 120 ingressos');
    expect(meiaQuotaText(101, 40)).toBe('= 41 de 101 ingressos');
    expect(meiaQuotaText(1, 100)).toBe('= 1 de 1 ingresso');
    expect(meiaQuotaText(3500, 40)).toBe('= 1.400 de 3.500 ingressos');
  });

  it('shows nothing without a stock total or with a refused percentage', () => {
    expect(meiaQuotaText(0, 40)).toBeNull();
    expect(meiaQuotaText(Number.NaN, 40)).toBeNull();
    expect(meiaQuotaText(120, 39)).toBeNull();
    expect(meiaQuotaText(120, Number.NaN)).toBeNull();
  });
});

describe('fee percentage', () => {
  it('round-trips', () => {
    expect(rateToPercentText(0.085)).toBe('8,5');
    expect(rateToPercentText(null)).toBe('');
    expect(percentTextToRate('8,5')).toBe(0.085);
    expect(percentTextToRate('10')).toBe(0.1);
    expect(percentTextToRate('')).toBeNull();
    expect(percentTextToRate('abc')).toBeNaN();
  });
});

describe('eventDocFromForm', () => {
  const values = eventFormSchema.parse({
    ...valid,
    descricao: 'Primeiro <strong>parágrafo</strong>\n\n<script>alert(1)</script>Segundo',
  });

  it('Publicar forces publicado; Salvar Rascunho keeps the selected status', () => {
    expect(eventDocFromForm(values, 'publish').status).toBe('publicado');
    expect(eventDocFromForm(values, 'draft').status).toBe('rascunho');
    expect(eventDocFromForm({ ...values, status: 'publicado' }, 'draft').status).toBe('publicado');
  });

  it('sanitises the description and makes paragraphs', () => {
    expect(eventDocFromForm(values, 'draft').descricao).toBe(
      '<p>Primeiro <strong>parágrafo</strong></p>\n<p>Segundo</p>',
    );
  });

  it('converts the São Paulo dates', () => {
    const doc = eventDocFromForm(values, 'draft');
    expect(doc.data_inicio.toISOString()).toBe('2027-03-05T23:00:00.000Z');
    expect(doc.data_fim).toBeNull();
  });
});
