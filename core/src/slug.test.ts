import { describe, expect, it } from 'vitest';
import { duplicateSlug, duplicateTitle, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Show de Música Clássica!', 'show-de-musica-classica'],
    ['  Festa Junina — São João 2027  ', 'festa-junina-sao-joao-2027'],
    ['Ação & Reação', 'acao-reacao'],
    ['---Já---', 'ja'],
    ['ÁÉÍÓÚ âêô ãõ ç ü', 'aeiou-aeo-ao-c-u'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('duplicates', () => {
  it('suffix the slug and the title', () => {
    expect(duplicateSlug('show-de-rock', 1767225600000)).toBe('show-de-rock-copia-1767225600000');
    expect(duplicateTitle('Show de Rock')).toBe('Show de Rock (Cópia)');
  });
});
