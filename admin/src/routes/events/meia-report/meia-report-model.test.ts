// The meia-entrada report screen's model: the summary and the CSV rows from the API's answer.
import { describe, expect, it } from 'vitest';
import { meiaReport } from '@gn/core/meia-report';
import type { MeiaReportAnswer } from '@gn/core/schemas/meia-report';
import { toCsv } from '../../../lib/csv';
import { hasNoMeia, MEIA_CSV_HEADER, meiaReportCsvRows, summaryItems } from './meia-report-model';

const answer = (counts: Parameters<typeof meiaReport>[0]['counts'] = {}): MeiaReportAnswer => ({
  evento: { id: 'evt-1', titulo: 'Show; da Lua', data_inicio: '2030-06-01T23:00:00.000Z' },
  gerado_em: '2030-05-01T15:30:00.000Z',
  ...meiaReport({ total: 1200, meiaTotal: 480, meiaDisponivel: 470, counts }),
});

describe('summaryItems', () => {
  it('shows the offer, the quota and its use in pt-BR numbers; a dash without stock', () => {
    const report = answer({ meia_pcd: { vendidas: 6, reservadas: 4 } });
    expect(summaryItems(report).map((i) => [i.label, i.value])).toEqual([
      ['Ingressos ofertados', '1.200'],
      ['Cota de meia-entrada', '480'],
      ['Vendidas na cota', '6'],
      ['Reservadas na cota', '4'],
      ['Restantes na cota', '470'],
    ]);
    const none = { ...report, oferta: null, cota: null, restantes: null };
    expect(summaryItems(none).map((i) => i.value)).toEqual(['—', '—', '6', '4', '—']);
  });

  it('knows when nothing was sold nor reserved at half price', () => {
    expect(hasNoMeia(answer())).toBe(true);
    expect(hasNoMeia(answer({ meia_idoso: { vendidas: 0, reservadas: 1 } }))).toBe(false);
  });
});

describe('meiaReportCsvRows', () => {
  it('has one row per kind and the quota total with the offer, the quota and what is left', () => {
    const rows = meiaReportCsvRows(
      answer({ meia_estudante: { vendidas: 3, reservadas: 1 }, meia_idoso: { vendidas: 2, reservadas: 0 } }),
    );
    const head = ['Show; da Lua', '01/06/2030 às 20:00', '01/05/2030 às 12:30'];
    expect(rows).toEqual([
      [...MEIA_CSV_HEADER],
      [...head, 'Meia-entrada (cota)', 'Sim', 0, 0, null, null, null],
      [...head, 'Meia-entrada estudante', 'Sim', 3, 1, null, null, null],
      [...head, 'Meia-entrada PCD', 'Sim', 0, 0, null, null, null],
      [...head, 'Meia-entrada ID Jovem', 'Sim', 0, 0, null, null, null],
      [...head, 'Meia-entrada idoso', 'Não', 2, 0, null, null, null],
      [...head, 'Total na cota', 'Sim', 3, 1, 1200, 480, 470],
    ]);
    // The project's CSV writer quotes the title's ';'.
    expect(toCsv(rows).split('\r\n')[2]).toBe(
      '"Show; da Lua";01/06/2030 às 20:00;01/05/2030 às 12:30;Meia-entrada estudante;Sim;3;1;;;',
    );
  });
});
