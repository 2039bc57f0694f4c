// Astro builds the public site as static HTML from a snapshot of public content
// (see site/scripts/build.mjs). Source lives in site/; the output folder is chosen by the
// build script so that a new build can be swapped in atomically while the old one serves.
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import renderKit from './site/scripts/render-kit.mjs';

const siteUrl = process.env.GN_SITE_URL ?? 'https://gningressos.com.br';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: process.env.GN_SITE_OUT_DIR ?? './site/dist',
  // bench:build -- --cold points this at an empty folder to time a build that encodes every cover.
  cacheDir: process.env.GN_ASTRO_CACHE_DIR ?? './node_modules/.astro',
  site: siteUrl,
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    // The islands are written against React's API and run on Preact through its compatibility
    // layer (`react` and `react-dom` resolve to preact/compat): the event page's first visit has a
    // budget of 80 KB of JS transferred (tests/bench/page-weight.mjs), and react-dom alone was
    // 55 KB of it; preact is about 5. The admin (admin/) stays on React.
    preact({ compat: true }),
    // The account and checkout pages are noindex and not static content; the lists' card chunks
    // (/eventos/cartoes/N) are fragments for 'Carregar mais', not pages.
    sitemap({
      filter: (page) => !/\/(conta|checkout)(\/|$)|\/cartoes\//.test(new URL(page).pathname),
    }),
    // Keeps what a full build made so that a publish of the same code renders without Vite
    // (site/scripts/render-kit.mjs); inert unless site/scripts/build.mjs asks for it.
    renderKit(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Astro's root is the monorepo root, whose package.json does not list the site's packages, so
    // Vite would leave these external at prerender time and Node would load the hoisted copies:
    // cookie 0.7 instead of Astro's cookie 2, zod 3 instead of core's zod 4, and @astrojs/preact
    // with its `astro:` virtual import unbundled. Bundling them resolves each from its importer.
    // Setting noExternal also turns off @astrojs/preact's own list for compat, so React and the
    // libraries that import it are listed too: bundled, their `react` imports take the alias to
    // preact/compat at build time as in the browser (external, Node would load React 19 itself).
    resolve: {
      noExternal: [
        'cookie',
        '@astrojs/preact',
        'zod',
        'react',
        'react-dom',
        'react/jsx-runtime',
        'lucide-react',
        'react-hook-form',
        '@hookform/resolvers',
        'sonner',
      ],
    },
  },
  // Covers resized at build time (site/src/lib/cover-image.ts): local uploads on the site's origin,
  // Cloud Storage in production.
  image: { domains: [new URL(siteUrl).hostname, 'storage.googleapis.com'] },
  // A publish renders only the pages whose content changed (site/src/lib/page-cache-key.ts); the
  // cache lives in cacheDir, one per local stack (dev/lib/apps.mjs).
  experimental: { incrementalBuild: true },
  devToolbar: { enabled: false },
  telemetry: false,
});
