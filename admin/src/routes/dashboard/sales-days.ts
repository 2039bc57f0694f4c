// The sales chart's days: the last N calendar days in São Paulo, whatever the browser's zone. Pure.
import { formatDate, startOfDaySaoPaulo, toIsoWithOffset } from '@gn/core/dates';

export const SALES_CHART_DAYS = 30;

export type SalesDay = {
  /** 'YYYY-MM-DD' in São Paulo */
  key: string;
  /** 'dd/MM', the axis label */
  label: string;
  /** 'dd/MM/yyyy', for the accessible table */
  date: string;
  /** São Paulo midnight that starts the day (inclusive) */
  start: Date;
  /** next day's São Paulo midnight (exclusive) */
  end: Date;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The `count` days ending with today (São Paulo), oldest first. Each day is found from its noon,
 * which stays inside the day even if a daylight-saving shift makes a day 23 or 25 hours long.
 */
export function lastSaoPauloDays(now: Date, count: number = SALES_CHART_DAYS): SalesDay[] {
  const today = startOfDaySaoPaulo(now).getTime();
  const startOf = (daysAgo: number) => startOfDaySaoPaulo(new Date(today - daysAgo * DAY + 12 * HOUR));
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = count - 1 - index;
    const start = startOf(daysAgo);
    const date = formatDate(start);
    return {
      key: toIsoWithOffset(start).slice(0, 10),
      label: date.slice(0, 5),
      date,
      start,
      end: startOf(daysAgo - 1),
    };
  });
}
