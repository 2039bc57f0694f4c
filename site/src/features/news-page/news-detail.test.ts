import { describe, expect, it } from 'vitest';
import type { SnapshotNews } from '../../lib/snapshot';
import { newsJsonLd, newsMetaDescription } from './news-detail';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is read field by field
type Ld = Record<string, any>;

describe('newsJsonLd', () => {
  const news: SnapshotNews = {
    id: 'n1',
    titulo: 'Sons do Cerrado anuncia line-up',
    slug: 'line-up',
    corpo: '<p>Texto <em>da</em> notícia.</p>',
    capa_url: '/api/files/n1.jpg',
    publicado_em: '2026-11-21T13:15:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    status: 'publicado',
    autor_id: 'admin',
    seo_titulo: null,
    seo_descricao: null,
    created_at: '2026-11-21T13:00:00.000Z',
  };

  it('is a NewsArticle with offsets, image, author and publisher with logo', () => {
    const ld = newsJsonLd(news, {
      page: 'https://x.test/noticias/line-up',
      image: 'https://x.test/api/files/n1.jpg',
      site: 'https://x.test/',
      logo: 'https://x.test/logo-light.svg',
    }) as Ld;
    expect(ld['@type']).toBe('NewsArticle');
    expect(ld.headline).toBe('Sons do Cerrado anuncia line-up');
    expect(ld.datePublished).toBe('2026-11-21T10:15:00-03:00');
    expect(ld.dateModified).toBe('2026-11-22T07:00:00-03:00');
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: 'GN Ingressos' });
    expect(ld.publisher.logo).toEqual({ '@type': 'ImageObject', url: 'https://x.test/logo-light.svg' });
    expect(ld.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://x.test/noticias/line-up' });
    expect(ld.description).toBe('Texto da notícia.');
  });

  it('uses the SEO description when set', () => {
    expect(newsMetaDescription({ ...news, seo_descricao: 'Resumo.' })).toBe('Resumo.');
  });
});
