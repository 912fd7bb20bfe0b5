// Ad tasks at scale (ad-tasks.md §13): `node bench/ad-tasks.mjs [--engine pglite|postgres|both]
// [--tasks 10000] [--running 2000] [--submissions 100000] [--runs 60] [--warmup 5] [--explain]
// [--only settlement] [--memory]`. `--only settlement`: the same fill, then only the preview (whose
// total the run confirms) and the settlement (no timed GETs, no receipt import). `--memory`: the
// worker writes its heap and RSS on stderr after each posting batch (the RSS growth is sampled the
// same way with or without it).
//
// Per engine a worker (bench/lib.mjs) migrates a new database, seeds the demo data and fills, with
// INSERT … SELECT generate_series: `tasks` ad tasks (`running` of them running, the rest drafts,
// scheduled, paused, settled and cancelled, every type and reward kind, one topic each), and one
// more running task, "the big one" (cpm ¥8.00, 起结 1,000, 封顶 ¥300.00, 20 videos a creator), with
// `submissions` approved submissions of published public videos carrying its topic, 20 per creator
// over submissions / 20 creators, plays up to 200 000, likes enough to raise no anomaly, and a budget
// the total oversubscribes (so the run scales pro rata). Then, through the whole HTTP path of the
// real app (`app.inject`), `runs` times each after `warmup`:
//   hall            GET /api/ad-hall page 1 of 20, one type, highest reward first (a creator); ≤ 3 queries
//   hall-types      GET /api/ad-hall/types, the hall's tabs with their counts (the hall's budget)
//   tasks-page-50   GET /api/ad-tasks page 50 of 20, cpm tasks (operator)
//   subs-page-1     GET /api/ad-tasks/{big}/submissions page 1 of 20 (operator)
//   subs-page-500   the same, page 500
//   bind            POST /api/ad-hall/{big}/submissions with every check (a creator of the task who
//                   has room; undone untimed after each run, so the next bind finds the same state)
// then, the big task moved past its observation window:
//   preview         GET …/settlement-preview (3 runs)
//   settlement      POST …/settlements as admin with the preview's total, polled until the run
//                   completes: its time, the worker's RSS growth, and the proof that every item
//                   with an amount got exactly one ledger credit and Σ credits = settled_fen ≤ budget
//   receipt-import  POST /api/ad-receipts/import of 5 000 rows (when the endpoint exists)
// Budgets (p95 ms, or the whole run) per engine in BUDGETS. Exits 1 when one is missed.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { parseArgs } from 'node:util';
import {
  benchWorker,
  coldReads,
  engineLabel,
  enginesOf,
  explainCases,
  phase,
  printPlans,
  reportCases,
  runWorker,
  settle,
  timeCases,
  tokenOf,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    tasks: { type: 'string', default: '10000' },
    running: { type: 'string', default: '2000' },
    submissions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
    memory: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
  },
});

/** ad-tasks.md §13, p95 in ms (the settlement and the import: the whole call). */
const BUDGETS = {
  postgres: {
    hall: 20,
    'hall-types': 20,
    'tasks-page-50': 20,
    'subs-page-1': 20,
    'subs-page-500': 20,
    bind: 100,
    preview: 5_000,
    settlement: 60_000,
    'receipt-import': 5_000,
  },
  pglite: {
    hall: 50,
    'hall-types': 50,
    'tasks-page-50': 50,
    'subs-page-1': 50,
    'subs-page-500': 50,
    bind: 100,
    preview: 15_000,
    settlement: 180_000,
    'receipt-import': 5_000,
  },
};
const HALL_MAX_QUERIES = 3;
const RSS_GROWTH_MAX_MIB = 128;
const MiB = 1024 * 1024;
const PER_CREATOR = 20;
/** Creators of the big task with room for the bind case: (runs + warmup) / BINDERS binds each, ≤ 20 and ≤ the 30/min limit. */
const BINDERS = 20;
/** What `--only` may name: the settlement (with the preview it confirms). */
const ONLY = ['settlement'];
if (values.only !== undefined && !ONLY.includes(values.only))
  throw new Error(`--only must be one of ${ONLY.join(', ')}, not ${values.only}`);
const everything = values.only === undefined;

if (values.worker) await work();
else await main();

