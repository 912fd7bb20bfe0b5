// The behaviour-log explorer (/log/es) at 1 M events: `node bench/tracking.mjs [--engine
// pglite|postgres|both] [--events 1000000] [--pglite-events N] [--runs 100] [--warmup 10]`.
//
// Per engine a worker (bench/lib.mjs) migrates a new database, seeds the demo data, adds 1 000
// accounts and fills `tracking_events` with `events` rows over the last 30 days in INSERT … SELECT
// generate_series statements of 200 000 (the rollup triggers run as for any insert): one event in
// five is the demo `creator`'s, the rest spread over the 1 000 accounts or anonymous (failed
// logins), one in ten a failure with a reason, 250 addresses, a property or two. It then times
// the explorer's endpoints through the whole HTTP path (`app.inject`) as `admin`, p95 of `runs`:
//   first-page      GET /api/track, the last 24 h, 50 rows (total from the rollup)
//   page-200        the 200th page of 50 by `cursor` (the cursor of page 199 fetched first)
//   by-user         the last 24 h of one account (`user_id`), 50 rows, capped total
//   failures        the last 24 h, `success=false`, 50 rows (total from the rollup)
//   rollup-30d      GET /api/track/histogram + /api/track/facets?fields=event,success, 30 days
//   sampled-facets  GET /api/track/facets of the sampled fields (newest 10 000 matches), 7 days
//   capped-total    30 days of `creator` (200 000 events): the total counts to 10 001 (`gte`)
// Budgets (admin.md §11, p95, PostgreSQL / PGlite): 30/80, 30/80, 30/80, 30/80, 40/120, 150/400,
// 60/200 ms. Exits 1 when one is missed.
import { parseArgs } from 'node:util';
import {
  ago,
  benchWorker,
  getJson,
  settle,
  timeCases,
  tokenOf,
  explainCases,
  runCaseBench,
  coldReads,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    events: { type: 'string', default: '1000000' },
    'pglite-events': { type: 'string' },
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
  },
});

const BUDGETS = {
  postgres: {
    'first-page': 30,
    'page-200': 30,
    'by-user': 30,
    failures: 30,
    'rollup-30d': 40,
    'sampled-facets': 150,
    'capped-total': 60,
  },
  pglite: {
    'first-page': 80,
    'page-200': 80,
    'by-user': 80,
    failures: 80,
    'rollup-30d': 120,
    'sampled-facets': 400,
    'capped-total': 200,
  },
};
const CHUNK = 200_000;

if (values.worker) await work();
else await main();

function main() {
  return runCaseBench({
    script: 'bench/tracking.mjs',
    values,
    sizeFlag: 'events',
    sizeOf: (engine) => (engine === 'pglite' ? (values['pglite-events'] ?? values.events) : values.events),
    budgetsOf: (engine) => BUDGETS[engine],
    describe: (r) => `${r.events} events over 30 days`,
  });
}

