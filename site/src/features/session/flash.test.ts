import { describe, expect, it } from 'vitest';
import { parseFlash } from './flash';

describe('parseFlash', () => {
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
