import { describe, expect, it } from 'vitest';
import { parseFlash } from './flash';

describe('parseFlash', () => {
  it('keeps a duration between 1 and 60 s, and drops any other', () => {
    const stored = (durationMs: unknown) => JSON.stringify({ type: 'success', message: 'Oi', durationMs });
    expect(parseFlash(stored(12_000))).toEqual({ type: 'success', message: 'Oi', durationMs: 12_000 });
    for (const wrong of [10, 600_000, '12000', null])
      expect(parseFlash(stored(wrong))).toEqual({ type: 'success', message: 'Oi' });
  });

  it('reads what setFlash stores', () => {
    expect(
      parseFlash(
        JSON.stringify({ type: 'error', message: 'Você precisa estar logado para comprar ingressos' }),
      ),
    ).toEqual({
      type: 'error',
      message: 'Você precisa estar logado para comprar ingressos',
    });
  });

  it("falls back to 'info' for an unknown type", () => {
    expect(parseFlash(JSON.stringify({ type: 'x', message: 'Oi' }))).toEqual({ type: 'info', message: 'Oi' });
  });

  it.each([
    null,
    '',
    'não é json',
    '{}',
    JSON.stringify({ type: 'success', message: '  ' }),
    JSON.stringify({ message: 1 }),
  ])('is null for %j', (raw) => {
    expect(parseFlash(raw)).toBeNull();
  });
});
