// The render kit: what a full `astro build` already made that a later publish of the same site code
// needs to render the pages again without Vite (render-from-kit.mjs). Saved by the integration
// below, only when GN_RENDER_KIT_DIR is set (site/scripts/build.mjs sets it). Through Astro's public
// `setPrerenderer` hook it wraps the default prerenderer; its setup() runs after both Vite builds
// and after the prerender CSS moved into the output, and saves into GN_RENDER_KIT_DIR:
//   prerender/     the bundle Astro renders pages with (Astro deletes it after the build);
//   client/        the output as it stands then: client JS/CSS and public files (hard links);
//   internals.bin  the build internals the bundle's render environment reads (per-page CSS,
//                  script bundles, dependency hashes), v8-serialized.
// A kit belongs to one site code hash (code-hash.mjs, which covers package-lock.json: an upgrade of
// Astro always makes a full build and a new kit first) and one KIT_FORMAT.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';

/** Raised when what a kit holds or how it is read changes: older kits are then not used. */
const KIT_FORMAT = 1;
/** Kits kept: one per local stack in use (each stack's inlined URLs make its own code hash). */
const KITS_KEPT = 6;

/**
 * The kits live under the repository (site/.render-kit), never in a temporary folder: the bundle's
 * bare imports (preact, firebase, date-fns…) resolve from its own folder up to node_modules.
 */
export function renderKitDir(root, codeHash) {
  return path.join(root, 'site/.render-kit', `${codeHash}-f${KIT_FORMAT}`);
}

export function hasRenderKit(kitDir) {
  return existsSync(path.join(kitDir, 'internals.bin'));
}

/** Marks a kit as used now; the least recently used beyond KITS_KEPT are removed. */
export function touchRenderKit(kitDir) {
  const now = new Date();
  utimesSync(kitDir, now, now);
}

export function pruneRenderKits(root) {
  const dir = path.join(root, 'site/.render-kit');
  if (!existsSync(dir)) return;
  const kits = readdirSync(dir)
    .map((name) => ({ name, used: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of kits.slice(KITS_KEPT))
    rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Fields of Astro's BuildInternals that the prerender environment and generatePages read. */
const KEPT_INTERNALS = [
  'pagesByKeys',
  'entrySpecifierToBundleMap',
  'pageDependencyHashes',
  'serverIslandPageComponents',
  'contentEntryRenderHashes',
  'prerenderEntryFileName',
  'inlinedScripts',
  'componentMetadata',
  'staticFiles',
  'propagatedStylesMap',
];

function pickInternals(internals) {
  const kept = {};
  for (const key of KEPT_INTERNALS) if (internals[key] !== undefined) kept[key] = internals[key];
  return kept;
}

/** Hard-links every entry of `from` but `skip` into `to` (no bytes copied). */
export function linkTree(from, to, skip = new Set()) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (skip.has(name)) continue;
    const r = spawnSync('cp', ['-al', path.join(from, name), path.join(to, name)], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cp -al ${name} falhou: ${r.stderr}`);
  }
}

async function saveKit({ kitDir, outDir, base, logger }) {
  const started = performance.now();
  const candidates = [path.join(outDir, '.prerender'), path.join(process.cwd(), '.astro', '.prerender')];
  const prerenderDir = candidates.find((d) => existsSync(d));
  const entry = prerenderDir && readdirSync(prerenderDir).find((f) => f.startsWith('prerender-entry'));
  if (!entry) {
    logger.warn('kit de renderização não salvo: pasta de pré-renderização não encontrada');
    return base.setup();
  }
  // The same module instance the default prerenderer imports next: catch the internals it is given.
  const mod = await import(pathToFileURL(path.join(prerenderDir, entry)).href);
  const setInternals = mod.app?.setInternals?.bind(mod.app);
  let internals;
  if (setInternals) {
    mod.app.setInternals = (value) => {
      internals = value;
      setInternals(value);
    };
  }
  await base.setup();
  if (!setInternals || !internals) {
    logger.warn('kit de renderização não salvo: esta versão do Astro não expõe os internals');
    return;
  }
  mod.app.setInternals = setInternals;
  const tmp = `${kitDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  cpSync(prerenderDir, path.join(tmp, 'prerender'), { recursive: true });
  linkTree(outDir, path.join(tmp, 'client'), new Set(['.prerender']));
  writeFileSync(path.join(tmp, 'internals.bin'), v8.serialize(pickInternals(internals)));
  rmSync(kitDir, { recursive: true, force: true });
  renameSync(tmp, kitDir);
  logger.info(`kit de renderização salvo em ${(performance.now() - started).toFixed(0)} ms`);
}

/** The Astro integration (astro.config.mjs): inert unless GN_RENDER_KIT_DIR is set. */
export default function renderKit() {
  let outDir;
  return {
    name: 'gn:render-kit',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const kitDir = process.env.GN_RENDER_KIT_DIR;
        if (!kitDir) return;
        setPrerenderer((base) => ({
          ...base,
          name: 'gn:render-kit',
          setup: () => saveKit({ kitDir, outDir, base, logger }),
        }));
      },
    },
  };
}
