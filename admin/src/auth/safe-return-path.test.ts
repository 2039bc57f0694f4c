// Only same-origin paths survive as the post-sign-in target (no '//', '/\', control characters).
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeReturnPath('/admin/pedidos?status=pago')).toBe('/admin/pedidos?status=pago');
  });

  it.each([
    null,
    '',
    'admin',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ])('falls back to /admin for %j', (value) => {
    expect(safeReturnPath(value)).toBe('/admin');
  });

  it('does not send the user back to the sign-in page', () => {
    expect(safeReturnPath('/entrar?returnTo=/admin')).toBe('/admin');
  });
});
