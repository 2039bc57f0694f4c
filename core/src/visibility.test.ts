import { describe, expect, it } from 'vitest';
import {
  bannerHref,
  HOME_EVENTS,
  HOME_NEWS,
  initialTheme,
  isEventPublic,
  isNewsPublic,
  isTheme,
  isTickerActive,
  PAGE_SIZE,
  registrationBadge,
  THEME_STORAGE_KEY,
  TICKER_DEFAULT_LIMIT,
  TICKER_DEFAULT_SPEED,
  toggleTheme,
} from './visibility.ts';

describe('public visibility', () => {
  it('events need publicado and visivel', () => {
    expect(isEventPublic({ status: 'publicado', visivel: true })).toBe(true);
    expect(isEventPublic({ status: 'publicado', visivel: false })).toBe(false);
    expect(isEventPublic({ status: 'rascunho', visivel: true })).toBe(false);
  });
  it('news need publicado', () => {
    expect(isNewsPublic({ status: 'publicado' })).toBe(true);
    expect(isNewsPublic({ status: 'rascunho' })).toBe(false);
  });
});

describe('registrationBadge', () => {
  it('abertas is open, anything else closed', () => {
    expect(registrationBadge('abertas')).toEqual({
      long: 'Inscrições Abertas',
      short: 'Abertas',
      open: true,
    });
    expect(registrationBadge('encerradas')).toEqual({
      long: 'Inscrições Encerradas',
      short: 'Encerradas',
      open: false,
    });
    expect(registrationBadge(undefined).open).toBe(false);
    expect(registrationBadge('ABERTAS').open).toBe(false);
  });
});

describe('bannerHref', () => {
  it.each([
    ['evento', 'show-de-rock', '/eventos/show-de-rock'],
    ['noticia', 'nova-data', '/noticias/nova-data'],
    ['pagina', '/contato', '/contato'],
    ['pagina', 'ajuda', '/ajuda'],
    ['url', 'https://exemplo.com.br/x', 'https://exemplo.com.br/x'],
    ['url', 'javascript:alert(1)', '/'],
    ['outro', 'x', '/'],
    [null, 'x', '/'],
    ['evento', '', '/'],
    ['evento', null, '/'],
  ])('%j %j → %j', (tipo, ref, href) => {
    expect(bannerHref(tipo, ref)).toBe(href);
  });
});

describe('theme and constants', () => {
  it('picks the stored theme, else the system preference', () => {
    expect(THEME_STORAGE_KEY).toBe('gn-theme');
    expect(initialTheme('gn-light', true)).toBe('gn-light');
    expect(initialTheme(null, true)).toBe('gn-dark');
    expect(initialTheme('azul', false)).toBe('gn-light');
    expect(toggleTheme('gn-dark')).toBe('gn-light');
    expect(isTheme('gn-dark')).toBe(true);
    expect(isTheme('dark')).toBe(false);
  });
  it('has the spec numbers', () => {
    expect([PAGE_SIZE, HOME_EVENTS, HOME_NEWS, TICKER_DEFAULT_LIMIT, TICKER_DEFAULT_SPEED]).toEqual([
      9, 3, 3, 10, 50,
    ]);
  });
  it('runs the ticker unless ativo is explicitly false', () => {
    expect(isTickerActive(null)).toBe(true);
    expect(isTickerActive({ ativo: true })).toBe(true);
    expect(isTickerActive({})).toBe(true);
    expect(isTickerActive({ ativo: false })).toBe(false);
  });
});
