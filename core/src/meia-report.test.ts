import { describe, expect, it } from 'vitest';
import { addOrderLines, meiaReport, MEIA_REPORT_KINDS, type KindCounts } from './meia-report';
import { meiaReportAnswerSchema } from './schemas/meia-report';

describe('meiaReport', () => {
  it('lists every half-price kind, the quota ones first, with their sums and the counter’s figure', () => {
    expect(MEIA_REPORT_KINDS).toEqual(['meia', 'meia_estudante', 'meia_pcd', 'meia_jovem', 'meia_idoso']);
    const report = meiaReport({
      total: 120,
      meiaTotal: 48,
      meiaDisponivel: 40,
      counts: {
        inteira: { vendidas: 30, reservadas: 2 },
        meia_estudante: { vendidas: 3, reservadas: 1 },
        meia_pcd: { vendidas: 2, reservadas: 0 },
        meia_jovem: { vendidas: 0, reservadas: 2 },
        meia_idoso: { vendidas: 5, reservadas: 1 },
      },
    });
    expect(report).toEqual({
      oferta: 120,
      cota: 48,
      restantes: 40,
      linhas: [
        { tipo: 'meia', rotulo: 'Meia-entrada (cota)', na_cota: true, vendidas: 0, reservadas: 0 },
        {
          tipo: 'meia_estudante',
          rotulo: 'Meia-entrada estudante',
          na_cota: true,
          vendidas: 3,
          reservadas: 1,
        },
        { tipo: 'meia_pcd', rotulo: 'Meia-entrada PCD', na_cota: true, vendidas: 2, reservadas: 0 },
        { tipo: 'meia_jovem', rotulo: 'Meia-entrada ID Jovem', na_cota: true, vendidas: 0, reservadas: 2 },
        { tipo: 'meia_idoso', rotulo: 'Meia-entrada idoso', na_cota: false, vendidas: 5, reservadas: 1 },
      ],
      // The 60+ meia and the inteiras are outside the quota.
      total_cota: { vendidas: 5, reservadas: 3 },
    });
  });

  it('takes "left" from the counter, bounded as the event page bounds it', () => {
    const left = (meiaDisponivel: number | null, meiaTotal: number | null) =>
      meiaReport({ total: 100, meiaTotal, meiaDisponivel, counts: {} }).restantes;
    expect(left(60, 40)).toBe(40);
    expect(left(-1, 40)).toBe(0);
    expect(left(null, 40)).toBeNull();
    expect(left(12, null)).toBeNull();
  });

  it('reads an event without stock as no offer and no quota, every count 0', () => {
    const report = meiaReport({ total: null, meiaTotal: null, meiaDisponivel: null, counts: {} });
    expect(report).toMatchObject({ oferta: null, cota: null, restantes: null });
    expect(report.linhas.every((l) => l.vendidas === 0 && l.reservadas === 0)).toBe(true);
    expect(report.total_cota).toEqual({ vendidas: 0, reservadas: 0 });
  });

  it('makes an answer its own schema accepts', () => {
    const answer = {
      evento: { id: 'evt-1', titulo: 'Show', data_inicio: '2030-01-01T20:00:00.000Z' },
      gerado_em: '2029-12-01T12:00:00.000Z',
      ...meiaReport({ total: 10, meiaTotal: 4, meiaDisponivel: 4, counts: {} }),
    };
    expect(meiaReportAnswerSchema.parse(answer)).toEqual(answer);
    expect(meiaReportAnswerSchema.safeParse({ ...answer, restantes: -1 }).success).toBe(false);
  });
});

describe('addOrderLines', () => {
  it('adds the lines of the event by kind; a line without a kind is an inteira', () => {
    const counts: KindCounts = { meia_pcd: { vendidas: 4, reservadas: 1 } };
    const line = (tipo_preco: 'meia_pcd' | 'meia_idoso' | null, qnt: number, event_id = 'evt-1') => ({
      event_id,
      tipo_preco,
      qnt,
    });
    addOrderLines(
      counts,
      [line('meia_pcd', 2), line(null, 3), line('meia_idoso', 1), line('meia_pcd', 9, 'other')],
      'evt-1',
      'reservadas',
    );
    expect(counts).toEqual({
      meia_pcd: { vendidas: 4, reservadas: 3 },
      inteira: { vendidas: 0, reservadas: 3 },
      meia_idoso: { vendidas: 0, reservadas: 1 },
    });
  });
});
