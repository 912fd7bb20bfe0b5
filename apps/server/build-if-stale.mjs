// Builds dist/server.js (tsup) unless it is newer than every source it bundles: the server's
// sources and our packages' (tsup.config.ts bundles them from TypeScript). `start` runs this first,
// so a second start, or the end-to-end server after the tests built it, skips a build that costs
// most of a minute on a busy two-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const built = join(serverDir, 'dist', 'server.js');
const sources = [
  join(serverDir, 'src'),
  join(serverDir, 'tsup.config.ts'),
  join(serverDir, '../../packages'),
];

/** The newest modification time of `path` and what is under it (node_modules and dist left out). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own time moves when a file in it is added or removed.
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

const stale = () => (existsSync(built) ? statSync(built).mtimeMs : 0) <= Math.max(...sources.map(newest));

// Several test files may ask at once (each Vitest worker's two-process tests): one builds while the
// others wait for its lock and then find the build fresh. tsup empties dist/ first, so a second
// build beside a started server would take its file away.
const lock = join(serverDir, 'dist.lock');
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
let status = 0;
try {
  if (stale()) {
    status =
      spawnSync('pnpm', ['exec', 'tsup', '--silent'], { cwd: serverDir, stdio: 'inherit' }).status ?? 1;
  }
} finally {
  rmSync(lock, { force: true, recursive: true });
}
process.exit(status);
