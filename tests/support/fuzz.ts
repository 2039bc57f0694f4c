// Generated requests for the API fuzz test (tests/functions/fuzz.test.ts): fast-check arbitraries
// for hostile bodies, path ids and content types, and the tally printed as a table.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One request: a JSON body (sent as application/json), or raw bytes with a content type. */
export type FuzzBody =
  | { kind: 'json'; value: unknown; label: string }
  | { kind: 'raw'; text: string; contentType: string | null; label: string };

export interface FuzzInput {
  body: FuzzBody;
  /** The id put in the route's path (routes with an :id). */
  id: string;
}

/** Strings that broke something once somewhere: paths, reserved names, lone surrogates, markup. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '/',
    'a/b',
    '.',
    '..',
    '__x__',
    '__name__',
    '\uD800',
    'a\uDC00b',
    '\u0000',
    '\u202Eevil',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE orders; --",
    '${jndi:ldap://x}',
    'https://evil.example/phish',
    '0'.repeat(5_000),
    'x'.repeat(60_000),
    'x'.repeat(200_000),
  ),
);

const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 10_000),
);

/** Any value a hostile client can put in a JSON field, deep structures included. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { __proto__: { admin: true } },
      JSON.parse('{"__proto__":{"admin":true}}'),
      { constructor: { prototype: { admin: true } } },
      Array.from({ length: 2_000 }, (_, i) => i),
      JSON.parse('['.repeat(500) + ']'.repeat(500)),
    ),
  },
);

/** Every path to a leaf or a container of a sample body. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  }
  return [prefix];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  if (rest.length === 0 && remove) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, replacement, remove);
  return copy;
}

/** A valid body with one place changed: a field replaced, removed, or an extra key added. */
function mutated(sample: Json): fc.Arbitrary<FuzzBody> {
  const paths = pathsOf(sample);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      value: nastyValue,
      how: fc.constantFrom('replace', 'replace', 'remove', 'extra'),
    })
    .map(({ path, value, how }) => {
      const where = path.join('.') || '(raiz)';
      if (how === 'extra' && sample && typeof sample === 'object' && !Array.isArray(sample)) {
        return { kind: 'json' as const, value: { ...sample, campo_extra: value }, label: 'extra key' };
      }
      return {
        kind: 'json' as const,
        value: setAt(sample, path, value, how === 'remove' && path.length > 0),
        label: `${how} ${where}`,
      };
    });
}

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=X',
  'application/xml',
  'application/octet-stream',
  null,
];

const rawBody: fc.Arbitrary<FuzzBody> = fc
  .record({
    text: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '{"a":NaN}',
        '{',
        '[',
        'null',
        '"x"',
        '{"a":1}}',
        '\u0000\u0001',
        '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA\r\n',
        'a=1&b=2&__proto__[admin]=true',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      ),
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  })
  .map(({ text, contentType }) => ({ kind: 'raw' as const, text, contentType, label: `raw ${contentType}` }));

/**
 * A path id: the valid one, or anything Firestore refuses or a client should not be able to name.
 * Not here: percent-encodings that are not UTF-8 ('%ED%A0%80'), which the local Hosting emulator
 * itself answers with a 500 before the request reaches the function (see the README).
 */
function pathId(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '.',
        '..',
        '__x__',
        '__proto__',
        'a%2Fb',
        '%2E%2E',
        '%00',
        'x'.repeat(1_600),
        'constructor',
      ),
    },
    // Without '\\' or a leading '.': the local Hosting emulator serves the site's 404 page for
    // those (an encoded backslash, a "dotfile" segment) before the request reaches the function.
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((s) => !s.includes('\\') && !s.startsWith('.'))
        .map(encodeURIComponent),
    },
  );
}

/** Requests for one route: random JSON, mutations of a valid body, raw bodies; ids for its path. */
export function fuzzInputs(sample: Json, validId = 'x'): fc.Arbitrary<FuzzInput> {
  const body = fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((value) => ({ kind: 'json' as const, value, label: 'random JSON' })),
    },
    { weight: 5, arbitrary: mutated(sample) },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'json', value: sample, label: 'valid' }) },
  );
  return fc.record({ body, id: pathId(validId) });
}

/**
 * Whether the Functions framework answers this request itself, before any of our code: it parses
 * application/json with body-parser in strict mode, so a body that is not JSON, or JSON whose top
 * level is not an object or an array, gets the framework's own 400 (see tests/functions/http-errors).
 */
export function frameworkParsesFirst(contentType: string | null, text: string): boolean {
  if (!contentType?.startsWith('application/json')) return false;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object';
  } catch {
    return true;
  }
}

/** English words our pt-BR messages never use: a message with one came from a library. */
const ENGLISH =
  /\b(the|is|are|was|must|should|expected|invalid input|required|unexpected|cannot|failed|error|not found|too large|payload|received)\b/i;

export function looksPortuguese(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 2 && !ENGLISH.test(message);
}

export interface Tally {
  route: string;
  tried: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  'framework 400': number;
  'health failures': number;
}

export function newTally(route: string): Tally {
  return { route, tried: 0, '2xx': 0, '4xx': 0, '5xx': 0, 'framework 400': 0, 'health failures': 0 };
}
