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
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fillVideos } from './fill-videos.mjs';
import { benchWorker, enginesOf, engineLabel, runWorker, timeRuns } from './lib.mjs';

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
  const results = [];
  for (const engine of enginesOf(values.engine)) {
    const result = await runWorker(engine, 'bench/video-library.mjs', [
      ...['--videos', values.videos, '--share', values.share],
      ...['--runs', values.runs, '--warmup', values.warmup],
    ]);
    results.push({ engine, ...result });
  }

  let failed = false;
  for (const { engine, setup, cases, plans } of results) {
    const budget = BUDGET_MS[engine];
    console.log(
      `\n${engineLabel(engine)}: ${setup.videos} videos, ${setup.own} of them creator's; filled in ${setup.fillMs} ms`,
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
  const total = Number(values.videos);
  const share = Number(values.share);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  await benchWorker('cc-bench-videos-', async ({ engine, rows, startApp }) => {
    const started = performance.now();
    const { creatorId, own } = await fillVideos(rows, { engine, total, share });
    const fillMs = Math.round(performance.now() - started);

    const app = await startApp();
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
      const { last, ...timed } = await timeRuns(() => app.videos.list(creatorId, query), { runs, warmup });
      if (last.data.length === 0) throw new Error(`${name}: the page is empty`);
      cases.push({ name, total: last.total, ...timed });
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
    return { setup: { videos: total, own, fillMs }, cases, plans: { [slowest.name]: planText } };
  });
}
