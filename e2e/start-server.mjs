// Starts the real server for the end-to-end run: a fresh PGlite data directory, demo seed, and the
// production console build served from the same port. The directory is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// One server per Playwright worker, all started at once: one builds the console while the others
// wait for its lock, then find the build there.
const lock = join(root, 'apps/console/dist.lock');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    // A lock older than five minutes was left by a build that died.
    if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000)
      rmSync(lock, { force: true, recursive: true });
    sleep(100);
  }
}
let built = 0;
try {
  if (!existsSync(join(root, 'apps/console/dist/index.html'))) {
    built =
      spawnSync('pnpm', ['--filter', '@creator-console/console', 'build'], { cwd: root, stdio: 'inherit' })
        .status ?? 1;
  }
} finally {
  rmSync(lock, { force: true, recursive: true });
}
if (built !== 0) process.exit(built);
const dataDir = mkdtempSync(join(tmpdir(), 'cc-e2e-'));
const storageDir = mkdtempSync(join(tmpdir(), 'cc-e2e-files-'));
const server = spawn('pnpm', ['--filter', '@creator-console/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    STORAGE_DIR: storageDir,
    HOST: '127.0.0.1',
    // The suite logs in through the form in nearly every test, all from one IP.
    LOGIN_LIMIT_PER_IP: '1000',
    // Failures and warnings only: a request log of the whole run buries the test report.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storageDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
