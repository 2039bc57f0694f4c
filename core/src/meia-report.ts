// The meia-entrada report of one event (Decreto 8.537/2015: the seller keeps, for inspection, how
// many half-price tickets each event sold against its quota). Pure: the admin API counts the paid
// tickets and the unpaid orders by kind and reads the public counter's figures (`event_stock`);
// this turns them into the report's lines. "Left" is never recounted here: it is the counter's.
import { meiaLeft, PRICE_KINDS, type PriceKind } from './box-office.ts';
import type { MeiaReportAnswer, MeiaReportCounts } from './schemas/meia-report.ts';

const KINDS = Object.keys(PRICE_KINDS) as PriceKind[];

/** The half-price kinds, those in the quota first, each group in PRICE_KINDS's order. */
export const MEIA_REPORT_KINDS: readonly PriceKind[] = [
  ...KINDS.filter((k) => PRICE_KINDS[k].halfPrice && PRICE_KINDS[k].inQuota),
  ...KINDS.filter((k) => PRICE_KINDS[k].halfPrice && !PRICE_KINDS[k].inQuota),
];

export type KindCounts = Partial<Record<PriceKind, MeiaReportCounts>>;

/** What the API read: `event_stock`'s figures (null when absent) and the counts by kind. */
export interface MeiaReportInput {
  total: number | null;
  meiaTotal: number | null;
  meiaDisponivel: number | null;
  counts: KindCounts;
}

export type MeiaReportFigures = Omit<MeiaReportAnswer, 'evento' | 'gerado_em'>;

const whole = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : null;

/** The counts by kind → the report: one line per half-price kind, the quota's sum and what is left. */
export function meiaReport(input: MeiaReportInput): MeiaReportFigures {
  const linhas = MEIA_REPORT_KINDS.map((tipo) => ({
    tipo,
    rotulo: PRICE_KINDS[tipo].label,
    na_cota: PRICE_KINDS[tipo].inQuota,
    vendidas: whole(input.counts[tipo]?.vendidas) ?? 0,
    reservadas: whole(input.counts[tipo]?.reservadas) ?? 0,
  }));
  const quota = linhas.filter((l) => l.na_cota);
  const cota = whole(input.meiaTotal);
  const disponivel = whole(input.meiaDisponivel);
  return {
    oferta: whole(input.total),
    cota,
    restantes: cota === null || disponivel === null ? null : meiaLeft(disponivel, cota),
    linhas,
    total_cota: {
      vendidas: quota.reduce((n, l) => n + l.vendidas, 0),
      reservadas: quota.reduce((n, l) => n + l.reservadas, 0),
    },
  };
}

/** Adds an order's lines of the event to the counts by kind (a line without a kind is an inteira). */
export function addOrderLines(
  counts: KindCounts,
  lines: readonly { event_id: string; tipo_preco: PriceKind | null; qnt: number }[],
  eventId: string,
  field: keyof MeiaReportCounts,
): void {
  for (const line of lines) {
    if (line.event_id !== eventId) continue;
    const tipo = line.tipo_preco ?? 'inteira';
    const now = counts[tipo] ?? { vendidas: 0, reservadas: 0 };
    counts[tipo] = { ...now, [field]: now[field] + Math.max(0, Math.trunc(line.qnt)) };
  }
}
