// The benchmarks' shared harness: running a worker per engine (PostgreSQL inside
// scripts/with-postgres.mjs, a throwaway cluster), opening a new bench database, starting the real
// app on it with the demo data, logging in, and timing a case's runs into percentiles.
//
// The main process of a benchmark imports only plain modules; what needs the server's TypeScript
// sources (`openBenchDatabase`, `benchWorker`, `tokenOf`) imports them when called, in a worker
// started with tsx (`node --import tsx --conditions=source`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../', import.meta.url));

/** `--engine both` → both engines, PGlite first; otherwise the one named. */
export function enginesOf(value) {
  if (value === 'both') return ['pglite', 'postgres'];
  if (value !== 'pglite' && value !== 'postgres')
    throw new Error(`--engine must be pglite, postgres or both, not ${value}`);
  return [value];
}

export const engineLabel = (engine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

/**
 * Starts `node --import tsx --conditions=source <script> ...args` for `engine` in a process of its
 * own (PostgreSQL: inside scripts/with-postgres.mjs, which sets DATABASE_URL), with BENCH_ENGINE
 * set and the server's logging silenced. stdout is piped; stderr goes to ours. `node`: flags for
 * node itself (e.g. `--max-old-space-size=64`).
 */
export function spawnOnEngine(
  engine,
  script,
  args = [],
  { stdin = 'ignore', env = {}, node: flags = [] } = {},
) {
  const node = [...flags, '--import', 'tsx', '--conditions=source', script, ...args];
  const [command, argv] =
    engine === 'postgres' ? ['node', ['scripts/with-postgres.mjs', 'node', ...node]] : ['node', node];
  return spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env, BENCH_ENGINE: engine, LOG_LEVEL: 'silent' },
    stdio: [stdin, 'pipe', 'inherit'],
  });
}

