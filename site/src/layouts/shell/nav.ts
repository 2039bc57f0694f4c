// Main navigation (header, drawer, footer) and the active-link rule.
export const MAIN_NAV = [
  { href: '/', label: 'Home' },
  { href: '/eventos', label: 'Eventos' },
  { href: '/noticias', label: 'Notícias' },
  { href: '/contato', label: 'Contato' },
] as const;

/** '/eventos.html', '/eventos/' → '/eventos' (build.format 'file' and cleanUrls). */
export function cleanPath(pathname: string): string {
  const p = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/+$/, '$1');
  return p === '' ? '/' : p;
}

/**
 * aria-current for a nav link: 'page' on its own page, 'true' inside its section (an event page
 * is inside 'Eventos'), nothing elsewhere.
 */
export function currentFor(href: string, pathname: string): 'page' | 'true' | undefined {
  const path = cleanPath(pathname);
  if (path === href) return 'page';
  if (href !== '/' && path.startsWith(`${href}/`)) return 'true';
  return undefined;
}
