import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorMessage, INVALID_DATA_MESSAGE } from './errors.ts';

describe('firstErrorMessage', () => {
  it("returns the first issue's message", () => {
    const r = z
      .object({ a: z.string().min(3, 'Primeiro'), b: z.string().min(3, 'Segundo') })
      .safeParse({ a: '', b: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstErrorMessage(r.error)).toBe('Primeiro');
  });
  it('falls back when there is no issue', () => {
    expect(firstErrorMessage({ issues: [] })).toBe(INVALID_DATA_MESSAGE);
  });
});
