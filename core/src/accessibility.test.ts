import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_LABELS, ACCESSIBILITY_RESOURCES, accessibilityOf } from './accessibility.ts';

describe('accessibility resources (LBI art. 63)', () => {
  it('are a fixed list, each with its pt-BR label', () => {
    expect(ACCESSIBILITY_RESOURCES).toHaveLength(8);
    expect(ACCESSIBILITY_LABELS.libras).toBe('Intérprete de Libras');
    expect(ACCESSIBILITY_LABELS.cao_guia).toBe('Cão-guia permitido');
    for (const code of ACCESSIBILITY_RESOURCES) expect(ACCESSIBILITY_LABELS[code]).toMatch(/^\p{Lu}/u);
  });

  it("read a stored list: known codes, each once, in the list's order", () => {
    expect(accessibilityOf(['cao_guia', 'libras', 'libras', 'rampa', 7])).toEqual(['libras', 'cao_guia']);
    for (const nothing of [undefined, null, 'libras', {}]) expect(accessibilityOf(nothing)).toEqual([]);
  });
});
