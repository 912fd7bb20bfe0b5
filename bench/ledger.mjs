// The money benchmarks (money.md §14): `node bench/ledger.mjs [--engine pglite|postgres|both]
// [--users 10000] [--entries 1000000] [--heavy 5000] [--export 100000] [--runs 40] [--warmup 5]
// [--connections 50] [--requests 1000] [--check-runs 5] [--explain] [--only withdraw]`.
// `--only withdraw`: the withdrawals and the check alone (no timed reads, no export, no heap cap).
//
// Per engine a worker (bench/lib.mjs: tsx on the workspace sources; PostgreSQL inside
// scripts/with-postgres.mjs) migrates a new database, seeds the demo data and fills the ledger
// (bench/fill-ledger.mjs: `users` creators, `entries` entries that obey the ledger's rules, one user
// with `heavy` wallet entries, `export` entries of kind playlet_share). It then times, through the
// whole HTTP path of the real app (`app.inject`), sequentially, `runs` times each after `warmup`:
//   entries-first   GET /api/ledger/entries page 1, no filter (exact total), as operator
//   entries-user    the same filtered by one user (user_id)
//   entries-kind    the same filtered by kind (mission_reward: one entry in 4.5)
//   entries-deep    page 1000 × 10
//   wallet          GET /api/wallet as one of the creators
//   wallet-entries  GET /api/wallet/entries (page 1) as the user with `heavy` wallet entries
// then listens on loopback and this process sends `requests` POST /api/wallet/withdrawals
// (personal, ¥10.00, a fresh Idempotency-Key each) over `connections` connections at once, each
// connection for its own users (every user has an approved real-name certification and a verified
// payout account bound 3 days ago; WITHDRAW_DAILY_LIMIT=0, load shedding off), then the worker
// times GET /api/ledger/check (`check-runs` times; its answer must be clean: sum 0, nothing
// unbalanced, mismatched or negative — the proof that the fill and the withdrawals kept the rules)
// and exports the `export` playlet_share entries (`finance_entries` through POST /api/exports, the
// export centre, as operator). The worker's V8 heap is capped at 64 MiB (`--max-old-space-size`),
// so finishing the export is the proof that it streams; its heap use is sampled too.
// Budgets: p95 per case and engine (BUDGETS), the export ≤ 30 s. Exits 1 when one is missed.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  benchWorker,
  coldReads,
  enginesOf,
  engineLabel,
  explainGet,
  getJson,
  percentiles,
  phase,
  printPlans,
  reportCases,
  spawnOnEngine,
  timeCases,
  timeRuns,
  tokenOf,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    users: { type: 'string', default: '10000' },
    entries: { type: 'string', default: '1000000' },
    heavy: { type: 'string', default: '5000' },
    export: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    requests: { type: 'string', default: '1000' },
    'check-runs': { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    worker: { type: 'boolean', default: false },
  },
});

/** money.md §14, p95 in ms. */
const BUDGETS = {
  postgres: {
    'entries-first': 150,
    'entries-user': 60,
    'entries-kind': 60,
    'entries-deep': 250,
    wallet: 20,
    'wallet-entries': 40,
    withdraw: 80,
    check: 3_000,
  },
  pglite: {
    'entries-first': 500,
    'entries-user': 200,
    'entries-kind': 200,
    'entries-deep': 600,
    wallet: 40,
    'wallet-entries': 100,
    withdraw: 250,
    check: 10_000,
  },
};
const EXPORT_BUDGET_S = 30;
const HEAP_CAP_MIB = 64;
const MiB = 1024 * 1024;
/** A withdrawal of ¥10.00, the smallest allowed: every user can afford several. */
const WITHDRAW_FEN = 1_000;

if (values.worker) await work();
else await main();

/** The worker's stdout as a queue of parsed JSON lines (as bench/announcements.mjs reads it). */
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

/**
 * `requests` withdrawals over `connections` lanes at once; lane c sends as tokens c, c + connections,
 * … in turn, so no two requests in flight are of the same user. Answers the latencies and failures.
 */