/** Runs `script --worker ...args` on `engine` and answers the JSON of its last stdout line. */
export async function runWorker(engine, script, args = [], options = {}) {
  const child = spawnOnEngine(engine, script, ['--worker', ...args], options);
  const output = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${engine} worker exited with ${code}`)),
    );
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/**
 * A new, empty database for a benchmark worker: PGlite in a temporary data directory (as `start`
 * uses it), or a new database on the PostgreSQL of DATABASE_URL (scripts/with-postgres.mjs). What
 * undoes it is pushed on `cleanups`.
 */
export async function openBenchDatabase(engine, cleanups, prefix = 'cc-bench-') {
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), prefix));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return openDatabase({ kind: 'pglite', dataDir });
  }
  if (engine !== 'postgres') throw new Error(`BENCH_ENGINE must be pglite or postgres, not ${engine}`);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('BENCH_ENGINE=postgres needs DATABASE_URL (run under scripts/with-postgres.mjs)');
  const name = `cc_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  await admin.db.$client.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.db.$client.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

const MiB = 1024 * 1024;
let current = null;
const cpuSeconds = ({ user, system }) => (user + system) / 1e6;

/**
 * Names the phase a worker enters (migrate, seed:<step>, fill, export…) on stderr with the V8 heap
 * in use, and the previous phase's peak heap (sampled every 50 ms while it ran): a worker that dies
 * at its heap cap (`--max-old-space-size`) then names the phase that needed the memory. The
 * sampler does not keep the worker alive.
 */
export function phase(name) {
  const now = process.memoryUsage();
  if (current) {
    process.stderr.write(
      `[bench ${process.pid}] ${current.name} done in ${((performance.now() - current.t0) / 1000).toFixed(1)} s, ` +
        `CPU ${cpuSeconds(process.cpuUsage(current.cpu0)).toFixed(1)} s, heap peak ${(current.peak / MiB).toFixed(1)} MiB\n`,
    );
    clearInterval(current.sampler);
  }
  current = null;
  if (name === null) return;
  process.stderr.write(
    `[bench ${process.pid}] ${name}: heap used ${(now.heapUsed / MiB).toFixed(1)} MiB, RSS ${(now.rss / MiB).toFixed(0)} MiB\n`,
  );
  const entered = {
    name,
    t0: performance.now(),
    cpu0: process.cpuUsage(),
    peak: now.heapUsed,
    sampler: undefined,
  };
  entered.sampler = setInterval(() => {
    entered.peak = Math.max(entered.peak, process.memoryUsage().heapUsed);
  }, 50);
  entered.sampler.unref();
  current = entered;
}

/**
 * A worker's body: a new migrated database with the demo seed on BENCH_ENGINE, `rows(text,
 * params)` to run SQL on it directly (pg's Pool or PGlite: both answer `{ rows }`), and `startApp`
 * for the real app (`buildApp`, not listening unless asked). `body` answers the result, printed as
 * the worker's last stdout line; everything is closed and removed after, also on failure. Each
 * phase (`phase`) is named on stderr with its heap: the seed's steps one by one, then what `body`
 * names.
 */
export async function benchWorker(prefix, body) {
  const { SEED_STEPS, seedDemoData } = await import('../apps/server/src/db/seed/index.ts');
  // Each demo step names itself as a phase when it runs (the bench's own view of the steps).
  for (const step of SEED_STEPS) {
    const run = step.run;
    step.run = (...args) => {
      phase(`seed:${step.name}`);
      return run.apply(step, args);
    };
  }
  const engine = process.env.BENCH_ENGINE ?? 'pglite';
  const cleanups = [];
  phase('open');
  const database = await openBenchDatabase(engine, cleanups, prefix);
  cleanups.unshift(() => database.close());
  try {
    phase('migrate');
    await database.migrate();
    phase('seed:setup');
    await seedDemoData(database.db);
    phase('after seed');
    const client = database.db.$client;
    const rows = async (text, params = []) => (await client.query(text, params)).rows;
    const startApp = async (options = {}) => {
      phase('start app');
      const { buildApp } = await import('../apps/server/src/app.ts');
      const app = await buildApp({ database, logger: false, ...options });
      cleanups.unshift(() => app.close());
      await app.ready();
      return app;
    };
    const result = await body({ engine, database, rows, startApp, cleanups });
    phase(null);
    console.log(JSON.stringify(result));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/**
 * PostgreSQL's autovacuum visits a freshly filled table within a minute (insert threshold), which
 * sets the visibility map that index-only scans rely on; PGlite has no autovacuum, so it gets
 * statistics only. Run after a fill, before measuring.
 */
export const settle = (rows, engine) => rows(engine === 'postgres' ? 'vacuum analyze' : 'analyze');

/** A demo account's bearer token, through POST /api/login as the console sends it. */
export async function tokenOf(app, username) {
  const { encryptField } = await import('@creator-console/contract');
  const { DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo-accounts.ts');
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      email: encryptField(username, app.config.fieldKey),
      password: encryptField(DEMO_PASSWORD, app.config.fieldKey),
    },
  });
  if (login.statusCode !== 200)
    throw new Error(`login of ${username} failed: ${login.statusCode} ${login.body}`);
  return login.json().data.token;
}

/** p50, p95, p99 and max of a list of milliseconds (nearest rank). */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1)) };
}

/** Times `run()` `runs` times after `warmup` unmeasured ones; answers the percentiles and the last result. */
export async function timeRuns(run, { runs, warmup }) {
  const times = [];
  let last;
  for (let i = 0; i < warmup + runs; i += 1) {
    const t0 = performance.now();
    last = await run();
    if (i >= warmup) times.push(performance.now() - t0);
  }
  return { ...percentiles(times), last };
}

/**
 * A GET through the app as `token`'s account (`app.inject`: the whole HTTP path — hooks, session,
 * contract validation, handler, serialisation — without the socket). Answers the envelope's
 * `data`; throws on anything but 200.
 */
export async function getJson(app, token, url) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/**
 * Times each case (`{ name, url }` or `{ name, run }`) through `getJson` as `token`, and judges its
 * p95 against `budgetOf(case)`. Cases are measured in `rounds` alternating rounds so that a burst of
 * other work on the machine weighs on every case rather than on one.
 */
export async function timeCases(app, token, cases, { runs, warmup, rounds = 2, beforeEach }) {
  const times = new Map(cases.map((c) => [c.name, []]));
  const lasts = new Map();
  const run = (c) => (c.run ? c.run() : getJson(app, token, c.url));
  for (const c of cases) for (let i = 0; i < warmup; i += 1) await run(c);
  for (let round = 0; round < rounds; round += 1) {
    for (const c of cases) {
      const share = Math.ceil(runs / rounds);
      for (let i = 0; i < share; i += 1) {
        await beforeEach?.();
        const t0 = performance.now();
        lasts.set(c.name, await run(c));
        times.get(c.name).push(performance.now() - t0);
      }
    }
  }
  return cases.map((c) => ({ name: c.name, ...percentiles(times.get(c.name)), last: lasts.get(c.name) }));
}

