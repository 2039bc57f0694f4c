import { configDefaults, defineConfig } from 'vitest/config';

const UNIT_FILES = [
  'core/src/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'site/src/**/*.test.ts',
  'site/scripts/**/*.test.ts',
  'admin/src/**/*.test.ts',
  'dev/**/*.test.ts',
];
const ISOLATED_FILES = '**/*.isolated.test.ts';
const STACK_TESTS = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
} as const;

// Four projects: `unit` and `unit-isolated` need nothing running; `integration` and `rules` run against
// emulators started by dev/test.mjs (their hosts arrive in the environment:
// FIRESTORE_EMULATOR_HOST, GN_SITE_URL, ...).
export default defineConfig({
  test: {
    projects: [
      {
        // The unit files share their workers' module cache (isolate: false): a file loads core,
        // zod and date-fns once per worker instead of once per file, which took the suite from
        // 99 s to under 20 s on two cores. A file that mocks a module, stubs the environment or a
        // global, or resets modules would leak into the next one, so it is named
        // `*.isolated.test.ts` and runs in a fresh module graph (`unit-isolated`); eslint refuses
        // those calls in any other test file.
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ISOLATED_FILES],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT_FILES.map((glob) => glob.replace('*.test.ts', '*.isolated.test.ts')),
          environment: 'node',
        },
      },
      // The stack's tests, one file at a time in each of two projects that dev/test.mjs runs at
      // once (two vitest processes: one vitest run puts every one-worker project's files in one
      // queue). The rules tests use a Firestore project of their own (demo-gn-rules) and nothing
      // else of the stack, so they never meet the functions' and the publish tests' data.
      {
        test: {
          name: 'integration',
          include: ['tests/functions/**/*.test.ts', 'tests/publish/**/*.test.ts'],
          ...STACK_TESTS,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          ...STACK_TESTS,
        },
      },
    ],
  },
});
