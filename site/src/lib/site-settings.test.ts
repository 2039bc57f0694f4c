import { describe, expect, it } from 'vitest';
import { accentCss, brandFrom, logoUrls, seoFrom } from './site-settings';

describe('site settings in the build', () => {
  it('applies a valid brand and falls back to the defaults otherwise', () => {
    const brand = brandFrom({
      brand: {
        nome_site: 'Rock BH',
        cor_primaria: '#e11d48',
        logo_claro_url: '/api/files/logos/c.png',
        logo_escuro_url: null,
        favicon_url: null,
        updated_by: 'admin',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
      seo: null,
    });
    expect(brand.nome_site).toBe('Rock BH');
    expect(brand.cor_primaria).toBe('#E11D48');
    expect(logoUrls(brand)).toEqual({ light: '/api/files/logos/c.png', dark: '/logo-dark.svg' });
    expect(brandFrom(undefined).nome_site).toBe('GN Ingressos');
    // A hand-edited colour that could inject CSS is refused as a whole.
    expect(
      brandFrom({ brand: { nome_site: 'X Y', cor_primaria: 'red;}body{display:none' }, seo: null })
        .cor_primaria,
    ).toBe('#5B34F2');
  });

  it('reads the SEO defaults', () => {
    expect(
      seoFrom({
        brand: null,
        seo: { titulo_padrao: 'Shows em BH', descricao_padrao: '', og_imagem_url: null },
      }),
    ).toEqual({
      titulo_padrao: 'Shows em BH',
      descricao_padrao: '',
      og_imagem_url: null,
    });
    expect(seoFrom(undefined)).toEqual({ titulo_padrao: '', descricao_padrao: '', og_imagem_url: null });
  });

  it('overrides the accent tokens of both themes, not for the default colour', () => {
    expect(accentCss('#5B34F2')).toBe('');
    const css = accentCss('#FFD400');
    expect(css).toContain("html[data-theme='gn-light'],html:not([data-theme]){--color-accent:#ffd400;");
    // yellow takes black text
    expect(css).toContain('--color-on-accent:#000000');
    expect(css).toContain("html[data-theme='gn-dark']{");
  });
});
