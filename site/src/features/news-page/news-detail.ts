// Build-time view model of a news page (/noticias/{slug}): its title, meta description and
// structured data. Pure functions over the snapshot's shapes.
import type { SnapshotNews } from '../../lib/snapshot';
import { META_DESCRIPTION_MAX, SITE_NAME } from '../../lib/seo';
import { toIsoWithOffset } from '@gn/core/dates';
import { htmlToText } from '@gn/core/html/sanitize';

export function newsTitle(news: SnapshotNews): string {
  return news.seo_titulo?.trim() || news.titulo;
}

export function newsMetaDescription(news: SnapshotNews): string {
  const seo = news.seo_descricao?.trim();
  if (seo) return seo;
  return htmlToText(news.corpo, META_DESCRIPTION_MAX) || `${news.titulo}: notícias da ${SITE_NAME}.`;
}

/** schema.org NewsArticle of a news page. */
export function newsJsonLd(
  news: SnapshotNews,
  urls: { page: string; image: string | null; site: string; logo: string },
): object {
  const published = news.publicado_em ?? news.updated_at ?? null;
  const modified = news.updated_at && published && news.updated_at > published ? news.updated_at : published;
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: urls.site,
    logo: { '@type': 'ImageObject', url: urls.logo },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.titulo.slice(0, 110),
    description: newsMetaDescription(news),
    ...(urls.image ? { image: [urls.image] } : {}),
    ...(published ? { datePublished: toIsoWithOffset(published) } : {}),
    ...(modified ? { dateModified: toIsoWithOffset(modified) } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': urls.page },
    inLanguage: 'pt-BR',
  };
}
