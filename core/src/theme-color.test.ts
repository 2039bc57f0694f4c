import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  THEME_SURFACES,
  accentPalette,
  contrastRatio,
  mixColors,
  readableForeground,
  shadeForContrast,
} from './theme-color.ts';

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b34f2', '#5B34F2')).toBeCloseTo(1, 5);
    // a known pair: #767676 on white is the classic 4.54:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks white text on dark colours and black text on light ones', () => {
    expect(readableForeground('#5b34f2')).toBe('#ffffff');
    expect(readableForeground('#ffd400')).toBe('#000000');
    expect(readableForeground('#777777')).toBe('#000000');
  });

  it('mixes in sRGB and darkens until the contrast is reached', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    const ink = shadeForContrast('#ffd400', ['#ffffff'], 'black');
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(shadeForContrast('#000000', ['#ffffff'], 'black')).toBe('#000000');
  });
});

describe('accent palette', () => {
  // Light, dark, saturated and grey primaries: every pair the site draws must stay AA.
  const primaries = [
    '#5B34F2',
    '#FFD400',
    '#00FF00',
    '#777777',
    '#E11D48',
    '#0A7F5C',
    '#FFFFFF',
    '#000000',
    '#0000FF',
  ];

  it.each(primaries)('keeps AA contrast in both themes for %s', (primary) => {
    const palette = accentPalette(primary);
    for (const theme of ['light', 'dark'] as const) {
      const t = palette[theme];
      const s = THEME_SURFACES[theme];
      expect(contrastRatio(t.onAccent, t.accent)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(t.onAccent, t.accentHover)).toBeGreaterThanOrEqual(AA_CONTRAST);
      for (const bg of [s.canvas, s.surface, s.surfaceMuted, t.accentSoft]) {
        expect(contrastRatio(t.accentInk, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('uses the primary itself as the button colour', () => {
    expect(accentPalette('#0A7F5C').light.accent).toBe('#0a7f5c');
    expect(accentPalette('#0A7F5C').light.onAccent).toBe('#ffffff');
  });
});
