// The operation log (/log/index) at 1 M rows: `node bench/operation-logs.mjs [--engine
// pglite|postgres|both] [--rows 1000000] [--pglite-rows N] [--runs 100] [--warmup 10]`.
//
// Per engine a worker (bench/lib.mjs) migrates a new database, seeds the demo data and fills
// `operation_logs` with `rows` entries over the last 60 days, oldest first as a running platform
// appends them, in INSERT … SELECT generate_series statements of 200 000: every module and outcome, six staff actors (and the platform), 20 000
// targets of six types, labels from 40 names, zh-CN summaries. It then times GET
// /api/operation-logs through the whole HTTP path (`app.inject`) as `admin` (every module, full
// rights), p95 of `runs`, 20 rows a page as the console asks:
//   first-page  the console's default range, the last 7 days
//   by-actor    the last 7 days of one staff account (`actor_id`)
//   by-target   every entry of one account (`target_type=account&target_id`), all time
//   keyword     `keyword` (in the summary and the target's label) over the last 30 days
// Budgets (admin.md §11, p95, PostgreSQL / PGlite): 30/80 ms, the keyword 300/800 ms. Exits 1
// when one is missed.
import { parseArgs } from 'node:util';
import {
  ago,
  benchWorker,
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
    rows: { type: 'string', default: '1000000' },
    'pglite-rows': { type: 'string' },
    runs: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
  },
});

const BUDGETS = {
  postgres: { 'first-page': 30, 'by-actor': 30, 'by-target': 30, keyword: 300 },
  pglite: { 'first-page': 80, 'by-actor': 80, 'by-target': 80, keyword: 800 },
};
const CHUNK = 200_000;
const NAMES = [
  '张伟',
  '王芳',
  '李娜',
  '刘洋',
  '陈静',
  '杨磊',
  '赵敏',
  '黄勇',
  '周婷',
  '吴杰',
  '徐丽',
  '孙浩',
  '胡军',
  '朱琳',
  '高翔',
  '林峰',
  '何雪',
  '郭涛',
  '马超',
  '罗兰',
  '梁爽',
  '宋佳',
  '郑凯',
  '谢娟',
  '韩冰',
  '唐宁',
  '冯刚',
  '于洋',
  '董洁',
  '萧然',
  '程远',
  '曹颖',
  '袁博',
  '邓超',
  '许晴',
  '傅强',
  '沈悦',
  '曾黎',
  '彭飞',
  '钱程',
];

if (values.worker) await work();
else await main();

function main() {
  return runCaseBench({
    script: 'bench/operation-logs.mjs',
    values,
    sizeFlag: 'rows',
    sizeOf: (engine) => (engine === 'pglite' ? (values['pglite-rows'] ?? values.rows) : values.rows),
    budgetsOf: (engine) => BUDGETS[engine],
    describe: (r) => `${r.rows} entries over 60 days`,
  });
}

async function work() {
  await benchWorker('cc-bench-operation-logs-', async ({ engine, database, rows, startApp }) => {
    const total = Number(values.rows);
    const staff = (
      await rows(
        `select id, username from users
         where username in ('admin', 'operator', 'sysop', 'admin_li', 'reviewer_a', 'reviewer_b') order by id`,
      )
    ).map((row) => row.id);
    const started = Date.now();
    for (let from = 1; from <= total; from += CHUNK) {
      await rows(
        `insert into operation_logs (module, action, target_type, target_id, target_label, actor_id, actor_name,
           actor_role, ip, user_agent, request_id, outcome, summary, created_at)
        select
          m.module, m.module || '.' || m.verb, m.target_type, 1 + (n::bigint * 7919) % 20000,
          ($1::text[])[1 + n % 40] || (n % 1000),
          case when n % 50 = 0 then null else ($2::int[])[1 + n % cardinality($2::int[])] end,
          case when n % 50 = 0 then '' else '运营' || (n % cardinality($2::int[])) end,
          case when n % 50 = 0 then '' else '系统管理员' end,
          '10.1.' || (n % 250) || '.' || (n % 200), 'Mozilla/5.0 bench', 'bench-' || n,
          (array['success','success','success','success','success','success','success','success','denied','refused'])[1 + n % 10],
          m.sentence || ' ' || ($1::text[])[1 + n % 40] || (n % 1000) || '（原因：压测）',
          now() - (($4::int - n) * ($3::float8 / $4::int)) * interval '1 second'
        from generate_series($5::int, $6::int) n
        cross join lateral (
          select * from (values
            (0, 'account', 'disable', 'account', '禁用账号'),
            (1, 'role', 'update', 'role', '修改角色'),
            (2, 'video', 'approve', 'video', '审核通过视频'),
            (3, 'album', 'reject', 'album', '驳回专辑'),
            (4, 'notice', 'send', 'notice', '发送公告'),
            (5, 'document', 'publish', 'document', '发布文档'),
            (6, 'label', 'grant', 'account', '授予标签'),
            (7, 'certification', 'approve', 'account', '认证通过'),
            (8, 'auth', 'login', 'session', '登录'),
            (9, 'sensitive', 'update', 'sensitive', '修改敏感词')
          ) as v(k, module, verb, target_type, sentence)
          where v.k = n % 10
        ) m`,
        [NAMES, staff, 60 * 86_400, total, from, Math.min(total, from + CHUNK - 1)],
      );
    }
    await settle(rows, engine);
    const fillMs = Date.now() - started;

    const [{ target }] = await rows(
      `select target_id as target from operation_logs where target_type = 'account' order by id limit 1`,
    );
    const app = await startApp();
    const token = await tokenOf(app, 'admin');
    const week = `start=${encodeURIComponent(ago(7))}&end=${encodeURIComponent(ago(0))}`;
    const month = `start=${encodeURIComponent(ago(30))}&end=${encodeURIComponent(ago(0))}`;
    const cases = [
      { name: 'first-page', url: `/api/operation-logs?${week}&size=20` },
      { name: 'by-actor', url: `/api/operation-logs?${week}&size=20&actor_id=${staff[1]}` },
      { name: 'by-target', url: `/api/operation-logs?size=20&target_type=account&target_id=${target}` },
      { name: 'keyword', url: `/api/operation-logs?${month}&size=20&keyword=${encodeURIComponent('钱程')}` },
    ];
    const plans = values.explain ? await explainCases(app, database, token, cases) : {};
    const results = await timeCases(app, token, cases, {
      runs: Number(values.runs),
      warmup: Number(values.warmup),
      beforeEach: coldReads(rows, engine),
    });
    return {
      rows: total,
      fillMs,
      plans,
      cases: results.map(({ last, ...r }) => ({
        ...r,
        note: `${last.data.length} rows, total ${last.total_relation === 'gte' ? '≥ ' : ''}${last.total}`,
      })),
    };
  });
}
