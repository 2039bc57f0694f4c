// robots.txt: everything public may be crawled except the signed-in areas; points at the sitemap
// index written by @astrojs/sitemap, as an absolute URL on the configured site.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'https://gningressos.com.br').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    // Not a bare prefix: 'Disallow: /conta' would also keep /contato out of search results.
    'Disallow: /conta$',
    'Disallow: /conta/',
    'Disallow: /checkout',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
