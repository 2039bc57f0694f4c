// Astro builds the public site as static HTML from a snapshot of public content
// (see site/scripts/build.mjs). Source lives in site/; the output folder is chosen by the
// build script so that a new build can be swapped in atomically while the old one serves.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: process.env.GN_SITE_OUT_DIR ?? './site/dist',
  site: process.env.GN_SITE_URL ?? 'https://gningressos.com.br',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react(), sitemap()],
  vite: {
    plugins: [tailwindcss()],
    // Astro's root is the monorepo root, whose package.json does not list the site's packages, so
    // Vite would leave these external at prerender time and load the wrong copies (the hoisted
    // cookie 0.7 instead of Astro's cookie 2; @astrojs/react's `astro:` virtual import unbundled).
    resolve: { noExternal: ['cookie', '@astrojs/react'] },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
