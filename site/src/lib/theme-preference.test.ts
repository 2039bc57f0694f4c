import { describe, expect, it } from 'vitest';
import { preferenceFromTema, temaFromPreference, THEME_PREFERENCES } from './theme-preference';

describe('theme preference', () => {
  it("maps the profile's tema (null = follow the device) to the three choices and back", () => {
    expect(THEME_PREFERENCES.map((p) => p.value)).toEqual(['gn-light', 'gn-dark', 'sistema']);
    expect(preferenceFromTema('gn-dark')).toBe('gn-dark');
    expect(preferenceFromTema('gn-light')).toBe('gn-light');
    expect(preferenceFromTema(null)).toBe('sistema');
    expect(preferenceFromTema('azul')).toBe('sistema');
    for (const { value } of THEME_PREFERENCES)
      expect(preferenceFromTema(temaFromPreference(value))).toBe(value);
    expect(temaFromPreference('sistema')).toBeNull();
  });
});
