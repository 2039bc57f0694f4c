// Counts a few shapes of the code model (answer types, refusal codes, hand-written guards, raw
// paths, charged-amount sums) so that a before and an after can be compared on any commit:
//   node dev/lint/model-figures.mjs [repository root]
// File and function lengths are eslint's (max-lines), not measured here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? process.cwd();
const SKIP = new Set(['node_modules', 'dist', 'lib', '.astro', '.deploy']);

function sources(dir) {
  let found = [];
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) found = found.concat(sources(path));
    } else if (/\.(ts|tsx|astro|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.[a-z]+$/.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

const read = (path) => readFileSync(join(root, path), 'utf8');
const count = (text, regex) => (text.match(regex) ?? []).length;

/** The arguments of each `new ApiError(...)` call, split at top-level commas. */
function apiErrorArguments(text) {
  const calls = [];
  const start = /new ApiError\(/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const args = [];
    let depth = 0;
    let quote = null;
    let current = '';
    for (let i = m.index + m[0].length; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        current += c;
        if (c === '\\') current += text[++i];
        else if (c === quote) quote = null;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') quote = c;
      else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) {
          args.push(current.trim());
          break;
        }
        depth--;
      } else if (c === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
        continue;
      }
      current += c;
    }
    calls.push(args.filter((a) => a !== ''));
  }
  return calls;
}

const apps = ['core/src', 'site/src', 'admin/src', 'functions/src'];
const all = apps.flatMap(sources);
const functionsFiles = sources('functions/src');

// (a) exported …Answer types outside core
const answerDecl = /export\s+(?:interface|type)\s+\w*Answer\b/g;
const answersOutsideCore = all
  .filter((f) => !f.startsWith('core/'))
  .reduce((n, f) => n + count(read(f), answerDecl), 0);

// (b) refusal codes written as literals in functions
const isLiteral = (arg) => /^(['"`]).*\1$/s.test(arg ?? '');
let literalApiCodes = 0;
let literalCodeFields = 0;
for (const f of functionsFiles) {
  const text = read(f);
  literalApiCodes += apiErrorArguments(text).filter((args) => isLiteral(args[2])).length;
  literalCodeFields += count(text, /\bcode:\s*['"`][\w-]+['"`]/g);
}

// (c) hand-written field guards
const guard = /typeof [\w.?[\]'"]+ === '(string|number|boolean)' \?/g;
let guards = 0;
let guardFiles = 0;
for (const f of all) {
  const n = count(read(f), guard);
  guards += n;
  if (n) guardFiles++;
}

// (d) raw orders/events document paths in functions
const rawPath = /(doc|collection)\(\s*[`'"](orders|events)/g;
const rawPaths = functionsFiles.reduce((n, f) => n + count(read(f), rawPath), 0);

// (f) charged-amount computations
const charged = all.reduce((n, f) => n + count(read(f), /total_cobrado \?\?/g), 0);

const rows = [
  ['(a) exported …Answer types outside core/src', answersOutsideCore],
  ['(b) literal codes: new ApiError(_, _, literal) in functions', literalApiCodes],
  ["(b) literal codes: code: '…' in functions", literalCodeFields],
  ['(c) typeof guards (string|number|boolean ? …)', guards],
  ['(c) files with such guards', guardFiles],
  ['(d) raw orders/events paths in functions', rawPaths],
  ['(f) total_cobrado ?? computations', charged],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`model figures of ${relative(process.cwd(), root) || '.'}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${String(value).padStart(4)}`);
