// API load benchmark with budgets: `node bench/api-load.mjs [--engine pglite|postgres|both]
// [--duration 10] [--rounds 2] [--connections 50] [--warmup 2] [--cases my-videos,track]`.
//
// For each engine it starts bench/api-server.mjs in a process of its own (tsx on the workspace
// sources; the PostgreSQL run inside scripts/with-postgres.mjs, a throwaway cluster), then loads it
// over loopback with autocannon from this process. Cases:
//   bare        GET /api/bench/bare (the app's HTTP path: hooks, headers; no session, no database)
//   my-profile  GET /api/my-profile as creator
//   my-menu     GET /api/my-menu as creator
//   lists       every paginated list of the console, first page, as the account that reads it
//               (creator, mcn or admin): judged against my-profile of the same run
// `--cases` measures only the named ones (bare and my-profile always run: the ratios need them).
// Each case is warmed up, then measured for `duration` seconds split into `rounds` that alternate
// with the other cases (bare, profile, menu, bare, …), so that a burst of other work on the machine
// weighs on every case rather than on one. It prints req/s (all rounds), p50 and p99 latency (mean
// of the rounds), the ratio to bare (lists: to my-profile) and the database queries per request, and exits 1 when a
// budget is missed or a case had errors or non-2xx answers.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { enginesOf, spawnOnEngine } from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    cases: { type: 'string' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
  },
});
const engines = enginesOf(values.engine);
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);

/**
 * Authenticated point reads against bare throughput, and tail latency (PostgreSQL only, judged at
 * 50 connections or fewer); the lists
 * of the console against my-profile measured in the same run (issue 13: the creator's video list
 * at 200 connections reached 5 % of it), with p99 under 300 ms on both engines.
 */
const BUDGETS = {
  pglite: { minRatio: 0.1, maxP99Ms: Infinity, listRatio: 0.1, listP99Ms: 300 },
  postgres: { minRatio: 0.3, maxP99Ms: 25, listRatio: 0.25, listP99Ms: 300 },
};
// `as`: the demo account that reads it (api-server.mjs logs each in); `list`: judged against
// my-profile rather than bare. Every paginated list the console shows, first page, default sort.
const CASES = [
  { name: 'bare', path: '/api/bench/bare', as: null },
  { name: 'my-profile', path: '/api/my-profile', as: 'creator' },
  { name: 'my-menu', path: '/api/my-menu', as: 'creator' },
  { name: 'my-videos', path: '/api/my-videos', as: 'creator', list: true },
  { name: 'my-albums', path: '/api/my-albums', as: 'creator', list: true },
  { name: 'my-message', path: '/api/my-message', as: 'creator', list: true },
  { name: 'cert-records', path: '/api/users_certification_apply_record', as: 'creator', list: true },
  { name: 'exports', path: '/api/exports', as: 'creator', list: true },
  { name: 'mcn-invites', path: '/api/mcn-invite-log', as: 'mcn', list: true },
  { name: 'my-bloggers', path: '/api/my-bloggers', as: 'mcn', list: true },
  { name: 'user-search', path: '/api/user-search?keyword=%E5%B1%B1', as: 'mcn', list: true },
  { name: 'audit-videos', path: '/api/audit/videos', as: 'admin', list: true },
  { name: 'audit-albums', path: '/api/audit/albums', as: 'admin', list: true },
  { name: 'whitelist', path: '/api/audit/whitelist', as: 'admin', list: true },
  { name: 'operation-log', path: '/api/operation-logs', as: 'admin', list: true },
  { name: 'track', path: '/api/track', as: 'admin', list: true },
];
const only = values.cases ? new Set(['bare', 'my-profile', ...values.cases.split(',')]) : null;
const selected = only ? CASES.filter((definition) => only.has(definition.name)) : CASES;

