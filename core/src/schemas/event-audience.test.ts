import { describe, expect, it } from 'vitest';
import { AGE_RATING_REQUIRED_MESSAGE } from '../age-rating.ts';
import {
  canPublishEvent,
  EVENT_PUBLISH_MESSAGE,
  eventDocToForm,
  eventFormSchema,
  eventFormToDoc,
  eventPublishBlock,
} from './event.ts';

const valid = {
  titulo: 'Show de Rock',
  slug: 'show-de-rock',
  local: 'Allianz Parque',
  data_inicio: '2027-03-05T20:00',
};
const issues = (v: unknown) =>
  (eventFormSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the age rating in the event form', () => {
  it('is not informed by default, and a draft saves without it', () => {
    const parsed = eventFormSchema.parse(valid);
    expect(parsed).toMatchObject({
      classificacao_indicativa: null,
      regra_menores: '',
      acessibilidade: [],
      acessibilidade_info: '',
    });
    expect(
      eventFormSchema.parse({ ...valid, classificacao_indicativa: '' }).classificacao_indicativa,
    ).toBeNull();
  });

  it("refuses status 'publicado' without it, on the rating's select", () => {
    expect(issues({ ...valid, status: 'publicado' })).toEqual([
      ['classificacao_indicativa', AGE_RATING_REQUIRED_MESSAGE],
    ]);
    expect(issues({ ...valid, status: 'publicado', classificacao_indicativa: '' })).toEqual([
      ['classificacao_indicativa', 'Informe a classificação indicativa antes de publicar'],
    ]);
    expect(issues({ ...valid, status: 'publicado', classificacao_indicativa: '16' })).toEqual([]);
    expect(issues({ ...valid, status: 'publicado', classificacao_indicativa: 'livre' })).toEqual([]);
  });

  it('refuses a rating that is not one of the six', () => {
    expect(issues({ ...valid, classificacao_indicativa: '15' })).toEqual([
      ['classificacao_indicativa', 'Classificação indicativa inválida'],
    ]);
  });

  it('bounds the rule for minors and the accessibility text', () => {
    expect(issues({ ...valid, regra_menores: 'x'.repeat(200) })).toEqual([]);
    expect(issues({ ...valid, regra_menores: 'x'.repeat(201) })).toEqual([
      ['regra_menores', 'Regra para menores deve ter no máximo 200 caracteres'],
    ]);
    expect(issues({ ...valid, acessibilidade_info: 'x'.repeat(501) })).toEqual([
      ['acessibilidade_info', 'Informações de acessibilidade deve ter no máximo 500 caracteres'],
    ]);
  });

  it('takes the accessibility resources from the fixed list, each once in its order', () => {
    const parsed = eventFormSchema.parse({ ...valid, acessibilidade: ['cao_guia', 'libras'] });
    expect(parsed.acessibilidade).toEqual(['libras', 'cao_guia']);
    expect(issues({ ...valid, acessibilidade: ['rampa'] })[0]).toEqual([
      'acessibilidade.0',
      'Recurso de acessibilidade inválido',
    ]);
  });
});

describe('eventPublishBlock', () => {
  const rated = { ...valid, classificacao_indicativa: '16' };
  it('asks for the required fields first, then the rating', () => {
    expect(eventPublishBlock(rated)).toBeNull();
    expect(canPublishEvent(rated)).toBe(true);
    expect(eventPublishBlock({ ...valid, titulo: '' })).toEqual({ message: EVENT_PUBLISH_MESSAGE });
    expect(eventPublishBlock(valid)).toEqual({
      message: 'Informe a classificação indicativa antes de publicar',
      field: 'classificacao_indicativa',
    });
    expect(eventPublishBlock({ ...valid, classificacao_indicativa: '' })).not.toBeNull();
    expect(canPublishEvent(valid)).toBe(false);
  });
});

describe('audience fields: form ⇄ document', () => {
  it('stores empty texts as null and reads them back', () => {
    const values = eventFormSchema.parse({
      ...valid,
      classificacao_indicativa: '16',
      regra_menores: ' Menores de 16 só acompanhados dos pais ou responsáveis ',
      acessibilidade: ['libras', 'sem_degraus'],
    });
    const doc = eventFormToDoc(values);
    expect(doc).toMatchObject({
      classificacao_indicativa: '16',
      regra_menores: 'Menores de 16 só acompanhados dos pais ou responsáveis',
      acessibilidade: ['libras', 'sem_degraus'],
      acessibilidade_info: null,
    });
    expect(eventDocToForm(doc, 0)).toEqual(values);
  });

  it("loads an event saved before them as 'Não informada' (null), with no resources", () => {
    const {
      classificacao_indicativa: _a,
      regra_menores: _b,
      acessibilidade: _c,
      acessibilidade_info: _d,
      ...old
    } = eventFormToDoc(eventFormSchema.parse({ ...valid, classificacao_indicativa: '12' }));
    const form = eventDocToForm({ ...old, status: 'publicado' }, 0);
    expect(form).toMatchObject({ classificacao_indicativa: null, acessibilidade: [], regra_menores: '' });
    // Published before the field: it cannot be saved as published again until a rating is set.
    expect(issues(form)).toEqual([['classificacao_indicativa', AGE_RATING_REQUIRED_MESSAGE]]);
    expect(issues({ ...form, status: 'rascunho' })).toEqual([]);
  });
});