async function work() {
  await benchWorker('cc-bench-tracking-', async ({ engine, database, rows, startApp }) => {
    const total = Number(values.events);
    const [{ id: creatorId }] = await rows(`select id from users where username = 'creator'`);
    await rows(`
      insert into users (username, phone, password_hash, name)
      select 'bench_' || n, '199' || lpad(n::text, 8, '0'), 'x', '压测用户' || n
      from generate_series(1, 1000) n`);
    const [{ first }] = await rows(`select min(id)::int as first from users where username like 'bench_%'`);
    const started = Date.now();
    // One event every 30 days / total, oldest first (n = total is now): the table's physical order is
    // then the order in which a running platform appends them, which the planner's choices depend on.
    for (let from = 1; from <= total; from += CHUNK) {
      await rows(
        `insert into tracking_events (event, platform, port, success, reason, properties, user_id, ip, user_agent, created_at)
        select
          (array['login','login','login','invite','certification_submit','certification_approval'])[1 + n % 6],
          '创作者平台', 'PC web',
          n % 10 <> 0,
          case when n % 10 = 0 then (array['密码错误','验证码错误','账号已禁用','请求过于频繁'])[1 + (n / 10) % 4] end,
          case when n % 3 = 0 then jsonb_build_object('label', 'phone', 'type', 'sms')
               else jsonb_build_object('label', 'creator_no') end,
          case when n % 5 = 0 then $1::int when n % 10 = 1 then null else $2::int + (n * 7) % 1000 end,
          '10.0.' || (n % 250) || '.' || (n % 200),
          'Mozilla/5.0 bench',
          now() - (($4::int - n) * ($3::float8 / $4::int)) * interval '1 second'
        from generate_series($5::int, $6::int) n`,
        [creatorId, first, 30 * 86_400, total, from, Math.min(total, from + CHUNK - 1)],
      );
    }
    await settle(rows, engine);
    const fillMs = Date.now() - started;

    const app = await startApp();
    const token = await tokenOf(app, 'admin');
    const [{ id: someone }] = await rows(`select id from users where username = 'bench_7'`);
    const day = `start=${encodeURIComponent(ago(1))}&end=${encodeURIComponent(ago(0))}`;
    const month = `start=${encodeURIComponent(ago(30))}&end=${encodeURIComponent(ago(0))}`;
    const week = `start=${encodeURIComponent(ago(7))}&end=${encodeURIComponent(ago(0))}`;
    // The cursor of page 199 (by the explorer's own pages), so the timed call is page 200.
    // (A smaller `--events` has fewer than 200 pages in 24 h: then the last page's.)
    let cursor = null;
    let page = 1;
    for (; page < 200; page += 1) {
      const next = (
        await getJson(app, token, `/api/track?${day}&size=50${cursor ? `&cursor=${cursor}` : ''}`)
      ).next_cursor;
      if (!next) break;
      cursor = next;
    }
    const cases = [
      { name: 'first-page', url: `/api/track?${day}&size=50` },
      { name: 'page-200', url: `/api/track?${day}&size=50&cursor=${cursor}` },
      { name: 'by-user', url: `/api/track?${day}&size=50&user_id=${someone}` },
      { name: 'failures', url: `/api/track?${day}&size=50&success=false` },
      {
        name: 'rollup-30d',
        run: async () => {
          const histogram = await getJson(app, token, `/api/track/histogram?${month}`);
          const facets = await getJson(app, token, `/api/track/facets?${month}&fields=event,success`);
          return { histogram, facets };
        },
      },
      {
        name: 'sampled-facets',
        url: `/api/track/facets?${week}&fields=platform,port,reason,user_id,ip,prop_key`,
      },
      { name: 'capped-total', url: `/api/track?${month}&size=50&user_id=${creatorId}` },
    ];
    const plans = values.explain ? await explainCases(app, database, token, cases) : {};
    const results = await timeCases(app, token, cases, {
      runs: Number(values.runs),
      warmup: Number(values.warmup),
      beforeEach: coldReads(rows, engine),
    });
    return {
      events: total,
      cursorPage: page,
      fillMs,
      plans,
      cases: results.map(({ last, ...r }) => ({ ...r, note: noteOf(r.name, last, page) })),
    };
  });
}

/** What the last answer of a case showed, to see that it did what it says. */
function noteOf(name, last, cursorPage) {
  if (name === 'rollup-30d')
    return `${last.histogram.buckets.length} bars (${last.histogram.source}), facets sampled: ${last.facets.fields.some((f) => f.sampled)}`;
  if (name === 'sampled-facets')
    return `sample ${last.fields[0]?.sample_size}, sampled: ${last.fields.every((f) => f.sampled)}`;
  return `${name === 'page-200' ? `page ${cursorPage}: ` : ''}${last.data.length} rows, total ${last.total_relation === 'gte' ? '≥ ' : ''}${last.total}`;
}
