import { describe, expect, it } from 'vitest';
import {
  canPublishNews,
  NEWS_FORM_DEFAULTS,
  NEWS_PUBLISH_MESSAGE,
  newsFormSchema,
  nextPublishedAt,
} from './news.ts';

describe('newsFormSchema', () => {
  it('validates title and slug and defaults to rascunho', () => {
    expect(newsFormSchema.parse({ titulo: 'Nova data', slug: 'nova-data' })).toEqual({
      ...NEWS_FORM_DEFAULTS,
      titulo: 'Nova data',
      slug: 'nova-data',
    });
    expect(newsFormSchema.safeParse({ titulo: 'No', slug: 'nova' }).error?.issues[0]?.message).toBe(
      'Título deve ter pelo menos 3 caracteres',
    );
    expect(newsFormSchema.safeParse({ titulo: 'Nova', slug: 'no' }).error?.issues[0]?.message).toBe(
      'Slug deve ter pelo menos 3 caracteres',
    );
  });
  it('treats an empty cover as none', () => {
    expect(newsFormSchema.parse({ titulo: 'Nova', slug: 'nova', capa_url: '' }).capa_url).toBeNull();
  });
});

describe('publishing', () => {
  it('needs a title', () => {
    expect(NEWS_PUBLISH_MESSAGE).toBe('Preencha o título antes de publicar');
    expect(canPublishNews({ titulo: 'Nova' })).toBe(true);
    expect(canPublishNews({ titulo: ' ' })).toBe(false);
  });
  it('sets publicado_em once and never clears it', () => {
    const now = new Date('2027-03-05T12:00:00Z');
    const earlier = new Date('2027-01-01T12:00:00Z');
    expect(nextPublishedAt(null, 'publicado', now)).toBe(now);
    expect(nextPublishedAt(null, 'rascunho', now)).toBeNull();
    expect(nextPublishedAt(earlier, 'publicado', now)).toBe(earlier);
    expect(nextPublishedAt(earlier, 'rascunho', now)).toBe(earlier);
  });
});
