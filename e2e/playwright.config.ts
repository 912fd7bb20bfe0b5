import { defineConfig } from '@playwright/test';

/**
 * Workers: one unless E2E_WORKERS says more. Two were tried on CI (2 cores): the step used 1349 s of
 * CPU in 753 s, so the cores were busy, not waiting, and the slowest test (a reload mid-upload) went
 * past its timeout. Each worker has a server and a database of its own, on the port `PORT + its
 * parallel index`: the spec files were written for one database that sees one test at a time, and
 * each server still does. Playwright loads this file again in every worker process, after setting
 * TEST_PARALLEL_INDEX, so `baseURL` here and in a spec that imports it is that worker's server.
 * Set the number with E2E_WORKERS, not `--workers`: each worker needs its server started here.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://127.0.0.1:${workerPort}`;

/**
 * Debian's Chromium: nothing here downloads a browser. The flags keep it quiet on a closed network,
 * and give it a fake camera (a test pattern) for the certification spec's face photo: the same
 * launch options for every spec file, so that one browser (and one worker process, with the logins
 * it saved) serves the whole run — a spec file with launch options of its own is run by a new worker.
 * No --use-fake-ui-for-media-stream: it would accept every request, and one test needs a refusal.
 */
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
    '--use-fake-device-for-media-stream',
  ],
};

export default defineConfig({
  testDir: './tests',
  // A spec file's tests run in order in one worker (some share a page or build on the one before).
  fullyParallel: false,
  workers: WORKERS,
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
  // One real server per worker, each with a fresh embedded database, serving the production console build.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node start-server.mjs',
    url: `http://127.0.0.1:${PORT + index}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT + index) },
    stdout: 'pipe' as const,
  })),
});
