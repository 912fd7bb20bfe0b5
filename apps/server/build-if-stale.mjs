// Builds dist/server.js (tsup) unless it is newer than every source it bundles: the server's
// sources and our packages' (tsup.config.ts bundles them from TypeScript). `start` runs this first,
// so a second start, or the end-to-end server after the tests built it, skips a build that costs
// most of a minute on a busy two-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt <= Math.max(...sources.map(newest))) {
  const result = spawnSync('pnpm', ['exec', 'tsup', '--silent'], { cwd: serverDir, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
