import { describe, expect, it } from 'vitest';
import { formatDate, parseSaoPauloLocal } from './dates.ts';
import { formatDateIntl } from './dates-intl.ts';

const HOUR = 3_600_000;

/** The instants where the two formatters disagree, with both texts. */
const mismatches = (times: number[]) =>
  times
    .map((t) => new Date(t))
    .filter((d) => formatDateIntl(d) !== formatDate(d))
    .map((d) => `${d.toISOString()}: ${formatDateIntl(d)} != ${formatDate(d)}`);

describe('formatDateIntl', () => {
  it("writes dd/MM/yyyy in São Paulo's day", () => {
    // 2027-03-05 23:30 in São Paulo is already the 6th in UTC.
    expect(formatDateIntl(new Date('2027-03-06T02:30:00Z'))).toBe('05/03/2027');
    expect(formatDateIntl(new Date('2027-03-06T03:00:00Z'))).toBe('06/03/2027');
  });

  it('matches dates.ts every 53 hours from 1985 to 2040 (each hour of the day, summer time too)', () => {
    const times: number[] = [];
    for (let t = Date.UTC(1985, 0, 1); t < Date.UTC(2040, 0, 1); t += 53 * HOUR) times.push(t);
    expect(mismatches(times)).toEqual([]);
  });

  it('matches dates.ts on both sides of each São Paulo midnight, 2015-2019', () => {
    const times: number[] = [];
    for (let day = Date.UTC(2015, 0, 1); day < Date.UTC(2020, 0, 1); day += 24 * HOUR) {
      const midnight = parseSaoPauloLocal(new Date(day).toISOString().slice(0, 10)).getTime();
      times.push(midnight - 1, midnight);
    }
    expect(mismatches(times)).toEqual([]);
  });
});
