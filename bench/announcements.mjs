// Announcement fan-out benchmark: `node bench/announcements.mjs [--engine pglite|postgres|both]
// [--users 100000] [--duration 8] [--connections 50]`.
//
// For each engine a worker (this file with `--worker`, bench/lib.mjs; PostgreSQL inside
// scripts/with-postgres.mjs) migrates a new database, seeds the demo data, adds `users` enabled
// accounts (one INSERT … SELECT over generate_series) and serves the real app on loopback. This
// process then loads `GET /api/my-menu` as `creator` with autocannon, as bench/api-load.mjs does
// (`connections` connections, after 2 s of warm-up): `duration` seconds while nothing else runs
// (idle), then tells the worker to send an announcement to everyone exactly as POST
// /api/admin/notices {send_mode: 'now'} does — the audience resolved at `sending`, then the fan-out
// job writing batches of 1 000 messages, each its own transaction advancing the cursor, in the
// server's own process — and loads my-menu again for `duration` seconds while the fan-out runs.
// Budgets (admin.md §11): the fan-out from the request to `sent` ≤ 60 s on PostgreSQL, ≤ 180 s on
// PGlite, every enabled account exactly once, and my-menu's p99 during the fan-out < 2 × its idle
// p99 (the load must end before the fan-out does, or the run says so and fails).
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchWorker, enginesOf, engineLabel, spawnOnEngine, tokenOf } from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    users: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    worker: { type: 'boolean', default: false },
  },
});
const BUDGET_MS = { postgres: 60_000, pglite: 180_000 };

if (values.worker) await work();
else await main();

/** The worker's stdout as a queue of parsed JSON lines. */
function linesOf(child) {
  const waiting = [];
  const ready = [];
  const exited = new Promise((resolve) => child.once('exit', resolve));
  createInterface({ input: child.stdout }).on('line', (line) => {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return; // not ours (a library's print)
    }
    const next = waiting.shift();
    if (next) next(message);
    else ready.push(message);
  });
  return {
    next: () =>
      ready.length > 0
        ? Promise.resolve(ready.shift())
        : Promise.race([
            new Promise((resolve) => waiting.push(resolve)),
            exited.then((code) => Promise.reject(new Error(`the worker exited with ${code}`))),
          ]),
    exited,
  };
}

async function main() {
  const connections = Number(values.connections);
  const duration = Number(values.duration);
  let failed = false;
  for (const engine of enginesOf(values.engine)) {
    const child = spawnOnEngine(engine, 'bench/announcements.mjs', ['--worker', '--users', values.users], {
      stdin: 'pipe',
    });
    const lines = linesOf(child);
    try {
      const { url, token } = await lines.next();
      const load = (seconds) =>
        autocannon({
          url: `${url}/api/my-menu`,
          connections,
          duration: seconds,
          headers: { authorization: `Bearer ${token}` },
        });
      await load(2);
      const idle = await load(duration);
      child.stdin.write('send\n');
      await lines.next(); // sending
      const during = await load(duration);
      const loadEnded = Date.now();
      const r = await lines.next();
      // Wall clocks of the same machine: the fan-out must still have been running when the load ended.
      const overlapped = r.doneAt > loadEnded;
      child.stdin.end('stop\n');
      await lines.exited;

      const errors = (result) => result.non2xx + result.errors + result.timeouts;
      const fanoutOk =
        r.status === 'sent' &&
        r.messages === r.expected &&
        r.distinct === r.expected &&
        r.ms <= BUDGET_MS[engine];
      // No answer at all during the fan-out is the worst miss, not a p99 of 0.
      const answered = during['2xx'] > 0 && idle['2xx'] > 0;
      const menuOk =
        answered &&
        overlapped &&
        during.latency.p99 < 2 * idle.latency.p99 &&
        errors(idle) === 0 &&
        errors(during) === 0;
      failed ||= !fanoutOk || !menuOk;
      console.log(
        `${engineLabel(engine)}: ${r.messages} messages to ${r.expected} enabled accounts ` +
          `(${r.distinct} distinct) in ${(r.ms / 1000).toFixed(1)} s (${Math.round(r.messages / (r.ms / 1000))} rows/s), ` +
          `status ${r.status}; budget ${BUDGET_MS[engine] / 1000} s ${fanoutOk ? 'ok' : 'MISSED'}`,
      );
      console.log(
        `  my-menu (${connections} connections, ${duration} s each): idle ${Math.round(idle.requests.average)} req/s, ` +
          `p50 ${idle.latency.p50} / p99 ${idle.latency.p99} ms; during the fan-out ${Math.round(during.requests.average)} req/s, ` +
          `p50 ${during.latency.p50} / p99 ${during.latency.p99} ms (${(during.latency.p99 / idle.latency.p99).toFixed(2)} × idle); ` +
          `budget < 2 × ${menuOk ? 'ok' : 'MISSED'}${overlapped ? '' : ' (the fan-out ended before the load did)'}` +
          `${answered ? '' : ' (no request answered)'}` +
          `${errors(idle) + errors(during) > 0 ? `; ${errors(idle) + errors(during)} errors or non-2xx` : ''}`,
      );
    } catch (error) {
      child.kill('SIGTERM');
      throw error;
    }
  }
  process.exit(failed ? 1 : 0);
}

async function work() {
  const { FANOUT_JOB } = await import('../apps/server/src/modules/announcements/fanout.ts');
  const total = Number(values.users);
  await benchWorker('cc-bench-announcements-', async ({ rows, startApp }) => {
    await rows(
      `insert into users (username, phone, password_hash, name)
       select 'bench_' || n, '199' || lpad(n::text, 8, '0'), 'x', '压测用户' || n
       from generate_series(1, $1::int) n`,
      [total],
    );
    const [{ n: expected }] = await rows('select count(*)::int as n from users where status = 1');
    const [{ id: adminId }] = await rows(`select id from users where username = 'admin'`);

    const app = await startApp({ config: { nodeEnv: 'production' } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const token = await tokenOf(app, 'creator');
    const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
    say({ url: `http://127.0.0.1:${app.server.address().port}`, token });

    const input = createInterface({ input: process.stdin });
    const commands = input[Symbol.asyncIterator]();
    const command = async () => (await commands.next()).value;
    if ((await command()) !== 'send') throw new Error('expected send');
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
    say({ sending: created.id });
    // The send started the job in the background; this tick runs after it (or finishes it).
    let detail = await app.announcements.detail(created.id);
    while (detail?.status === 'sending') {
      await app.scheduler.runNow(FANOUT_JOB);
      detail = await app.announcements.detail(created.id);
    }
    const ms = performance.now() - t0;
    const doneAt = Date.now();
    const [{ messages, distinct }] = await rows(
      'select count(*)::int as messages, count(distinct user_id)::int as distinct from messages where announcement_id = $1',
      [created.id],
    );
    say({ status: detail?.status, expected, messages, distinct, ms, doneAt });
    await command(); // stop
    input.close(); // or stdin keeps the worker alive after its cleanups
    return { stopped: true };
  });
}
