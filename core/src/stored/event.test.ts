import { describe, expect, it } from 'vitest';
import { boxOfficeOf } from '../box-office-settings.ts';
import { cancellationPolicyOf, DEFAULT_CANCELLATION_POLICY } from '../cancellation.ts';
import { DEFAULT_MAX_PER_ORDER, MEIA_QUOTA_MIN_PERCENT } from '../box-office.ts';
import { readEvent } from './event.ts';

const at = new Date('2026-12-01T20:00:00Z');
/** What both Firebase SDKs hand over for a time. */
const timestamp = (date: Date) => ({ toDate: () => date, toMillis: () => date.getTime() });

describe('readEvent', () => {
  const full = {
    titulo: 'Show',
    slug: 'show',
    local: 'Brasília',
    descricao: '<p>Noite</p>',
    capa_url: 'https://x/capa.jpg',
    data_inicio: timestamp(at),
    data_fim: null,
    status: 'publicado',
    visivel: true,
    mostrar_estoque: false,
    status_inscricoes: 'abertas',
    pricing_table_ids: ['t1', 7, 't2'],
    category_table_ids: [],
    taxa_servico: 0.08,
    max_por_pedido: 4,
    max_por_cpf: 2,
    ingresso_nominal: true,
    transferencia_prazo_horas: 12,
    cota_meia_percentual: 50,
    cancelamento_dias: 10,
    cancelamento_antecedencia_horas: 24,
    lotes: [
      { id: 'l1', nome: '1º lote', quantidade: 100, termina_em: timestamp(at), precos: { 't1/i1': 5000 } },
      { nome: 'sem id' },
    ],
    classificacao_indicativa: '16',
    regra_menores: 'Menores de 16 só com os pais',
    acessibilidade: ['libras', 'rampa', 'cao_guia'],
    acessibilidade_info: '',
    seo_titulo: '',
    created_at: timestamp(at),
  };

  it('reads a full event, its settings and its lotes', () => {
    const event = readEvent(full);
    expect(event).toMatchObject({
      titulo: 'Show',
      data_inicio: at,
      data_fim: null,
      status: 'publicado',
      visivel: true,
      status_inscricoes: 'abertas',
      pricing_table_ids: ['t1', 't2'],
      taxa_servico: 0.08,
      seo_titulo: null,
      classificacao_indicativa: '16',
      regra_menores: 'Menores de 16 só com os pais',
      acessibilidade: ['libras', 'cao_guia'],
      acessibilidade_info: null,
      created_at: at,
      updated_at: null,
    });
    expect(event.lotes).toEqual([
      { id: 'l1', nome: '1º lote', quantidade: 100, termina_em: at, precos: { 't1/i1': 5000 } },
    ]);
    expect(boxOfficeOf(event)).toEqual({
      maxPerOrder: 4,
      maxPerCpf: 2,
      namedTickets: true,
      transferDeadlineHours: 12,
      meiaQuotaPercent: 50,
      wheelchairSpaces: 0,
    });
    expect(cancellationPolicyOf(event)).toEqual({ daysAfterPurchase: 10, hoursBeforeEvent: 24 });
  });

  it('an event made before the box office reads its settings as null: the defaults apply', () => {
    const event = readEvent({ titulo: 'Antigo', data_inicio: timestamp(at), status: 'publicado' });
    expect(event).toMatchObject({
      max_por_pedido: null,
      max_por_cpf: null,
      ingresso_nominal: null,
      cancelamento_dias: null,
      lotes: [],
      taxa_servico: null,
      capa_url: null,
      classificacao_indicativa: null,
      regra_menores: null,
      acessibilidade: [],
      acessibilidade_info: null,
    });
    expect(boxOfficeOf(event)).toEqual(boxOfficeOf({}));
    expect(boxOfficeOf(event).maxPerOrder).toBe(DEFAULT_MAX_PER_ORDER);
    expect(boxOfficeOf(event).meiaQuotaPercent).toBe(MEIA_QUOTA_MIN_PERCENT);
    expect(cancellationPolicyOf(event)).toEqual(DEFAULT_CANCELLATION_POLICY);
  });

  it('never throws: each broken field falls back to its default, the rest still reads', () => {
    const event = readEvent({
      titulo: 3,
      data_inicio: 'quando?',
      status: 'ARQUIVADO',
      visivel: 'sim',
      pricing_table_ids: 't1',
      max_por_pedido: 'seis',
      max_por_cpf: 500,
      lotes: 'x',
      local: 'Recife',
      classificacao_indicativa: 16,
      acessibilidade: 'libras',
    });
    expect(event).toMatchObject({
      titulo: '',
      data_inicio: null,
      status: null,
      visivel: false,
      pricing_table_ids: [],
      max_por_pedido: null,
      lotes: [],
      local: 'Recife',
      classificacao_indicativa: null,
      acessibilidade: [],
    });
    // Out of range: boxOfficeOf takes the default, as it did on the raw document.
    expect(boxOfficeOf(event).maxPerCpf).toBeNull();
    for (const nothing of [undefined, null, 'x', []]) expect(readEvent(nothing).titulo).toBe('');
  });
});
