// Account search (/admin/index) at 100 000 accounts: `node bench/admin-accounts.mjs [--engine
// pglite|postgres|both] [--users 100000] [--runs 100] [--warmup 10]`.
//
// Per engine a worker (bench/lib.mjs) migrates a new database, seeds the demo data and adds `users`
// creator accounts with one INSERT … SELECT generate_series: zh-CN names from 30 surnames and 37
// given names (1 110 names, ≈ 90 accounts each), usernames `user<n>`, phones `176…`, three years of
// registration dates, every tenth disabled. It then times GET /api/admin/accounts through the
// whole HTTP path (`app.inject`) as `admin`, first page of 20 (newest first, as the console asks),
// p95 of `runs`, for the keywords the search answers (username prefix, nickname, phone or its last
// 4 digits):
//   name          a full name, `钱程` (≈ 90 matches)
//   surname       one character, `王` (≈ 3 300)
//   phone-tail    4 digits, `0042` (≈ 10)
//   username      a username prefix, `user4242` (≈ 11)
//   creator-name  the name again, on the 创作者 side (`side=creator`)
// Budget (admin.md §11): p95 ≤ 50 ms on PostgreSQL, ≤ 120 ms on PGlite, every case. Exits 1 when
// one is missed.
import { parseArgs } from 'node:util';
import { benchWorker, settle, timeCases, tokenOf, explainCases, runCaseBench, coldReads } from './lib.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
  },
});

const BUDGET_MS = { postgres: 50, pglite: 120 };
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓钱'.split('');
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华兰红玉萍燕程鹏辉玲波斌宇浩凯'.split('');

if (values.worker) await work();
else await main();

function main() {
  return runCaseBench({
    script: 'bench/admin-accounts.mjs',
    values,
    sizeFlag: 'users',
    sizeOf: () => values.users,
    budgetsOf: (engine, cases) => Object.fromEntries(cases.map((c) => [c.name, BUDGET_MS[engine]])),
    describe: (r) => `${r.users} accounts`,
  });
}

async function work() {
  await benchWorker('cc-bench-accounts-', async ({ engine, database, rows, startApp }) => {
    const total = Number(values.users);
    const started = Date.now();
    await rows(
      `insert into users (username, phone, password_hash, name, status, created_at)
      select 'user' || n, '176' || lpad(n::text, 8, '0'), 'x',
        ($1::text[])[1 + n % cardinality($1::text[])]
          || ($2::text[])[1 + (n / cardinality($1::text[])) % cardinality($2::text[])],
        case when n % 10 = 0 then 2 else 1 end,
        now() - (n * interval '15 minutes')
      from generate_series(1, $3::int) n`,
      [SURNAMES, GIVEN, total],
    );
    await rows(
      `insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.username like 'user%' and r.key = 'creator'`,
    );
    await settle(rows, engine);
    const fillMs = Date.now() - started;

    const app = await startApp();
    const token = await tokenOf(app, 'admin');
    const search = (keyword, extra = '') =>
      `/api/admin/accounts?size=20&keyword=${encodeURIComponent(keyword)}${extra}`;
    const cases = [
      { name: 'name', url: search('钱程') },
      { name: 'surname', url: search('王') },
      { name: 'phone-tail', url: search('0042') },
      { name: 'username', url: search('user4242') },
      { name: 'creator-name', url: search('钱程', '&side=creator') },
    ];
    const plans = values.explain ? await explainCases(app, database, token, cases) : {};
    const results = await timeCases(app, token, cases, {
      runs: Number(values.runs),
      warmup: Number(values.warmup),
      beforeEach: coldReads(rows, engine),
    });
    return {
      users: total,
      fillMs,
      plans,
      cases: results.map(({ last, ...r }) => ({
        ...r,
        note: `${last.data.length} rows, total ${last.total}`,
      })),
    };
  });
}
