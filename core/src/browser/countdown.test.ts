import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  const now = new Date('2027-03-05T20:00:00Z');
  it('counts whole seconds, rounding a started second up', () => {
    expect(secondsUntil(new Date('2027-03-05T20:15:00Z'), now)).toBe(900);
    expect(secondsUntil(now.getTime() + 1500, now)).toBe(2);
    expect(secondsUntil(now.getTime() + 1, now)).toBe(1);
  });
  it('is 0 at and after the end, and for invalid dates', () => {
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(now.getTime() - 5000, now)).toBe(0);
    expect(secondsUntil(new Date('nope'), now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [900, '15:00'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [12.7, '00:12'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
