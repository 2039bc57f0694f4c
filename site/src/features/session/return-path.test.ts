import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/eventos/rock?x=1#ingressos')).toBe('/eventos/rock?x=1#ingressos');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    null,
    undefined,
    '',
    'eventos',
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never sends the user back to the sign-in page', () => {
    for (const value of [
      '/entrar',
      '/entrar?returnTo=/conta',
      '/entrar#criar-conta',
      '/entrar.html',
      '/entrar/',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath('/entrar-no-evento')).toBe('/entrar-no-evento');
  });
});

describe('signInHref', () => {
  it('carries a safe path as returnTo, encoded', () => {
    expect(signInHref('/eventos/rock?lote=2')).toBe('/entrar?returnTo=%2Feventos%2Frock%3Flote%3D2');
  });

  it('is plain /entrar for the home, unsafe paths and the sign-in page itself', () => {
    for (const value of ['/', '//evil.example', null, '/entrar?returnTo=%2Fconta']) {
      expect(signInHref(value)).toBe('/entrar');
    }
  });
});
