// Starts the real server for the end-to-end run: a fresh PGlite data directory, demo seed, and the
// production console build served from the same port. The directory is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(join(root, 'apps/console/dist/index.html'))) {
  const built = spawnSync('pnpm', ['--filter', '@creator-console/console', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
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
