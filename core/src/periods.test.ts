import { describe, expect, it } from 'vitest';
import { eventMatchesPeriod, orderPeriodStart, TICKET_PERIODS } from './periods.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 2, 5, 15, 0); // 12:00 in São Paulo

describe('ticket period filter', () => {
  it('splits upcoming and past, and 30 / 90 days ahead', () => {
    expect(TICKET_PERIODS).toEqual(['todos', 'proximos', 'passados', '30dias', '90dias']);
    expect(eventMatchesPeriod(NOW + DAY, 'proximos', NOW)).toBe(true);
    expect(eventMatchesPeriod(NOW - DAY, 'proximos', NOW)).toBe(false);
    expect(eventMatchesPeriod(NOW - DAY, 'passados', NOW)).toBe(true);
    expect(eventMatchesPeriod(NOW + 29 * DAY, '30dias', NOW)).toBe(true);
    expect(eventMatchesPeriod(NOW + 31 * DAY, '30dias', NOW)).toBe(false);
    expect(eventMatchesPeriod(NOW + 31 * DAY, '90dias', NOW)).toBe(true);
    expect(eventMatchesPeriod(NOW - 1, '90dias', NOW)).toBe(false);
    expect(eventMatchesPeriod(NOW - 365 * DAY, 'todos', NOW)).toBe(true);
  });
});

describe('admin order period filter', () => {
  it('starts at São Paulo midnight for hoje, N days back otherwise', () => {
    expect(orderPeriodStart('todos', NOW)).toBeNull();
    expect(orderPeriodStart('hoje', NOW)?.getTime()).toBe(Date.UTC(2027, 2, 5, 3, 0));
    expect(orderPeriodStart('7dias', NOW)?.getTime()).toBe(NOW - 7 * DAY);
    expect(orderPeriodStart('90dias', NOW)?.getTime()).toBe(NOW - 90 * DAY);
  });
});
