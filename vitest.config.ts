import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` runs against emulators started by
// dev/test.mjs (their hosts arrive in the environment: FIRESTORE_EMULATOR_HOST, GN_SITE_URL, ...).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'site/src/**/*.test.ts',
            'site/scripts/**/*.test.ts',
            'admin/src/**/*.test.ts',
            'dev/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/publish/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
