import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium: nothing here downloads a browser. The flags keep it quiet on a closed network. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: Number(process.env.E2E_TIMEOUT ?? 30_000),
  // Both can be raised on a machine that is busy with other work (they are not speed budgets).
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 5_000) },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: chromium,
    locale: 'zh-CN',
    // A failing test keeps its trace with DOM snapshots of every step; the screencast (a JPEG per
    // frame, recorded for every test and thrown away when it passes) cost about a quarter of the
    // a11y spec's test time on a busy two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // The real server with a fresh embedded database, serving the production console build.
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
  },
});
