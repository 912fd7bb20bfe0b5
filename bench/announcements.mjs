// Announcement fan-out benchmark: `node bench/announcements.mjs [--engine pglite|postgres|both] [--users 100000]`.
//
// For each engine, in a process of its own (tsx on the workspace sources; PostgreSQL inside
// scripts/with-postgres.mjs), a worker migrates a new database, seeds the demo data, adds `users`
// enabled accounts (one INSERT … SELECT over generate_series) and sends an announcement to everyone
// through the announcements repository exactly as POST /api/admin/notices {send_mode: 'now'} does:
// the audience resolved at `sending`, then the fan-out job writing batches of 1 000 messages, each
// its own transaction advancing the cursor. It reports the time from the request to `sent`, the
// recipients and the messages written. Budget (admin.md §11): 60 s on PostgreSQL, 180 s on PGlite,
// and every enabled account exactly once.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './fill-videos.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    users: { type: 'string', default: '100000' },
    worker: { type: 'boolean', default: false },
  },
});
const BUDGET_MS = { postgres: 60_000, pglite: 180_000 };

if (values.worker) await work();
else await main();

async function main() {
  const engines = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine];
  let failed = false;
  for (const engine of engines) {
    const worker = [
      '--import',
      'tsx',
      '--conditions=source',
      'bench/announcements.mjs',
      '--worker',
      '--users',
      values.users,
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
    const r = JSON.parse(output.trim().split('\n').at(-1));
    const ok =
      r.status === 'sent' &&
      r.messages === r.expected &&
      r.distinct === r.expected &&
      r.ms <= BUDGET_MS[engine];
    failed ||= !ok;
    console.log(
      `${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${r.messages} messages to ${r.expected} enabled accounts ` +
        `(${r.distinct} distinct) in ${(r.ms / 1000).toFixed(1)} s (${Math.round(r.messages / (r.ms / 1000))} rows/s), ` +
        `status ${r.status}; budget ${BUDGET_MS[engine] / 1000} s ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  process.exit(failed ? 1 : 0);
}

async function work() {
  const { performance } = await import('node:perf_hooks');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { seedDemoData } = await import('../apps/server/src/db/seed/index.ts');
  const { FANOUT_JOB } = await import('../apps/server/src/modules/announcements/fanout.ts');

  const engine = process.env.BENCH_ENGINE ?? 'pglite';
  const total = Number(values.users);
  const cleanups = [];
  const database = await openBenchDatabase(engine, cleanups, 'cc-bench-announcements-');
  cleanups.unshift(() => database.close());
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const rows = async (text, params = []) => (await database.db.$client.query(text, params)).rows;
    await rows(
      `insert into users (username, phone, password_hash, name)
       select 'bench_' || n, '199' || lpad(n::text, 8, '0'), 'x', '压测用户' || n
       from generate_series(1, $1::int) n`,
      [total],
    );
    const [{ n: expected }] = await rows('select count(*)::int as n from users where status = 1');
    const [{ id: adminId }] = await rows(`select id from users where username = 'admin'`);

    const app = await buildApp({ database, logger: false });
    await app.ready();
    const actor = {
      userId: adminId,
      context: { ip: '127.0.0.1', userAgent: 'bench', requestId: 'bench', actingMcnId: null },
    };
    const t0 = performance.now();
    const created = await app.announcements.create(actor, {
      title: '压测公告',
      content: '全员公告的扇出压测',
      link: null,
      audience: { all: true },
      send_mode: 'now',
      scheduled_at: null,
    });
    // The send started the job in the background; this tick runs after it (or finishes it).
    let detail = await app.announcements.detail(created.id);
    while (detail?.status === 'sending') {
      await app.scheduler.runNow(FANOUT_JOB);
      detail = await app.announcements.detail(created.id);
    }
    const ms = performance.now() - t0;
    const [{ messages, distinct }] = await rows(
      'select count(*)::int as messages, count(distinct user_id)::int as distinct from messages where announcement_id = $1',
      [created.id],
    );
    await app.close();
    console.log(JSON.stringify({ status: detail?.status, expected, messages, distinct, ms }));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
