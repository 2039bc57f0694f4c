// The chart's 30 days are São Paulo days (midnight to midnight), across month and year ends.
import { describe, expect, it } from 'vitest';
import { lastSaoPauloDays } from './sales-days';

describe('lastSaoPauloDays', () => {
  it('30 São Paulo days ending today, oldest first, each from midnight to the next midnight', () => {
    // 02:30 UTC on 5 March is still 4 March (23:30) in São Paulo (UTC-3).
    const days = lastSaoPauloDays(new Date('2027-03-05T02:30:00Z'));
    expect(days).toHaveLength(30);
    const last = days.at(-1)!;
    expect(last).toMatchObject({ key: '2027-03-04', label: '04/03', date: '04/03/2027' });
    expect(last.start.toISOString()).toBe('2027-03-04T03:00:00.000Z');
    expect(last.end.toISOString()).toBe('2027-03-05T03:00:00.000Z');
    expect(days[0]!.key).toBe('2027-02-03');
    for (let i = 1; i < days.length; i++) {
      expect(days[i]!.start.getTime()).toBe(days[i - 1]!.end.getTime());
    }
  });

  it('crosses a month and a year boundary', () => {
    const days = lastSaoPauloDays(new Date('2027-01-02T15:00:00Z'), 3);
    expect(days.map((d) => d.key)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