async function withdrawals(url, tokens, { connections, requests }) {
  const times = [];
  const failures = [];
  const lanes = Math.min(connections, tokens.length);
  const perLane = Math.ceil(requests / lanes);
  const own = (c) => tokens.filter((_token, i) => i % lanes === c);
  let sent = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async (_lane, c) => {
      const mine = own(c);
      for (let i = 0; i < perLane && sent < requests; i += 1) {
        sent += 1;
        const started = performance.now();
        const response = await fetch(`${url}/api/wallet/withdrawals`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${mine[i % mine.length]}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ type: 'personal', amount_fen: WITHDRAW_FEN }),
        });
        const body = await response.text();
        times.push(performance.now() - started);
        if (response.status !== 200) failures.push(`${response.status} ${body.slice(0, 200)}`);
      }
    }),
  );
  return { times, failures, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  const connections = Number(values.connections);
  const requests = Number(values.requests);
  let ok = true;
  for (const engine of enginesOf(values.engine)) {
    const args = ['--worker'];
    for (const name of [
      'users',
      'entries',
      'heavy',
      'export',
      'runs',
      'warmup',
      'check-runs',
      'connections',
      'only',
    ]) {
      args.push(`--${name}`, values[name]);
    }
    if (values.explain) args.push('--explain');
    const child = spawnOnEngine(engine, 'bench/ledger.mjs', args, {
      stdin: 'pipe',
      env: { WITHDRAW_DAILY_LIMIT: '0', SHED_EVENT_LOOP_DELAY_MS: '0' },
      // The cap is the export's proof that it streams; without the export (`--only withdraw`) the
      // server keeps V8's own limit: under 64 MiB its collector ran so often that a withdrawal cost
      // the server 7.3 ms of CPU instead of 3.7 (session 15).
      node: values.only === 'withdraw' ? [] : [`--max-old-space-size=${HEAP_CAP_MIB}`],
    });
    const lines = linesOf(child);
    try {
      const { url, tokens } = await lines.next();
      // Warm-up: one request per lane, not timed.
      const warm = Math.min(tokens.length, connections);
      await withdrawals(url, tokens, { connections, requests: warm });
      const load = await withdrawals(url, tokens, { connections, requests });
      child.stdin.end('next\n');
      const r = await lines.next();
      await lines.exited;

      const withdraw = { name: 'withdraw', ...percentiles(load.times) };
      withdraw.note =
        `${load.times.length} requests, ${Math.round(load.times.length / load.seconds)} req/s, ` +
        `${connections} connections over ${tokens.length} users` +
        (load.failures.length ? `; ${load.failures.length} FAILED: ${load.failures[0]}` : '');
      // CPU per withdrawal (warm-up included): the server's process, and PostgreSQL's backends.
      const per = (ms) => (ms / (warm + load.times.length)).toFixed(2);
      console.log(
        `withdraw CPU per request: server ${per(r.withdrawCpu.serverMs)} ms` +
          (r.withdrawCpu.backendMs === null
            ? ''
            : `, PostgreSQL backends ${per(r.withdrawCpu.backendMs)} ms`),
      );
      const check = { ...r.check, note: r.check.note };
      const cases = [...r.cases, withdraw, check];
      const title =
        `${engineLabel(engine)}: ${r.fill.entries} entries (${r.fill.cycles} cycles, ${r.fill.shares} shares), ` +
        `${values.users} users, filled in ${(r.fillMs / 1000).toFixed(1)} s; load average ${r.load}`;
      const met = reportCases(title, cases, BUDGETS[engine], (c) => c.note ?? '');
      const clean =
        r.checkAnswer.entries_sum_fen === 0 &&
        r.checkAnswer.unbalanced_transactions.length === 0 &&
        r.checkAnswer.mismatched_accounts.length === 0 &&
        r.checkAnswer.negative_accounts.length === 0;
      console.log(
        `ledger check: sum ${r.checkAnswer.entries_sum_fen}, unbalanced ${r.checkAnswer.unbalanced_transactions.length}, ` +
          `mismatched ${r.checkAnswer.mismatched_accounts.length}, negative ${r.checkAnswer.negative_accounts.length} ` +
          `${clean ? 'ok' : 'BROKEN'}`,
      );
      const x = r.exported;
      const exportOk =
        x === null || (x.status === 'done' && x.rows === x.expected && x.ms / 1000 <= EXPORT_BUDGET_S);
      if (x) {
        console.log(
          `export finance_entries: ${x.rows} of ${x.expected} rows in ${(x.ms / 1000).toFixed(1)} s ` +
            `(the worker's CPU ${(x.cpuMs / 1000).toFixed(1)} s), status ${x.status}; heap used ≤ ` +
            `${(x.peakHeap / MiB).toFixed(0)} MiB (capped at ${HEAP_CAP_MIB}), RSS ${(x.startRss / MiB).toFixed(0)} → ` +
            `${(x.peakRss / MiB).toFixed(0)} MiB; budget ≤ ${EXPORT_BUDGET_S} s ${exportOk ? 'ok' : 'MISSED'}`,
        );
      }
      printPlans(r.plans);
      ok = met && clean && exportOk && load.failures.length === 0 && ok;
    } catch (error) {
      child.kill('SIGTERM');
      throw error;
    }
  }
  process.exit(ok ? 0 : 1);
}

