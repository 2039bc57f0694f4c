import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';

export default defineConfig({
  testDir: '.',
  // Waits, not performance limits: a 2-core CI machine runs the emulators, the functions, the site
  // rebuilds and two browsers at once, so a screen can take several seconds to settle.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  outputDir: '../../test-results',
  use: {
    baseURL: process.env.GN_SITE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
