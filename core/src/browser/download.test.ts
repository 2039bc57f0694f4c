import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';

describe('fileNameFromDisposition', () => {
  it('reads the plain and the RFC 6266 forms, else the fallback', () => {
    expect(fileNameFromDisposition('attachment; filename="ingresso-TKT-1-AB.pdf"', 'x.pdf')).toBe(
      'ingresso-TKT-1-AB.pdf',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''pedido%20a.pdf", 'x.pdf')).toBe(
      'pedido a.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });

  it('prefers the UTF-8 name when both are given, and survives a malformed one', () => {
    const both = `attachment; filename="ingresso-sao-paulo.pdf"; filename*=UTF-8''ingresso-s%C3%A3o-paulo.pdf`;
    expect(fileNameFromDisposition(both, 'x.pdf')).toBe('ingresso-são-paulo.pdf');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe(
      'a.pdf',
    );
  });
});
