import { describe, expect, it } from 'vitest';
import {
  canPublishEvent,
  EVENT_FORM_DEFAULTS,
  EVENT_PUBLISH_MESSAGE,
  eventDocToForm,
  eventFormSchema,
  eventFormToDoc,
} from './event.ts';

const valid = {
  titulo: 'Show de Rock',
  slug: 'show-de-rock',
  local: 'Allianz Parque',
  data_inicio: '2027-03-05T20:00',
};
const first = (v: unknown) => eventFormSchema.safeParse(v).error?.issues[0]?.message ?? null;

describe('eventFormSchema', () => {
  it('fills the spec defaults', () => {
    const parsed = eventFormSchema.parse(valid);
    expect(parsed).toEqual({ ...EVENT_FORM_DEFAULTS, ...valid });
    expect(parsed).toMatchObject({
      estoque_total: 0,
      status: 'rascunho',
      visivel: true,
      mostrar_estoque: true,
      status_inscricoes: 'abertas',
      taxa_servico: null,
    });
  });

  it.each([
    [{ titulo: 'Sh' }, 'Título deve ter pelo menos 3 caracteres'],
    [{ slug: 'sh' }, 'Slug deve ter pelo menos 3 caracteres'],
    [{ slug: 'Show De Rock' }, 'Slug deve conter apenas letras minúsculas, números e hífens'],
    [{ local: '' }, 'Local é obrigatório'],
    [{ data_inicio: '' }, 'Data de início é obrigatória'],
    [{ data_inicio: undefined }, 'Data de início é obrigatória'],
    [{ estoque_total: -1 }, 'Estoque deve ser maior ou igual a 0'],
    [{ estoque_total: Number.NaN }, 'Estoque deve ser maior ou igual a 0'],
    [{ data_fim: '2027-03-05T19:00' }, 'A data de término deve ser posterior à data de início'],
    [{ taxa_servico: 1.5 }, 'Taxa de serviço deve estar entre 0% e 100%'],
    [{ seo_titulo: 'x'.repeat(61) }, 'Título SEO deve ter no máximo 60 caracteres'],
    [{ seo_descricao: 'x'.repeat(161) }, 'Descrição SEO deve ter no máximo 160 caracteres'],
  ])('%j → %s', (patch, message) => {
    expect(first({ ...valid, ...patch })).toBe(message);
  });

  it('accepts an event fee of 0.05 and an end after the start', () => {
    expect(first({ ...valid, taxa_servico: 0.05, data_fim: '2027-03-05T23:30' })).toBeNull();
  });
});

describe('canPublishEvent', () => {
  it('needs title, place and start', () => {
    expect(EVENT_PUBLISH_MESSAGE).toBe('Preencha todos os campos obrigatórios antes de publicar');
    expect(canPublishEvent(valid)).toBe(true);
    expect(canPublishEvent({ ...valid, titulo: '  ' })).toBe(false);
    expect(canPublishEvent({ ...valid, local: '' })).toBe(false);
    expect(canPublishEvent({ ...valid, data_inicio: '' })).toBe(false);
    expect(canPublishEvent({ ...valid, data_inicio: new Date() })).toBe(true);
  });
});

describe('form ⇄ document', () => {
  it('converts São Paulo local times to instants and back', () => {
    const values = eventFormSchema.parse({ ...valid, data_fim: '2027-03-05T23:00', seo_titulo: '' });
    const doc = eventFormToDoc(values);
    expect(doc.data_inicio.toISOString()).toBe('2027-03-05T23:00:00.000Z');
    expect(doc.data_fim?.toISOString()).toBe('2027-03-06T02:00:00.000Z');
    expect(doc.seo_titulo).toBeNull();
    expect(doc).not.toHaveProperty('estoque_total');
    expect(eventDocToForm(doc, 0)).toEqual(values);
  });
});
