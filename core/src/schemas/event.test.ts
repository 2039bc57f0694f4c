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
      max_por_pedido: 6,
      max_por_cpf: null,
      ingresso_nominal: false,
      transferencia_prazo_horas: 24,
      cota_meia_percentual: 40,
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
    [{ max_por_pedido: 0 }, 'O máximo por pedido deve ser um número inteiro de 1 a 20'],
    [{ max_por_pedido: 21 }, 'O máximo por pedido deve ser um número inteiro de 1 a 20'],
    [{ max_por_pedido: 2.5 }, 'O máximo por pedido deve ser um número inteiro de 1 a 20'],
    [{ max_por_pedido: Number.NaN }, 'O máximo por pedido deve ser um número inteiro de 1 a 20'],
    [{ max_por_cpf: 0 }, 'O máximo por CPF deve ser um número inteiro de 1 a 20'],
    [{ max_por_cpf: 21 }, 'O máximo por CPF deve ser um número inteiro de 1 a 20'],
    [{ max_por_cpf: Number.NaN }, 'O máximo por CPF deve ser um número inteiro de 1 a 20'],
    [
      { transferencia_prazo_horas: -1 },
      'O prazo para transferência deve ser um número inteiro de 0 a 720 horas',
    ],
    [
      { transferencia_prazo_horas: 721 },
      'O prazo para transferência deve ser um número inteiro de 0 a 720 horas',
    ],
    [{ cota_meia_percentual: 39 }, 'A cota de meia-entrada não pode ser menor que 40%'],
    [{ cota_meia_percentual: 101 }, 'A cota de meia-entrada não pode passar de 100%'],
    [{ cota_meia_percentual: 40.5 }, 'Informe um percentual inteiro'],
    [{ cota_meia_percentual: Number.NaN }, 'Informe um percentual inteiro'],
    [{ cota_meia_percentual: '50' }, 'Informe um percentual inteiro'],
  ])('%j → %s', (patch, message) => {
    expect(first({ ...valid, ...patch })).toBe(message);
  });

  it('accepts an event fee of 0.05 and an end after the start', () => {
    expect(first({ ...valid, taxa_servico: 0.05, data_fim: '2027-03-05T23:30' })).toBeNull();
  });

  it('accepts the box office at its bounds', () => {
    const low = { max_por_pedido: 1, max_por_cpf: 1, transferencia_prazo_horas: 0, cota_meia_percentual: 40 };
    const high = {
      max_por_pedido: 20,
      max_por_cpf: 20,
      transferencia_prazo_horas: 720,
      cota_meia_percentual: 100,
    };
    expect(first({ ...valid, ...low, ingresso_nominal: true })).toBeNull();
    expect(first({ ...valid, ...high })).toBeNull();
    expect(first({ ...valid, ingresso_nominal: 'sim' })).not.toBeNull();
  });
});

describe('canPublishEvent', () => {
  it('needs title, place and start (and the age rating: event-audience.test.ts)', () => {
    const rated = { ...valid, classificacao_indicativa: 'livre' };
    expect(EVENT_PUBLISH_MESSAGE).toBe('Preencha todos os campos obrigatórios antes de publicar');
    expect(canPublishEvent(rated)).toBe(true);
    expect(canPublishEvent({ ...rated, titulo: '  ' })).toBe(false);
    expect(canPublishEvent({ ...rated, local: '' })).toBe(false);
    expect(canPublishEvent({ ...rated, data_inicio: '' })).toBe(false);
    expect(canPublishEvent({ ...rated, data_inicio: new Date() })).toBe(true);
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

  it('stores the box office as typed; the CPF limit switched off is null', () => {
    const box = {
      max_por_pedido: 10,
      max_por_cpf: 4,
      ingresso_nominal: true,
      transferencia_prazo_horas: 48,
      cota_meia_percentual: 50,
    };
    const values = eventFormSchema.parse({ ...valid, ...box });
    expect(eventFormToDoc(values)).toMatchObject(box);
    expect(eventDocToForm(eventFormToDoc(values), 120)).toEqual({ ...values, estoque_total: 120 });
    expect(eventFormToDoc(eventFormSchema.parse(valid))).toMatchObject({ max_por_cpf: null });
  });

  it('loads an event saved before the box office with the defaults', () => {
    const {
      max_por_pedido: _a,
      max_por_cpf: _b,
      ingresso_nominal: _c,
      transferencia_prazo_horas: _d,
      cota_meia_percentual: _e,
      ...old
    } = eventFormToDoc(eventFormSchema.parse(valid));
    expect(eventDocToForm(old, 0)).toMatchObject({
      max_por_pedido: 6,
      max_por_cpf: null,
      ingresso_nominal: false,
      transferencia_prazo_horas: 24,
      cota_meia_percentual: 40,
    });
    expect(eventFormSchema.safeParse(eventDocToForm(old, 0)).success).toBe(true);
  });
});