/**
 * On PGlite the server keeps list answers until the next write (http/list-cache.ts): a repeated
 * request would time the cache. This untimed write before each run makes every run read the
 * database, as the first request after any change does. Nothing to do on PostgreSQL.
 */
export const coldReads = (rows, engine) =>
  engine === 'pglite' ? () => rows(`select set_config('cc.bench', 'cold', false)`) : undefined;

/** Prints a table of timed cases against their budgets (`budgets[name]`, p95 ms); answers whether all met. */
export function reportCases(title, results, budgets, describe = () => '') {
  console.log(`\n${title}`);
  console.log(
    `${'case'.padEnd(22)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}  budget`,
  );
  let ok = true;
  for (const r of results) {
    const budget = budgets[r.name];
    const met = r.p95 <= budget;
    ok &&= met;
    console.log(
      `${r.name.padEnd(22)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${r.max.toFixed(1).padStart(8)}  ` +
        `${met ? 'ok' : 'MISSED'} (≤ ${budget})  ${describe(r)}`,
    );
  }
  return ok;
}

/** The instant `days` days (and `hours` hours) before now, ISO. */
export const ago = (days, hours = 0) =>
  new Date(Date.now() - days * 86_400_000 - hours * 3_600_000).toISOString();

/**
 * The plans of the queries one GET runs: the driver's `query` is watched during the request, then
 * each query it sent is run again under `explain analyze`. Answers `[{ ms, sql, plan }]`, slowest
 * first (`ms`: the plan's execution time). For the report of a case that misses its budget.
 */
export async function explainGet(app, database, token, url) {
  const client = database.db.$client;
  const query = client.query;
  const seen = [];
  client.query = function watched(text, params, ...rest) {
    const sqlText = typeof text === 'string' ? text : text?.text;
    const values = typeof text === 'string' ? params : (text?.values ?? params);
    if (sqlText && /^\s*(select|with)\b/i.test(sqlText)) seen.push({ sql: sqlText, values: values ?? [] });
    return query.call(this, text, params, ...rest);
  };
  try {
    await getJson(app, token, url);
  } finally {
    client.query = query;
  }
  const plans = [];
  for (const { sql, values } of seen) {
    const found = await query.call(client, `explain (analyze, costs off) ${sql}`, values);
    const plan = found.rows.map((row) => row['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    plans.push({ ms, sql: sql.replace(/\s+/g, ' ').slice(0, 400), plan });
  }
  return plans.sort((a, b) => b.ms - a.ms);
}

/** `explainGet` of every case that is a URL: `{ [name]: plans }`. */
export async function explainCases(app, database, token, cases) {
  const plans = {};
  for (const c of cases) if (c.url) plans[c.name] = await explainGet(app, database, token, c.url);
  return plans;
}

/** Prints what `explainCases` answered: per case, each query's execution time, text and plan. */
export function printPlans(plans = {}) {
  for (const [name, queries] of Object.entries(plans)) {
    console.log(`\nplans of ${name}:`);
    for (const { ms, sql, plan } of queries) console.log(`-- ${ms} ms: ${sql}\n${plan}\n`);
  }
}

/**
 * The parent side of a bench of timed cases: for each engine of `--engine`, a worker of `script`
 * fills its rows (`--<sizeFlag> <sizeOf(engine)>`) and times the cases; each case's p95 is held to
 * `budgetsOf(engine, cases)`, then the query plans (`--explain`) are printed. Exits 1 on a miss.
 */
export async function runCaseBench({ script, values, sizeFlag, sizeOf, budgetsOf, describe }) {
  let ok = true;
  for (const engine of enginesOf(values.engine)) {
    const r = await runWorker(engine, script, [
      `--${sizeFlag}`,
      sizeOf(engine),
      '--runs',
      values.runs,
      '--warmup',
      values.warmup,
      ...(values.explain ? ['--explain'] : []),
    ]);
    const title = `${engineLabel(engine)}: ${describe(r)}, filled in ${(r.fillMs / 1000).toFixed(1)} s`;
    ok = reportCases(title, r.cases, budgetsOf(engine, r.cases), (c) => c.note) && ok;
    printPlans(r.plans);
  }
  process.exit(ok ? 0 : 1);
}
