// What every page's structured data and meta tags share: the site's name, the length a meta
// description is cut to, and the breadcrumb trail.
export const SITE_NAME = 'GN Ingressos';
/** Meta descriptions are cut here (search engines show about 155-160 characters). */
export const META_DESCRIPTION_MAX = 155;

/** BreadcrumbList: Home › section › page. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * ItemList of a list page: its entries in the order shown; `first` is the position of the first
 * (a later page of a list continues the numbering).
 */
export function itemListJsonLd(name: string, items: { name: string; url: string }[], first = 1): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: first + i,
      url: item.url,
      name: item.name,
    })),
  };
}
