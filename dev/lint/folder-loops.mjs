// No folder imports a folder that imports it back: eslint's import-x/no-cycle sees loops between
// modules, not between folders, so `orders/` → `tickets/` → `orders/` through different files
// would pass it. Here each first-level folder of a source root (and each file at the root) is
// one node; a loop among them fails `npm run lint` with the imports that close it.
// The site's floors, bottom up: lib and ui, components (cards, media), features (islands and
// their Astro parts), layouts (the shell: header, footer, the page frames), pages.
//   node dev/lint/folder-loops.mjs [source root…]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

const HELD = ['core/src', 'functions/src', 'admin/src', 'site/src'];
const ROOTS = process.argv.length > 2 ? process.argv.slice(2) : HELD;
const SKIP = new Set(['node_modules', 'dist', 'lib', '.astro']);
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.(test|spec)\.[a-z]+$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The node a path belongs to: its first folder under the root, or the file itself at the root. */
function nodeOf(root, path) {
  const [first] = relative(root, path).split(sep);
  return first;
}

/** Folder graph of one root: node → node → one import that makes the edge (for the message). */
function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier));
      if (relative(root, target).startsWith('..')) continue;
      const to = nodeOf(root, target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, `${file} → ${specifier}`);
    }
  }
  return graph;
}

function reaches(graph, from, to, seen = new Set()) {
  for (const next of graph.get(from)?.keys() ?? []) {
    if (next === to) return true;
    if (!seen.has(next) && (seen.add(next), reaches(graph, next, to, seen))) return true;
  }
  return false;
}

let loops = 0;
for (const root of ROOTS) {
  const graph = folderGraph(root);
  for (const [from, edges] of graph) {
    for (const [to, example] of edges) {
      if (!reaches(graph, to, from)) continue;
      loops += 1;
      console.error(`${root}: ${from} → ${to} and back (${example})`);
    }
  }
}
if (loops > 0) {
  console.error(`${loops} import(s) close a loop between folders: move the shared piece down a floor.`);
  process.exit(1);
}
