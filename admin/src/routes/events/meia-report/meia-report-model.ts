// The meia-entrada report screen's model (/admin/eventos/{id}/meia-entrada): the summary's figures
// and the CSV rows, from the API's answer (the lines and sums are core/src/meia-report.ts's). Pure.
import { formatDateTime } from '@gn/core/dates';
import type { MeiaReportAnswer } from '@gn/core/schemas/meia-report';
import type { CsvValue } from '../../../lib/csv';

const n = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR'));

export type SummaryItem = { label: string; value: string; hint?: string; testId: string };

/** The summary: the offer, the quota and how much of it is sold, reserved and left. */
export function summaryItems(report: MeiaReportAnswer): SummaryItem[] {
  return [
    { label: 'Ingressos ofertados', value: n(report.oferta), testId: 'oferta' },
    {
      label: 'Cota de meia-entrada',
      value: n(report.cota),
      hint: 'Estudantes, PCD e ID Jovem',
      testId: 'cota',
    },
    { label: 'Vendidas na cota', value: n(report.total_cota.vendidas), testId: 'vendidas' },
    { label: 'Reservadas na cota', value: n(report.total_cota.reservadas), testId: 'reservadas' },
    {
      label: 'Restantes na cota',
      value: n(report.restantes),
      hint: 'O mesmo número da página do evento',
      testId: 'restantes',
    },
  ];
}

/** Nothing sold nor reserved at half price yet. */
export function hasNoMeia(report: MeiaReportAnswer): boolean {
  return report.linhas.every((l) => l.vendidas === 0 && l.reservadas === 0);
}

export const MEIA_CSV_HEADER = [
  'Evento',
  'Data do evento',
  'Gerado em',
  'Tipo',
  'Na cota',
  'Vendidas',
  'Reservadas',
  'Ingressos ofertados',
  'Cota',
  'Restantes',
] as const;

export const QUOTA_TOTAL_LABEL = 'Total na cota';

/** One row per kind, then the quota's total with the offer, the quota and what is left. */
export function meiaReportCsvRows(report: MeiaReportAnswer): CsvValue[][] {
  const head = [
    report.evento.titulo,
    report.evento.data_inicio ? formatDateTime(report.evento.data_inicio) : '',
    formatDateTime(report.gerado_em),
  ];
  return [
    [...MEIA_CSV_HEADER],
    ...report.linhas.map((l) => [
      ...head,
      l.rotulo,
      l.na_cota ? 'Sim' : 'Não',
      l.vendidas,
      l.reservadas,
      null,
      null,
      null,
    ]),
    [
      ...head,
      QUOTA_TOTAL_LABEL,
      'Sim',
      report.total_cota.vendidas,
      report.total_cota.reservadas,
      report.oferta,
      report.cota,
      report.restantes,
    ],
  ];
}