async function work() {
  const { createHash, randomBytes } = await import('node:crypto');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { loadavg, tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { clearInterval, setInterval } = await import('node:timers');
  const { LocalStorage } = await import('../apps/server/src/storage/local-storage.ts');
  const { fillLedger } = await import('./fill-ledger.mjs');

  await benchWorker('cc-bench-ledger-', async ({ engine, database, rows, startApp, cleanups }) => {
    phase('fill ledger');
    const started = performance.now();
    const fill = await fillLedger(rows, {
      engine,
      users: Number(values.users),
      entries: Number(values.entries),
      heavyEntries: Number(values.heavy),
      exportEntries: Number(values.export),
    });
    const fillMs = performance.now() - started;

    phase('sessions');
    // Sessions for the creators this bench acts as (their tokens, as a login would give them).
    const connections = Number(values.connections);
    const rich = (
      await rows(
        `select user_id from ledger_accounts where kind = 'wallet' and balance_fen >= 10000
           and user_id > $1::int order by user_id limit 1000`,
        [fill.heavyUserId],
      )
    ).map((row) => row.user_id);
    const pool = rich.slice(0, Math.max(1, Math.floor(rich.length / connections)) * connections);
    if (pool.length === 0) throw new Error('no creator can afford a withdrawal: fill more entries');
    const walletUser = fill.userIds[Math.floor(fill.userIds.length / 2)];
    const sessionUsers = [fill.heavyUserId, walletUser, ...pool];
    const tokens = sessionUsers.map(() => randomBytes(32).toString('base64url'));
    await rows(
      `insert into sessions (token_hash, user_id, expires_at)
       select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) x(h, u)`,
      [tokens.map((token) => createHash('sha256').update(token).digest('hex')), sessionUsers],
    );
    const [heavyToken, walletToken, ...poolTokens] = tokens;

    const storageDir = mkdtempSync(join(tmpdir(), 'cc-bench-ledger-files-'));
    cleanups.push(() => rmSync(storageDir, { recursive: true, force: true }));
    const app = await startApp({ storage: new LocalStorage(storageDir), config: { nodeEnv: 'production' } });
    const staff = await tokenOf(app, 'operator');
    const entries = '/api/ledger/entries?page=1&size=20';
    const only = values.only === 'withdraw';
    const cases = [
      { name: 'entries-first', token: staff, url: entries },
      { name: 'entries-user', token: staff, url: `${entries}&user_id=${walletUser}` },
      { name: 'entries-kind', token: staff, url: `${entries}&kind=mission_reward` },
      { name: 'entries-deep', token: staff, url: '/api/ledger/entries?page=1000&size=10' },
      { name: 'wallet', token: walletToken, url: '/api/wallet' },
      { name: 'wallet-entries', token: heavyToken, url: '/api/wallet/entries?page=1&size=20' },
    ]
      .filter(() => !only)
      .map((c) => ({ ...c, run: () => getJson(app, c.token, c.url) }));
    phase('timed reads');
    const plans = {};
    if (values.explain) {
      for (const c of cases) plans[c.name] = await explainGet(app, database, c.token, c.url);
    }
    const timed = await timeCases(app, staff, cases, {
      runs: Number(values.runs),
      warmup: Number(values.warmup),
      beforeEach: coldReads(rows, engine),
    });

    phase('withdrawals');
    // The withdrawals, sent by the main process over loopback.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const serverCpu0 = process.cpuUsage();
    const backend0 = await backendCpuMs(rows, engine);
    process.stdout.write(
      `${JSON.stringify({ url: `http://127.0.0.1:${app.server.address().port}`, tokens: poolTokens })}\n`,
    );
    const input = createInterface({ input: process.stdin });
    await input[Symbol.asyncIterator]().next(); // 'next': the load is over
    input.close();
    const serverCpu = process.cpuUsage(serverCpu0);
    const backend1 = await backendCpuMs(rows, engine);
    const withdrawCpu = {
      serverMs: (serverCpu.user + serverCpu.system) / 1000,
      backendMs: backend0 === null ? null : sumDelta(backend0, backend1),
    };

    phase('check');
    const checkRuns = await timeRuns(() => getJson(app, staff, '/api/ledger/check'), {
      runs: Number(values['check-runs']),
      warmup: 1,
    });
    const { last: checkAnswer, ...checkTimes } = checkRuns;
    const [{ n: total }] = await rows('select count(*)::int as n from ledger_entries');

    /** What the parent reports, with the timed reads and the export when they ran. */
    const report = (cases, exported) => ({
      fill: { entries: fill.entries, cycles: fill.cycles, shares: fill.shares },
      fillMs,
      load: loadavg()
        .map((n) => n.toFixed(1))
        .join(' '),
      plans,
      cases,
      check: { name: 'check', ...checkTimes, note: `over ${total} entries` },
      checkAnswer,
      exported,
      withdrawCpu,
    });
    if (only) {
      phase('report');
      return report([], null);
    }

    phase('export');
    // The export: every playlet_share entry, through the export centre.
    const [{ n: expected }] = await rows(
      `select count(*)::int as n from ledger_entries where kind = 'playlet_share'`,
    );
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const response = await app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: { authorization: `Bearer ${staff}` },
      payload: { kind: 'finance_entries', filter: { kind: 'playlet_share' } },
    });
    if (response.statusCode !== 200)
      throw new Error(`POST /api/exports: ${response.statusCode} ${response.body}`);
    const jobId = response.json().data.id;
    await app.exports.idle();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    phase('report');
    const [job] = await rows('select status, rows from export_jobs where id = $1', [jobId]);

    return report(
      timed.map(({ last, ...r }) => ({
        ...r,
        note: Array.isArray(last?.data) ? `${last.data.length} rows, total ${last.total}` : '',
      })),
      {
        status: job?.status,
        rows: Number(job?.rows ?? 0),
        expected,
        ms,
        cpuMs: (cpu.user + cpu.system) / 1000,
        startRss,
        peakRss,
        peakHeap,
      },
    );
  });
}

/**
 * The CPU (ms) each PostgreSQL client backend of this cluster has used so far, by pid (Linux
 * /proc, 100 ticks a second); null on PGlite, which runs in the server's process.
 */
async function backendCpuMs(rows, engine) {
  if (engine !== 'postgres') return null;
  const { readFileSync } = await import('node:fs');
  const pids = await rows(`select pid from pg_stat_activity where backend_type = 'client backend'`);
  const cpu = new Map();
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
}

/** CPU used between two readings: backends that started meanwhile count whole. */
function sumDelta(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}
