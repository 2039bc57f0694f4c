// A content-only publish: renders the site from a new snapshot with the render kit a full build of
// the same site code saved (render-kit.mjs), so neither Vite build runs (about a fifth of a full
// build's CPU). It does what `astro build` does around Vite (config and the integrations' setup
// hooks, the route list, the page data), then Astro's own generatePages (incremental cache and
// images included) and the build:done hooks (the sitemap).
// These are Astro internals (astro 7.3): any failure makes site/scripts/build.mjs fall back to a
// full build, and tests/publish/render-from-kit.test.ts checks that both make the same site.
import fs, { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { linkTree } from './render-kit.mjs';

async function astroInternals() {
  const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const load = (file) => import(pathToFileURL(path.join(astroDir, 'dist', file)).href);
  const [
    config,
    logger,
    settings,
    hooks,
    manifest,
    prerender,
    pageData,
    generate,
    encryption,
    assets,
    files,
    util,
  ] = await Promise.all([
    load('core/config/config.js'),
    load('core/logger/load.js'),
    load('core/config/settings.js'),
    load('integrations/hooks.js'),
    load('core/routing/create-manifest.js'),
    load('prerender/utils.js'),
    load('core/build/page-data.js'),
    load('core/build/generate.js'),
    load('core/encryption.js'),
    load('assets/vite-plugin-assets.js'),
    load('core/fs/index.js'),
    load('core/util.js'),
  ]);
  return {
    resolveConfig: config.resolveConfig,
    loadOrCreateNodeLogger: logger.loadOrCreateNodeLogger,
    createSettings: settings.createSettings,
    hooks,
    createRoutesList: manifest.createRoutesList,
    getPrerenderDefault: prerender.getPrerenderDefault,
    collectPagesData: pageData.collectPagesData,
    generatePages: generate.generatePages,
    createKey: encryption.createKey,
    getEnvironmentKey: encryption.getEnvironmentKey,
    hasEnvironmentKey: encryption.hasEnvironmentKey,
    assetsPlugin: assets.default,
    emptyDir: files.emptyDir,
    ensureProcessNodeEnv: util.ensureProcessNodeEnv,
  };
}

/** Renders every page into the configured outDir; answers the number of pages. */
export async function renderFromKit({ root, kitDir, logLevel = 'warn' }) {
  const a = await astroInternals();
  a.ensureProcessNodeEnv('production');
  const inlineConfig = { root, logLevel };
  const { astroConfig } = await a.resolveConfig(inlineConfig, 'build');
  const logger = await a.loadOrCreateNodeLogger(astroConfig, inlineConfig);
  let settings = await a.createSettings(astroConfig, logLevel, root);
  settings = await a.hooks.runHookConfigSetup({ settings, command: 'build', logger });
  settings.buildOutput = a.getPrerenderDefault(settings.config) ? 'static' : 'server';
  const routesList = await a.createRoutesList({ settings }, logger);
  await a.hooks.runHookConfigDone({ settings, logger, command: 'build' });
  const { assets: extraAssets, allPages } = a.collectPagesData({ settings, logger, manifest: routesList });

  // The image pipeline's hook into getImage(), which the assets Vite plugin installs at buildStart.
  const [imagesPlugin] = a.assetsPlugin({ fs, settings, sync: false, logger });
  imagesPlugin.config({}, { command: 'build' });
  imagesPlugin.buildStart.call({});
  if (globalThis.astroAsset) globalThis.astroAsset.staticImages = new Map();

  // The code build's client assets and public files, hard-linked. Pages are written as new files
  // (generatePages replaces none of these), so the kit's copies are never written through a link.
  const outDir = settings.config.outDir;
  a.emptyDir(outDir, new Set(['.git']));
  mkdirSync(outDir, { recursive: true });
  linkTree(path.join(kitDir, 'client'), outDir.pathname);
  const internals = v8.deserialize(readFileSync(path.join(kitDir, 'internals.bin')));

  const pageNames = [];
  const options = {
    allPages,
    settings,
    logger,
    routesList,
    runtimeMode: 'production',
    origin: new URL(settings.config.site).origin,
    pageNames,
    viteConfig: {},
    key: a.hasEnvironmentKey() ? a.getEnvironmentKey() : a.createKey(),
    force: false,
  };
  await a.generatePages(options, internals, pathToFileURL(path.join(kitDir, 'prerender') + '/'));
  for (const [file, text] of Object.entries(extraAssets)) {
    if (!text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, 'utf8');
  }
  await a.hooks.runHookBuildDone({
    settings,
    pages: pageNames,
    routes: Object.values(allPages)
      .flat()
      .map((page) => page.route),
    logger,
  });
  return pageNames.length;
}