async function main() {
  let ok = true;
  for (const engine of enginesOf(values.engine)) {
    const r = await runWorker(engine, 'bench/ad-tasks.mjs', [
      ...['--tasks', values.tasks, '--running', values.running, '--submissions', values.submissions],
      ...['--runs', values.runs, '--warmup', values.warmup],
      ...(values.explain ? ['--explain'] : []),
      ...(values.only ? ['--only', values.only] : []),
      ...(values.memory ? ['--memory'] : []),
    ]);
    const title =
      `${engineLabel(engine)}: ${r.setup.tasks} tasks (${r.setup.running} running), ` +
      `${r.setup.submissions} submissions on one task, filled in ${(r.fillMs / 1000).toFixed(1)} s`;
    ok = reportCases(title, r.cases, BUDGETS[engine], (c) => c.note ?? '') && ok;
    const s = r.settlement;
    const rssOk = s.rssGrowthMiB < RSS_GROWTH_MAX_MIB;
    console.log(
      `settlement: ${s.items} items (${s.paying} paying) at scale ${s.scalePpm} ppm, ${s.credits} credits ` +
        `(${s.duplicates} duplicated), Σ credits ${s.creditedFen} = settled ${s.settledFen} ≤ budget ${s.budgetFen}: ` +
        `${s.exact ? 'ok' : 'BROKEN'}; RSS +${s.rssGrowthMiB.toFixed(0)} MiB (< ${RSS_GROWTH_MAX_MIB}) ${rssOk ? 'ok' : 'MISSED'}`,
    );
    ok = ok && s.exact && rssOk;
    printPlans(r.plans);
  }
  process.exit(ok ? 0 : 1);
}

