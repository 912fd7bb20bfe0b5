// Export benchmark: `node bench/export.mjs [--engine pglite|postgres|both] [--videos 100000]`.
//
// For each engine, in a process of its own (tsx on the workspace sources; PostgreSQL inside
// scripts/with-postgres.mjs), a worker migrates a new database, seeds the demo data, gives the demo
// `creator` `videos` videos (bench/fill-videos.mjs) and exports the whole content library through
// the exports repository exactly as POST /api/exports does: pages of the list query streamed into
// the xlsx writer and on into the storage (a temporary directory). It reports the time from the
// request to the stored file, the rows and the file's size, and the worker's resident memory: at
// the start of the export and its peak while exporting (sampled every 20 ms). The worker's V8 heap
// is capped at 64 MiB (`--max-old-space-size`): an export that held its rows would die of it, so
// finishing is the proof that it streams. Budget: every row written under that cap.
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { fillVideos } from './fill-videos.mjs';
import { benchWorker, enginesOf, engineLabel, runWorker } from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    videos: { type: 'string', default: '100000' },
    worker: { type: 'boolean', default: false },
  },
});
const HEAP_CAP_MIB = 64;
const MiB = 1024 * 1024;

if (values.worker) await work();
else await main();

async function main() {
  let failed = false;
  for (const engine of enginesOf(values.engine)) {
    // The heap cap is the budget: an export that held its rows would die of it.
    const r = await runWorker(engine, 'bench/export.mjs', ['--videos', values.videos], {
      node: [`--max-old-space-size=${HEAP_CAP_MIB}`],
    });
    const added = (r.peakRss - r.startRss) / MiB;
    const ok = r.status === 'done' && r.rows === r.expected;
    failed ||= !ok;
    console.log(
      `${engineLabel(engine)}: ${r.rows} of ${r.expected} rows in ${(r.ms / 1000).toFixed(1)} s ` +
        `(${Math.round(r.rows / (r.ms / 1000))} rows/s), ${(r.bytes / MiB).toFixed(1)} MiB xlsx; ` +
        `RSS ${(r.startRss / MiB).toFixed(0)} → peak ${(r.peakRss / MiB).toFixed(0)} MiB (+${added.toFixed(0)}) ` +
        `with the heap capped at ${HEAP_CAP_MIB} MiB ${ok ? 'ok' : 'MISSED (every row)'}`,
    );
  }
  process.exit(failed ? 1 : 0);
}

async function work() {
  const { mkdtempSync, rmSync, statSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { performance } = await import('node:perf_hooks');
  const { LocalStorage } = await import('../apps/server/src/storage/local-storage.ts');

  const total = Number(values.videos);
  await benchWorker('cc-bench-export-', async ({ engine, rows, startApp, cleanups }) => {
    const storageDir = mkdtempSync(join(tmpdir(), 'cc-bench-export-files-'));
    cleanups.push(() => rmSync(storageDir, { recursive: true, force: true }));
    const { creatorId } = await fillVideos(rows, { engine, total, share: 1 });
    const [{ n: expected }] = await rows('select count(*)::int as n from videos where user_id = $1', [
      creatorId,
    ]);

    const app = await startApp({ storage: new LocalStorage(storageDir) });
    const principal = {
      sessionId: 0,
      userId: creatorId,
      role: null,
      permissions: new Set(['video:publish']),
    };

    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const job = await app.exports.create(principal, { kind: 'videos', filter: {} });
    await app.exports.idle();
    const ms = performance.now() - t0;
    clearInterval(sampler);

    const { data } = await app.exports.list(creatorId, { page: 1, size: 1 });
    const done = data.find((j) => j.id === job.id);
    const [file] = done?.file
      ? await rows('select storage_key from files where id = $1', [done.file.split('/').at(-1)])
      : [];
    const bytes = file ? statSync(join(storageDir, file.storage_key)).size : 0;
    return { status: done?.status, rows: done?.rows ?? 0, expected, ms, bytes, startRss, peakRss };
  });
}
