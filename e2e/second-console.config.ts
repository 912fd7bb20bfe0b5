import { defineConfig } from '@playwright/test';
import { chromium } from './playwright.config';

/**
 * The second console of scripts/test-consumer.mjs, built from the packed packages outside the
 * workspace; the script starts it (and the API behind it) and passes its address.
 */
export default defineConfig({
  testDir: './second-console',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../reports/second-console.json' }]],
  use: {
    baseURL: process.env.SECOND_CONSOLE_URL ?? 'http://127.0.0.1:3190',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
});
