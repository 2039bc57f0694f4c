import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import {
  adminLayers,
  functionsLayers,
  noFrameworkInCore,
  noFrameworkInCoreRoot,
  siteLayers,
  ZOD_PATH,
} from './dev/lint/boundaries.js';
import { answersInCore, cataloguedRefusalCodes } from './dev/lint/contracts.js';

// import-x reads the imported files themselves (no-cycle follows them): TypeScript included.
const importSettings = {
  // The workspaces' own packages (@gn/core, ...) are part of this repository, not dependencies to
  // install: functions bundles core into lib/index.js.
  'import-x/internal-regex': '^@gn/',
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
};

// Node 22 also has storage and navigator globals, but they are the browser's in what core means.
const BROWSER_MINDED = new Set(['localStorage', 'sessionStorage', 'Storage', 'navigator', 'Navigator']);
const SHARED_GLOBALS = new Set(
  [...Object.keys(globals['shared-node-browser']), ...Object.keys(globals.es2024)].filter(
    (name) => !BROWSER_MINDED.has(name),
  ),
);
const onlyIn = (env, exclude) =>
  Object.keys(env).filter((name) => !SHARED_GLOBALS.has(name) && !exclude.has(name));

/** `no-restricted-globals` options refusing the globals that only `side` has, with where to go. */
function globalsOnlyOf(side) {
  const names =
    side === 'browser' ? onlyIn(globals.browser, new Set()) : onlyIn(globals.node, BROWSER_MINDED);
  const message =
    side === 'browser'
      ? 'A browser-only global: this code belongs in core/src/browser (or in the apps).'
      : 'A Node-only global: this code belongs in core/src/server (or in functions).';
  return names.map((name) => ({ name, message }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/.deploy/**',
      '.live/**',
      '.data/**',
      '.cache/**',
      'site/.render-kit/**',
      '**/.astro/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro files: their frontmatter and scripts as TypeScript, plus Astro's own rules.
  ...astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Schemas are built from core/src/zod.ts, which turns zod's eval-based JIT off before any is
    // built (the sites' Content-Security-Policy forbids eval). Tests may use zod's types.
    files: ['site/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD_PATH] }] },
  },
  {
    // core is the pure ground floor: no framework, no Firebase, no server.
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/zod.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', noFrameworkInCore] },
  },
  {
    // core's root is shared by the browser and the server: neither side's own globals nor modules.
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/zod.ts', 'core/src/browser/**', 'core/src/server/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', noFrameworkInCoreRoot],
      'no-restricted-globals': ['error', ...globalsOnlyOf('browser'), ...globalsOnlyOf('node')],
    },
  },
  {
    files: ['core/src/browser/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...globalsOnlyOf('node')] },
  },
  {
    files: ['core/src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...globalsOnlyOf('browser')] },
  },
  {
    // The import graph: no cycles anywhere in the apps, and each app's layers point downwards only.
    files: ['{core,functions,site,admin}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...functionsLayers, ...adminLayers, ...siteLayers] },
      ],
    },
  },
  {
    // Each workspace declares what it imports (its own package.json, not a neighbour's or the
    // root's); what functions and core run in production must be a dependency, not a dev one.
    // Test files are the root runner's (vitest, Playwright live in the root package.json).
    files: [
      '{core,functions,site,admin}/src/**/*.{ts,tsx}',
      'functions/scripts/**/*.ts',
      'dev/**/*.{mjs,js,ts}',
    ],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: ['{site,admin,dev}/**', 'functions/scripts/**', '**/*-testing.ts'] },
      ],
    },
  },
  {
    // Unit files share their workers' modules (vitest.config.ts): one that mocks or stubs must be
    // named *.isolated.test.ts, which runs in a module graph of its own.
    files: ['{core,functions,site,admin}/**/*.test.ts', 'dev/**/*.test.ts'],
    ignores: ['**/*.isolated.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'A unit test that mocks or stubs runs alone: name the file *.isolated.test.ts.',
        })),
      ],
    },
  },
  {
    // functions/src/config.ts is the one reader of the environment.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment through functions/src/config.ts.',
        },
      ],
    },
  },
  {
    // One contract per answer: the apps import API answer types from core, never declare them.
    files: ['{site,admin,functions}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...answersInCore] },
  },
  {
    // The site's islands run on preact/compat, which hands `ref` only to forwardRef components: a
    // function component's `ref` prop would arrive empty (README, "Preact for the site's islands").
    // (One rule option list per file: the answers' rule above is repeated here.)
    files: ['site/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...answersInCore,
        {
          selector: "TSPropertySignature[key.name='ref']",
          message:
            'No `ref` prop on the site: Preact passes it only to forwardRef components. Use forwardRef, or a prop of its own (buttonRef, groupRef).',
        },
      ],
    },
  },
  {
    // Refusal codes come from core's catalogues (QUEUE_ERRORS, ...), never typed in a route.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...answersInCore, ...cataloguedRefusalCodes] },
  },
  {
    // Routes parse, call one use case and answer: transactions and batched writes (with their
    // domain checks) live in the use case, in a domain module outside api/. (One rule option list
    // per file: the two above are repeated here.)
    files: ['functions/src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...answersInCore,
        ...cataloguedRefusalCodes,
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message:
            'No transaction in a route: move it into a use case in a domain module (functions/src/<domain>/), which the route calls.',
        },
        {
          selector: "CallExpression[callee.property.name='batch']",
          message:
            'No batched write in a route: move it into a use case in a domain module (functions/src/<domain>/), which the route calls.',
        },
      ],
    },
  },
  {
    files: ['{site,admin}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Size budgets, so that a screen or a module stays readable in one sitting: 300 lines a file,
    // 120 a function. Every line counts (blank lines and comments too): the figure is what a
    // reader scrolls through and what `wc -l` says, and comments cannot be trimmed to fit.
    // Exceptions: data or legal text only, each with `/* eslint-disable max-lines -- why */`.
    files: ['{core,functions,site,admin}/src/**/*.{ts,tsx}', 'dev/**/*.{mjs,js}'],
    ignores: ['**/*.test.ts', 'tests/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }],
    },
  },
);
