import { defineConfig } from '@playwright/test';
import { chromium } from './playwright.config';

/**
 * The second console of scripts/test-consumer.mjs, built from the packed packages outside the
 * workspace; the script starts it (and the API behind it) and passes its address.
 */
export default defineConfig({
  testDir: './second-console',
  // Not test-results/: the end-to-end run beside it owns that, and each run's worker 0 removes its
  // `.playwright-artifacts-0` there when it stops — a shared folder loses the other run's traces.
  outputDir: '../reports/second-console-results',
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