function startServer(engine) {
  const child = spawnOnEngine(engine, 'bench/api-server.mjs');
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${engine} server not ready after 120 s`)), 120_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`unexpected output from the ${engine} server: ${line}`));
      }
    });
    exited.then((code) => reject(new Error(`${engine} server exited with ${code} before it was ready`)));
  });
  return {
    ready,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const load = (url, headers, seconds) =>
  autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });

/** The server's counters once it is idle (requests cut off by the end of a run still finish). */
async function countersWhenIdle(url) {
  let previous = null;
  for (;;) {
    const response = await fetch(`${url}/api/bench/stats`);
    const { queries, requests } = (await response.json()).data;
    if (previous && previous.queries === queries && previous.requests === requests)
      return { queries, requests };
    previous = { queries, requests };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runEngine(engine) {
  const server = startServer(engine);
  try {
    const { url, tokens } = await server.ready;
    const cases = selected.map((definition) => ({
      ...definition,
      headers: definition.as ? { authorization: `Bearer ${tokens[definition.as]}` } : {},
      rounds: [],
      queries: 0,
      served: 0,
    }));
    for (const { path, headers } of cases) await load(url + path, headers, warmup);
    for (let round = 0; round < rounds; round += 1) {
      for (const current of cases) {
        const before = await countersWhenIdle(url);
        current.rounds.push(await load(url + current.path, current.headers, duration / rounds));
        const after = await countersWhenIdle(url);
        current.queries += after.queries - before.queries;
        current.served += after.requests - before.requests;
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return cases.map((current) => ({
      name: current.name,
      list: Boolean(current.list),
      reqPerSec:
        current.rounds.reduce((sum, result) => sum + result['2xx'] + result.non2xx, 0) /
        current.rounds.reduce((sum, result) => sum + result.duration, 0),
      p50: Math.round(mean(current.rounds.map((result) => result.latency.p50)) * 10) / 10,
      p99: Math.round(mean(current.rounds.map((result) => result.latency.p99)) * 10) / 10,
      queriesPerRequest: current.served > 0 ? current.queries / current.served : 0,
      failures: current.rounds.reduce(
        (sum, result) => sum + result.non2xx + result.errors + result.timeouts,
        0,
      ),
    }));
  } finally {
    await server.stop();
  }
}

const pad = (value, width) => String(value).padStart(width);
let failed = false;
for (const engine of engines) {
  console.log(
    `\n${engine}: ${connections} connections, ${duration} s per case in ${rounds} rounds (after ${warmup} s of warm-up)`,
  );
  const results = await runEngine(engine);
  const bare = results.find((result) => result.name === 'bare').reqPerSec;
  const budget = BUDGETS[engine];
  console.log(
    `${'case'.padEnd(14)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('ratio', 8)}${pad('of', 8)}${pad('q/req', 7)}  budget`,
  );
  const profile = results.find((result) => result.name === 'my-profile').reqPerSec;
  for (const result of results) {
    const ratio = result.reqPerSec / (result.list ? profile : bare);
    const [minRatio, maxP99Ms] = result.list
      ? [budget.listRatio, budget.listP99Ms]
      : [budget.minRatio, budget.maxP99Ms];
    const problems = [];
    if (result.failures > 0) problems.push(`${result.failures} errors or non-2xx answers`);
    if (result.name !== 'bare') {
      const of = result.list ? 'my-profile' : 'bare';
      if (ratio < minRatio) problems.push(`below ${minRatio * 100} % of ${of}`);
      // The point reads' p99 budget is one of 50 connections (the default); with more, each
      // request queues behind more others at the same throughput, and only the lists are judged.
      const judgeP99 = result.list || connections <= 50;
      if (judgeP99 && result.p99 >= maxP99Ms) problems.push(`p99 not under ${maxP99Ms} ms`);
    }
    if (problems.length > 0) failed = true;
    console.log(
      `${result.name.padEnd(14)}${pad(Math.round(result.reqPerSec), 9)}${pad(result.p50, 8)}${pad(result.p99, 8)}` +
        `${pad(`${(ratio * 100).toFixed(0)} %`, 8)}${pad(result.list ? 'profile' : 'bare', 8)}${pad(result.queriesPerRequest.toFixed(2), 7)}  ` +
        (problems.length > 0 ? `MISSED: ${problems.join('; ')}` : result.name === 'bare' ? '' : 'ok'),
    );
  }
}
console.log(failed ? '\napi-load: budget missed' : '\napi-load: all budgets met');
process.exit(failed ? 1 : 0);
