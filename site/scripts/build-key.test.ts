import { describe, expect, it } from 'vitest';
import { siteBuildKey } from './build-key.mjs';

const content = (over: Record<string, unknown> = {}) => ({
  generatedAt: '2026-11-28T12:00:00.000Z',
  events: [
    {
      id: 'e1',
      titulo: 'Show',
      data_inicio: '2026-12-10T23:00:00.000Z',
      lotes: [{ termina_em: '2026-12-01T15:00:00.000Z' }],
    },
  ],
  news: [],
  ...over,
});
const noon = new Date('2026-11-28T15:00:00Z');

describe('siteBuildKey', () => {
  it('is the same for the same content read at another moment of the same day', () => {
    const later = { ...content(), generatedAt: '2026-11-28T14:00:00.000Z' };
    expect(siteBuildKey(later, 'code', noon)).toBe(siteBuildKey(content(), 'code', noon));
  });

  it('changes with the content, the code, the day in Brasília, and each instant of the content that passes', () => {
    const key = siteBuildKey(content(), 'code', noon);
    expect(siteBuildKey(content({ news: [{ id: 'n1' }] }), 'code', noon)).not.toBe(key);
    expect(siteBuildKey(content(), 'other code', noon)).not.toBe(key);
    // 02:59 UTC on the 29th is still the 28th in Brasília; 03:00 is the 29th.
    expect(siteBuildKey(content(), 'code', new Date('2026-11-29T02:59:00Z'))).toBe(key);
    expect(siteBuildKey(content(), 'code', new Date('2026-11-29T03:00:00Z'))).not.toBe(key);
    // The lote's end passes at noon in Brasília on 1 December, within one day.
    const before = siteBuildKey(content(), 'code', new Date('2026-12-01T14:59:59Z'));
    const after = siteBuildKey(content(), 'code', new Date('2026-12-01T15:00:00Z'));
    expect(after).not.toBe(before);
  });
});
