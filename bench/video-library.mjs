// Content-library benchmark with budgets: `node bench/video-library.mjs [--engine pglite|postgres|both]
// [--videos 100000] [--share 0.5] [--runs 200] [--warmup 20]`.
//
// For each engine it runs itself as a worker in a process of its own (tsx on the workspace sources;
// the PostgreSQL run inside scripts/with-postgres.mjs, a throwaway cluster). The worker migrates a
// new database (PGlite in a temporary data directory, as `start` uses it; PostgreSQL a new database,
// dropped after), seeds the demo data, then bulk-inserts `videos` videos with one INSERT … SELECT:
// `share` of them for `creator` and the rest spread over 200 other creators, every status and
// visibility, three years of creation dates, titles from a cooking and travel vocabulary. It then
// times the content library's list exactly as GET /api/my-videos runs it — the repository's `list`
// (the page query and its count) — for `creator`, `runs` times per case after `warmup`:
//   first-page   page 1 of 20, newest first
//   filtered     published, last 180 days, page 2
//   keyword      title contains 红烧 (page 1)
//   deep-page    page 1 000 of 20 (offset 19 980)
//   by-plays     page 1 sorted by plays
// It prints p50/p95/max per case and the plan of the slowest, and exits 1 when a p95 misses its
// budget: < 50 ms on PGlite, < 20 ms on PostgreSQL.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fillVideos, openBenchDatabase } from './fill-videos.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    videos: { type: 'string', default: '100000' },
    share: { type: 'string', default: '0.5' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    worker: { type: 'boolean', default: false },
  },
});
const BUDGET_MS = { pglite: 50, postgres: 20 };

if (values.worker) await work();
else await main();

async function main() {
  const engines = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine];
  const results = [];
  for (const engine of engines) {
    const worker = [
      '--import',
      'tsx',
      '--conditions=source',
      'bench/video-library.mjs',
      '--worker',
      ...[
        '--videos',
        values.videos,
        '--share',
        values.share,
        '--runs',
        values.runs,
        '--warmup',
        values.warmup,
      ],
    ];
    const [command, args] =
      engine === 'postgres' ? ['node', ['scripts/with-postgres.mjs', 'node', ...worker]] : ['node', worker];
    const output = await new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, BENCH_ENGINE: engine, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`${engine} worker exited with ${code}`)),
      );
    });
    const line = output.trim().split('\n').at(-1);
    results.push({ engine, ...JSON.parse(line) });
  }

  let failed = false;
  for (const { engine, setup, cases, plans } of results) {
    const budget = BUDGET_MS[engine];
    console.log(
      `\n${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${setup.videos} videos, ${setup.own} of them creator's; filled in ${setup.fillMs} ms`,
    );
    console.log('case         total   p50 ms  p95 ms  max ms  budget');
    for (const c of cases) {
      const ok = c.p95 < budget;
      failed ||= !ok;
      console.log(
        `${c.name.padEnd(12)} ${String(c.total).padStart(6)}  ${c.p50.toFixed(1).padStart(6)}  ${c.p95.toFixed(1).padStart(6)}  ${c.max.toFixed(1).padStart(6)}  ${ok ? 'ok' : `MISSED (< ${budget})`}`,
      );
    }
    for (const [name, plan] of Object.entries(plans)) console.log(`\nplan of ${name}:\n${plan}`);
  }
  process.exit(failed ? 1 : 0);
}

async function work() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { seedDemoData } = await import('../apps/server/src/db/seed/index.ts');

  const engine = process.env.BENCH_ENGINE ?? 'pglite';
  const total = Number(values.videos);
  const share = Number(values.share);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  const cleanups = [];

  const database = await openBenchDatabase(engine, cleanups, 'cc-bench-videos-');
  cleanups.unshift(() => database.close());
  try {
    await database.migrate();
    await seedDemoData(database.db);
    // The driver itself (pg's Pool or PGlite): both take `query(text, params)` and answer `{ rows }`.
    const client = database.db.$client;
    const rows = async (text, params = []) => (await client.query(text, params)).rows;

    const started = performance.now();
    const { creatorId, own } = await fillVideos(rows, { engine, total, share });
    const fillMs = Math.round(performance.now() - started);

    const app = await buildApp({ database, logger: false });
    await app.ready();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const daysAgo = (days) =>
      new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
    const base = { page: 1, size: 20, sort: 'created_at', order: 'desc' };
    const CASES = {
      'first-page': base,
      filtered: { ...base, page: 2, status: 'published', start_date: daysAgo(180), end_date: today },
      keyword: { ...base, keyword: '红烧' },
      'deep-page': { ...base, page: 1000 },
      'by-plays': { ...base, sort: 'plays' },
    };

    const cases = [];
    for (const [name, query] of Object.entries(CASES)) {
      const times = [];
      let result;
      for (let i = 0; i < warmup + runs; i += 1) {
        const t0 = performance.now();
        result = await app.videos.list(creatorId, query);
        if (i >= warmup) times.push(performance.now() - t0);
      }
      if (result.data.length === 0) throw new Error(`${name}: the page is empty`);
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
      cases.push({ name, total: result.total, p50: at(0.5), p95: at(0.95), max: times.at(-1) });
    }

    // The plan of the slowest case's page query, to see which index served it.
    const slowest = [...cases].sort((a, b) => b.p95 - a.p95)[0];
    const q = CASES[slowest.name];
    const plan = await rows(
      `explain analyze select * from videos where user_id = $1
        ${q.keyword ? `and title like '%${q.keyword}%'` : ''} ${q.status ? `and status = '${q.status}'` : ''}
        order by ${q.sort} desc nulls last, id desc nulls last limit 20 offset ${(q.page - 1) * 20}`,
      [creatorId],
    );
    const planText = plan.map((row) => row['QUERY PLAN']).join('\n');

    await app.close();
    console.log(
      JSON.stringify({ setup: { videos: total, own, fillMs }, cases, plans: { [slowest.name]: planText } }),
    );
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
