import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  parseSaoPauloLocal,
  SAO_PAULO_TZ,
  startOfDaySaoPaulo,
  toDate,
  toIsoWithOffset,
  toSaoPauloLocalInput,
} from './dates.ts';

// Run in a zone far from São Paulo so that a formatter leaning on the machine zone fails. Node
// applies a TZ change at once. (core has no Node types on purpose, hence the cast.)
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
beforeAll(() => {
  env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (originalTz === undefined) delete env.TZ;
  else env.TZ = originalTz;
});

// 2027-03-05 20:00 in São Paulo (UTC-3) is 23:00 UTC, and already 03-06 in Tokyo.
const SHOW = Date.UTC(2027, 2, 5, 23, 0);

describe('formatting in America/Sao_Paulo', () => {
  it('runs with a foreign machine zone', () => {
    expect(SAO_PAULO_TZ).toBe('America/Sao_Paulo');
    expect(new Date(SHOW).getTimezoneOffset()).toBe(-540);
  });

  it('formats every pattern', () => {
    expect(formatLongDate(SHOW)).toBe('05 de março, 2027');
    expect(formatDate(SHOW)).toBe('05/03/2027');
    expect(formatDateTime(SHOW)).toBe('05/03/2027 às 20:00');
    expect(formatShortDate(SHOW)).toBe('05/03/27');
    expect(formatTime(SHOW)).toBe('20:00');
    expect(toIsoWithOffset(SHOW)).toBe('2027-03-05T20:00:00-03:00');
  });

  it('accepts Date, number and ISO text', () => {
    expect(formatDateTime(new Date(SHOW))).toBe('05/03/2027 às 20:00');
    expect(formatDateTime('2027-03-05T23:00:00.000Z')).toBe('05/03/2027 às 20:00');
    expect(formatDateTime('2027-03-05T20:00:00-03:00')).toBe('05/03/2027 às 20:00');
  });

  it('reads zone-less text as São Paulo wall-clock time', () => {
    expect(toDate('2027-03-05T20:00').getTime()).toBe(SHOW);
    expect(toDate('2027-03-05').getTime()).toBe(Date.UTC(2027, 2, 5, 3, 0));
  });

  it('uses the historical offset (DST before 2019)', () => {
    expect(toIsoWithOffset(Date.UTC(2018, 0, 15, 12, 0))).toBe('2018-01-15T10:00:00-02:00');
  });

  it('names months in Portuguese', () => {
    expect(formatLongDate(Date.UTC(2027, 11, 25, 15))).toBe('25 de dezembro, 2027');
  });

  it('throws on invalid input', () => {
    expect(() => formatDate('não é data')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('datetime-local inputs', () => {
  it('parses and prints São Paulo local time', () => {
    expect(parseSaoPauloLocal('2027-03-05T20:00').getTime()).toBe(SHOW);
    expect(parseSaoPauloLocal('2027-03-05T20:00:30').getTime()).toBe(SHOW + 30_000);
    expect(toSaoPauloLocalInput(SHOW)).toBe('2027-03-05T20:00');
    expect(toSaoPauloLocalInput(parseSaoPauloLocal('2027-12-31T23:59'))).toBe('2027-12-31T23:59');
  });

  it('rejects malformed or impossible values', () => {
    expect(() => parseSaoPauloLocal('')).toThrow(RangeError);
    expect(() => parseSaoPauloLocal('05/03/2027 20:00')).toThrow(RangeError);
    expect(() => parseSaoPauloLocal('2027-02-30T10:00')).toThrow(RangeError);
    expect(() => parseSaoPauloLocal('2027-03-05T20:00Z')).toThrow(RangeError);
  });

  it('finds midnight in São Paulo', () => {
    expect(startOfDaySaoPaulo(SHOW).getTime()).toBe(Date.UTC(2027, 2, 5, 3, 0));
    // 01:00 UTC on the 6th is still the 5th in São Paulo
    expect(startOfDaySaoPaulo(Date.UTC(2027, 2, 6, 1, 0)).getTime()).toBe(Date.UTC(2027, 2, 5, 3, 0));
  });
});
