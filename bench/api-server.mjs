// The API under load for bench/api-load.mjs, in a process of its own (the load generator must not
// share its event loop). Run with tsx on the workspace sources:
//   node --import tsx --conditions=source bench/api-server.mjs
// BENCH_ENGINE=pglite: PGlite in a new temporary data directory (as `start` uses it).
// BENCH_ENGINE=postgres: a new database on DATABASE_URL's server, dropped on exit.
// The real app (buildApp) with the demo data, plus two routes added for the benchmark only, before
// the app is ready (buildApp answers an app not yet started):
//   GET /api/bench/bare   the cost of the app's HTTP path without session or database
//   GET /api/bench/stats  requests taken and database queries issued so far (queries per request)
// It logs in as `creator`, `mcn` and `admin` through POST /api/login, prints one JSON line
// { url, token (the creator's), tokens: { creator, mcn, admin }, engine } on stdout, and serves until SIGTERM/SIGINT.
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { openBenchDatabase, tokenOf } from './lib.mjs';

const engine = process.env.BENCH_ENGINE ?? 'pglite';
const cleanups = [];

const database = await openBenchDatabase(engine, cleanups, 'cc-bench-pglite-');
cleanups.unshift(() => database.close());
await database.migrate();
await seedDemoData(database.db);

// Counts the queries drizzle sends outside transactions (pool.query on pg, PGlite.query).
const driver = database.db.$client;
const query = driver.query.bind(driver);
let queries = 0;
driver.query = (...args) => {
  queries += 1;
  return query(...args);
};

const app = await buildApp({ database, logger: false, config: { nodeEnv: 'production' } });
app.get('/api/bench/bare', async () => ({ data: { ok: true } }));
app.get('/api/bench/stats', async () => ({
  data: { queries, requests, sessions: app.sessions.cacheState?.() ?? null },
}));
await app.listen({ host: '127.0.0.1', port: 0 });
// Every request the server took but the calls to stats, those still in flight when the load
// generator stopped included.
let requests = 0;
app.server.on('request', (request) => {
  if (request.url !== '/api/bench/stats') requests += 1;
});

const { port } = app.server.address();
// The lists of the console are read by three kinds of account: a creator, an MCN and staff.
const tokens = {
  creator: await tokenOf(app, 'creator'),
  mcn: await tokenOf(app, 'mcn'),
  admin: await tokenOf(app, 'admin'),
};
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${port}`, token: tokens.creator, tokens, engine })}\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    for (const cleanup of cleanups) await cleanup();
  } finally {
    process.exit(0);
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop());
