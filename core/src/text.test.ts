import { describe, expect, it } from 'vitest';
import { foldAccents } from './text.ts';

describe('foldAccents', () => {
  it('drops accents and case, keeps everything else', () => {
    expect(foldAccents('Brasília ÇÃO Forró')).toBe('brasilia cao forro');
    expect(foldAccents('  Meia-Entrada ')).toBe('  meia-entrada ');
  });
});