/** Queries the driver is sent while `run` runs (the hall's ≤ 3). */
async function countQueries(database, run) {
  const client = database.db.$client;
  const query = client.query;
  let n = 0;
  client.query = function counted(...args) {
    n += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return n;
}

async function work() {
  const taskCount = Number(values.tasks);
  const running = Number(values.running);
  const submissions = Number(values.submissions);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);

  await benchWorker('cc-bench-ad-tasks-', async ({ engine, database, rows, startApp }) => {
    phase('fill');
    const started = performance.now();
    const creators = Math.ceil(submissions / PER_CREATOR) + BINDERS;
    await rows(
      `insert into users (username, phone, password_hash, name)
       select 'adbench_' || n, '198' || lpad(n::text, 8, '0'), 'x', '压测创作者' || n
       from generate_series(1, $1::int) n`,
      [creators],
    );
    await rows(`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.username like 'adbench\\_%' and r.key = 'creator'`);
    const creatorIds = (await rows(`select id from users where username like 'adbench\\_%' order by id`)).map(
      (row) => row.id,
    );
    const [{ id: topicId }] = await rows(
      `insert into ad_topics (name, name_key) values ('压测话题', '压测话题') returning id`,
    );
    const typeIds = (await rows(`select id from ad_task_types where enabled order by id`)).map(
      (row) => row.id,
    );

    // The tasks: the first `running` run now; the rest cycle through the other phases.
    await rows(
      `insert into ad_tasks (title, advertiser_name, type_id, brief, status, starts_at, ends_at, observe_days,
        max_videos_per_creator, reward, reward_kind, reward_max_fen, budget_fen, settled_fen, participant_count,
        published_at, created_at)
      select '压测任务 ' || n, '压测广告主 ' || (n % 97), ($1::int[])[1 + n % cardinality($1::int[])], '压测任务说明',
        case when n <= $2 then 'published'
             else (array['draft','published','paused','settled','cancelled','published'])[1 + n % 6] end,
        now() + (case when n <= $2 then -10 when n % 6 = 5 then 5 else -40 end) * interval '1 day',
        now() + (case when n <= $2 then 20 when n % 6 = 5 then 35 else -12 end) * interval '1 day',
        7, 3,
        case n % 3 when 0 then jsonb_build_object('kind', 'fixed', 'amount_fen', 1000 + n % 50000)
                   when 1 then jsonb_build_object('kind', 'cpm', 'cpm_fen', 100 + n % 900, 'min_plays', 1000, 'cap_fen', 10000 + n % 90000)
                   else jsonb_build_object('kind', 'cpa', 'cpa_fen', 100 + n % 900, 'cap_fen', 10000 + n % 90000, 'conversion_label', '下单') end,
        (array['fixed','cpm','cpa'])[1 + n % 3],
        case n % 3 when 0 then 1000 + n % 50000 else 10000 + n % 90000 end,
        1000000, case when n > $2 and n % 6 = 3 then 1000000 else 0 end, n % 200,
        now() - (n % 40) * interval '1 day', now() - n * interval '3 minutes'
      from generate_series(1, $3::int) n`,
      [typeIds, running, taskCount],
    );
    await rows(
      `insert into ad_task_topics (task_id, topic_id, name) select id, $1, '压测话题' from ad_tasks`,
      [topicId],
    );

    // The big task, its participants, their videos and submissions.
    const [{ id: bigId }] = await rows(
      `insert into ad_tasks (title, advertiser_name, type_id, brief, status, starts_at, ends_at, observe_days,
        max_videos_per_creator, reward, reward_kind, reward_max_fen, budget_fen, published_at)
      values ('压测大任务', '压测广告主', $1, '十万条投稿的任务', 'published', now() - interval '10 days',
        now() + interval '20 days', 7, $2, '{"kind":"cpm","cpm_fen":800,"min_plays":1000,"cap_fen":30000}', 'cpm',
        30000, 500000000, now() - interval '11 days')
      returning id`,
      [typeIds[0], PER_CREATOR],
    );
    await rows(`insert into ad_task_topics (task_id, topic_id, name) values ($1, $2, '压测话题')`, [
      bigId,
      topicId,
    ]);
    await rows(
      `insert into ad_participations (task_id, user_id, status) select $1, u, 'joined' from unnest($2::int[]) u`,
      [bigId, creatorIds],
    );
    // Each creator's 20 videos (the binders' too, bound by nobody), then the submissions of the others.
    await rows(
      `insert into videos (user_id, title, description, topics, visibility, status, machine_verdict, plays, likes,
        file, published_at, submitted_at, created_at, updated_at)
      select ($1::int[])[1 + (n - 1) / $2], '压测投稿 ' || n, '', '["#压测话题"]'::jsonb, 'public', 'published', 'pass',
        (n::bigint * 7919) % 200000, (n::bigint * 7919) % 200000 / 20 + 1,
        jsonb_build_object('url', '/api/files/' || (900000000 + n), 'mime', 'video/mp4', 'size', 1000000),
        now() - interval '5 days', now() - interval '5 days', now() - interval '5 days', now() - interval '5 days'
      from generate_series(1, $3::int) n`,
      [creatorIds, PER_CREATOR, creators * PER_CREATOR],
    );
    const binders = creatorIds.slice(-BINDERS);
    await rows(
      `insert into ad_submissions (task_id, participation_id, user_id, video_id, video_title, status, plays_at_bind)
      select $1, p.id, v.user_id, v.id, v.title, 'approved', 0
      from videos v join ad_participations p on p.task_id = $1 and p.user_id = v.user_id
      where v.title like '压测投稿 %' and not (v.user_id = any($2::int[]))
      order by v.id limit $3`,
      [bigId, binders, submissions],
    );
    await rows(
      `update ad_tasks set participant_count = $2,
        submission_count = (select count(*) from ad_submissions where task_id = $1) where id = $1`,
      [bigId, creators],
    );
    await settle(rows, engine);
    const fillMs = Math.round(performance.now() - started);

    // Sessions for a creator who sees the hall and for the binders (as a login would give them).
    const sessionUsers = [creatorIds[0], ...binders];
    const tokens = sessionUsers.map(() => randomBytes(32).toString('base64url'));
    await rows(
      `insert into sessions (token_hash, user_id, expires_at)
       select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) x(h, u)`,
      [tokens.map((token) => createHash('sha256').update(token).digest('hex')), sessionUsers],
    );
    const [hallToken, ...binderTokens] = tokens;
    // Each binder's 20 videos are bound to nothing: every run binds the next binder's next video.
    const bindable = new Map(binderTokens.map((token) => [token, []]));
    for (const [i, userId] of binders.entries()) {
      const videos = await rows(`select id from videos where user_id = $1 order by id`, [userId]);
      bindable.set(
        binderTokens[i],
        videos.map((video) => video.id),
      );
    }

    const app = await startApp();
    const operator = await tokenOf(app, 'operator');
    const admin = await tokenOf(app, 'admin');
    const call = async (method, url, token, payload) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    };
    const get = (url, token = operator) => call('GET', url, token);

    phase('cases');
    const hallUrl = `/api/ad-hall?page=1&size=20&type_id=${typeIds[1]}&sort=reward`;
    const subs = `/api/ad-tasks/${bigId}/submissions?size=20`;
    let binds = 0;
    const cases = [
      { name: 'hall', url: hallUrl, run: () => get(hallUrl, hallToken) },
      { name: 'hall-types', url: '/api/ad-hall/types', run: () => get('/api/ad-hall/types', hallToken) },
      { name: 'tasks-page-50', url: '/api/ad-tasks?page=50&size=20&reward_kind=cpm' },
      { name: 'subs-page-1', url: `${subs}&page=1` },
      { name: 'subs-page-500', url: `${subs}&page=500` },
      {
        name: 'bind',
        run: () => {
          const token = binderTokens[binds % BINDERS];
          const video = bindable.get(token).shift();
          binds += 1;
          return call('POST', `/api/ad-hall/${bigId}/submissions`, token, { video_id: video });
        },
      },
    ].map((c) => ({ ...c, run: c.run ?? (() => get(c.url)) }));
    const timed = everything
      ? await timeCases(app, operator, cases, { runs, warmup, beforeEach: coldReads(rows, engine) })
      : [];
    const hallQueries = everything ? await countQueries(database, () => get(hallUrl, hallToken)) : 0;
    const results = timed.map(({ last, ...c }) => {
      if (c.name === 'hall') {
        c.note = `${last.total} running of the type, ${hallQueries} queries (≤ ${HALL_MAX_QUERIES})`;
        // Missed, and still a number once the worker's JSON carries it (Infinity would arrive as null).
        if (hallQueries > HALL_MAX_QUERIES) c.p95 = Number.MAX_SAFE_INTEGER;
      } else if (last && 'total' in last) c.note = `${last.total} rows`;
      return c;
    });
    const plans =
      values.explain && everything
        ? await explainCases(
            app,
            database,
            operator,
            cases.filter((c) => c.url && !c.name.startsWith('hall')),
          )
        : {};

    // Past its observation window, the bench's binds approved: settleable.
    await rows(
      `update ad_tasks set starts_at = now() - interval '40 days', ends_at = now() - interval '10 days' where id = $1`,
      [bigId],
    );
    await rows(
      `update ad_submissions set status = 'approved' where task_id = $1 and status = 'pending_review'`,
      [bigId],
    );
    phase('preview');
    const previewTimes = [];
    let preview;
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      preview = await get(`/api/ad-tasks/${bigId}/settlement-preview?page=1&size=20`, admin);
      previewTimes.push(performance.now() - t0);
    }
    const max = Math.max(...previewTimes);
    results.push({
      name: 'preview',
      p50: [...previewTimes].sort((a, b) => a - b)[1],
      p95: max,
      max,
      note: `${preview.summary.items} items, ${preview.summary.total_fen} fen at ${preview.summary.scale_ppm} ppm`,
    });

    phase('settlement');
    if (values.memory) {
      const mib = (bytes) => (bytes / MiB).toFixed(0);
      app.adSettlements.hooks.afterBatch = (runId, batch) => {
        const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
        process.stderr.write(
          `[bench ${process.pid}] run ${runId} batch ${batch}: RSS ${mib(rss)} MiB, heap ${mib(heapUsed)}/${mib(heapTotal)} MiB, ` +
            `external ${mib(external)} MiB (array buffers ${mib(arrayBuffers)})\n`,
        );
      };
    }
    let peakRss = process.memoryUsage().rss;
    const startRss = peakRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    let run = await call('POST', `/api/ad-tasks/${bigId}/settlements`, admin, {
      preview_total_fen: preview.summary.total_fen,
    });
    const confirmMs = performance.now() - t0;
    while (run.status === 'posting') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      run = await get(`/api/ad-tasks/${bigId}/settlements/${run.id}`, admin);
    }
    const settleMs = performance.now() - t0;
    clearInterval(sampler);
    if (run.status !== 'completed') throw new Error(`the run ended ${run.status}: ${run.error}`);
    results.push({
      name: 'settlement',
      p50: settleMs,
      p95: settleMs,
      max: settleMs,
      note: `run ${run.status}: confirm ${(confirmMs / 1000).toFixed(1)} s, posting ${((settleMs - confirmMs) / 1000).toFixed(1)} s`,
    });

    const [proof] = await rows(
      `select
        (select count(*) from ad_submissions where task_id = $1 and settlement_run_id = $2) as items,
        (select count(*) from ad_submissions where task_id = $1 and settlement_run_id = $2 and amount_fen > 0) as paying,
        (select count(*) from ledger_transactions t join ad_submissions s on s.id = t.source_id
          where t.kind = 'task_reward' and t.source_type = 'ad_submission' and s.task_id = $1) as credits,
        (select count(*) from (select source_id from ledger_transactions where kind = 'task_reward'
          and source_type = 'ad_submission' group by source_id having count(*) > 1) d) as duplicates,
        (select coalesce(sum(e.amount_fen), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          join ad_submissions s on s.id = t.source_id
          where t.kind = 'task_reward' and t.source_type = 'ad_submission' and s.task_id = $1 and e.user_id is not null) as credited,
        (select settled_fen from ad_tasks where id = $1) as settled,
        (select reserved_fen from ad_tasks where id = $1) as reserved,
        (select budget_fen from ad_tasks where id = $1) as budget`,
      [bigId, run.id],
    );
    const n = (v) => Number(v);
    const settlement = {
      items: n(proof.items),
      paying: n(proof.paying),
      credits: n(proof.credits),
      duplicates: n(proof.duplicates),
      creditedFen: n(proof.credited),
      settledFen: n(proof.settled),
      budgetFen: n(proof.budget),
      scalePpm: run.scale_ppm,
      rssGrowthMiB: (peakRss - startRss) / MiB,
    };
    settlement.exact =
      settlement.credits === settlement.paying &&
      settlement.duplicates === 0 &&
      settlement.creditedFen === settlement.settledFen &&
      n(proof.reserved) === 0 &&
      settlement.settledFen <= settlement.budgetFen &&
      settlement.items === preview.summary.items;

    // The receipt import, once the endpoint exists: 5 000 rows of a receipt task's submissions.
    const { endpoints } = await import('@creator-console/contract');
    if (endpoints.importAdReceipts && everything) {
      phase('receipt import');
      const [{ id: receiptTask }] = await rows(
        `insert into ad_tasks (title, type_id, status, starts_at, ends_at, reward, reward_kind, reward_max_fen,
          metric_source, receipt_required, budget_fen, max_videos_per_creator, published_at)
        values ('压测回执任务', $1, 'published', now() - interval '10 days', now() + interval '20 days',
          '{"kind":"cpa","cpa_fen":300,"cap_fen":20000,"conversion_label":"下单"}', 'cpa', 20000, 'receipt', true,
          100000000, 20, now() - interval '10 days') returning id`,
        [typeIds[0]],
      );
      // Every creator joins it; 5 000 approved submissions (three a creator) await their receipts.
      await rows(
        `insert into ad_participations (task_id, user_id, status) select $1, u, 'joined' from unnest($2::int[]) u`,
        [receiptTask, creatorIds],
      );
      const ids = (
        await rows(
          `insert into ad_submissions (task_id, participation_id, user_id, video_id, video_title, status, plays_at_bind)
          select $1, p.id, p.user_id, null, '回执压测 ' || p.id, 'approved', 0
          from ad_participations p cross join generate_series(1, 3) k where p.task_id = $1
          order by p.id, k limit 5000 returning id`,
          [receiptTask],
        )
      ).map((row) => row.id);
      const t1 = performance.now();
      const imported = await call('POST', '/api/ad-receipts/import', operator, {
        task_id: receiptTask,
        rows: ids.map((id, i) => ({
          submission_id: id,
          plays: 1000 + i,
          conversions: i % 50,
          ref: `REF-${i}`,
        })),
      });
      const importMs = performance.now() - t1;
      results.push({
        name: 'receipt-import',
        p50: importMs,
        p95: importMs,
        max: importMs,
        note: `${imported.created} created, ${imported.approved} approved, ${imported.skipped.length} skipped`,
      });
    }

    return {
      setup: { tasks: taskCount + 1, running: running + 1, submissions },
      fillMs,
      cases: results,
      settlement,
      plans,
    };
  });
}
