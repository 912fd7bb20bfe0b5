// Start-up to the first /login served (issue 18 item 1: `start` runs compiled JavaScript, and its
// start-up stays as fast as it was under tsx, or faster): `node bench/start-up.mjs [--runs 3]`.
//
// Times two ways of starting the same server, each on a new PGlite data directory (migrations and
// the demo seed run: the first start of `npm start`) and then again on that directory (a restart),
// from the spawn to the first 200 of GET /login:
//   built  node dist/server.js (apps/server/build-if-stale.mjs first, outside the timing), what `start` runs
//   tsx    node --import tsx --conditions=source src/server.ts, what `start` ran before
// NODE_ENV=production and the built console (apps/console/dist, built if missing), as `npm start`.
// Prints the median and the range of `runs` per way and case; the budget is the comparison: the
// built server's medians no slower than tsx's (exit 1 otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'apps/server');

function mustRun(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(join(root, 'apps/console/dist/index.html'))) {
  mustRun('pnpm', ['--filter', '@creator-console/console', 'build'], root);
}
mustRun('node', ['build-if-stale.mjs'], serverDir);

const ways = {
  built: ['--enable-source-maps', 'dist/server.js'],
  tsx: ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
};

let nextPort = 3700;

/** Starts the server one way on `dataDir`, answers the ms until /login answered 200, then stops it. */
async function timeStart(way, dataDir) {
  const port = nextPort++;
  const storageDir = mkdtempSync(join(tmpdir(), 'cc-start-files-'));
  const started = performance.now();
  const child = spawn('node', ways[way], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way} exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/login`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(storageDir, { recursive: true, force: true });
  }
}

const times = {};
for (let run = 0; run < runs; run += 1) {
  // Alternating the ways, so that a machine getting busier or quieter weighs on both.
  for (const way of Object.keys(ways)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'cc-start-data-'));
    try {
      for (const kind of ['first start', 'restart']) {
        const ms = await timeStart(way, dataDir);
        (times[`${way}|${kind}`] ??= []).push(ms);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nstart-up to the first /login served, ${runs} runs each (median, range)`);
let ok = true;
for (const kind of ['first start', 'restart']) {
  const built = times[`built|${kind}`];
  const tsx = times[`tsx|${kind}`];
  const met = median(built) <= median(tsx);
  ok &&= met;
  console.log(
    `${kind.padEnd(12)} built ${seconds(median(built))} (${seconds(Math.min(...built))}–${seconds(Math.max(...built))})` +
      `   tsx ${seconds(median(tsx))} (${seconds(Math.min(...tsx))}–${seconds(Math.max(...tsx))})` +
      `   ${met ? 'ok' : 'SLOWER'}`,
  );
}
process.exit(ok ? 0 : 1);
