import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.live/**',
      '.data/**',
      '.cache/**',
      '**/.astro/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Schemas are built from core/src/zod.ts, which turns zod's eval-based JIT off before any is
    // built (the sites' Content-Security-Policy forbids eval). Tests may use zod's types.
    files: ['core/src/**/*.ts', 'site/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['core/src/zod.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import z from core/src/zod.ts (jitless: the sites' CSP forbids eval).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
