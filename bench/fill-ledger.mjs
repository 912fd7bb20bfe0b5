// Fills the money tables for bench/ledger.mjs (money.md §14): `users` creators with a wallet and a
// withdrawing account each, and `entries` ledger entries that obey the ledger's rules (money.md §5,
// §6) — every transaction sums to 0, entries only appended, `balance_after_fen` running per user
// account, each account's cached `balance_fen` and `version` equal to the sum and count of its
// entries, no user account below 0. The triggers stay on: each statement inserts whole balanced
// transactions, so the deferred zero-sum check passes at its commit.
//
// The history is a stream of cycles, oldest first as a platform appends them, spread over the last
// 365 days. A cycle is one user's
//   task_reward     sys_task_rewards −R1, wallet +R1
//   mission_reward  sys_mission_rewards −R2, wallet +R2
//   playlet_share   sys_playlet_share −R3, wallet +R3      (in `shares` cycles only)
//   withdraw_hold   wallet −R1, withdrawing +R1
//   withdraw_payout withdrawing −R1, sys_tax_withheld +T, sys_payouts +(R1 − T)
// (9 entries, 11 with the share), so a wallet only grows and a withdrawing account returns to 0.
// One user (the first, `heavy`) has a share in every cycle and `heavyEntries` wallet entries in all
// (4 per cycle); the others take the remaining cycles round-robin. The playlet shares' entries
// number exactly `exportEntries` (the export case's filter `kind=playlet_share`). Cycles are
// inserted `CHUNK` at a time, each chunk one `WITH … INSERT … INSERT … UPDATE` statement (its own
// transaction): the transactions with explicit ids, the entries in time order with their running
// balances (a window sum over the chunk on top of the account's cached balance), then the cached
// balances and versions. If the entries do not divide into cycles, 1–4 task rewards at the end
// make up the count.
// Sources of the generated rewards start at 1 500 000 000, clear of the demo seed's own (its
// statements, submissions and claims count from 1).
//
// Every user also gets an approved real-name certification and a verified personal payout account
// bound three days ago (usable since two), so any of them may withdraw (POST /api/wallet/withdrawals).
import { settle } from './lib.mjs';

/** Cycles per statement: ≈ 100 000 entries. */
const CHUNK = 10_000;
const SPAN_SECONDS = 365 * 86_400;

/**
 * `rows(text, params)` runs SQL on the bench database. Answers the user ids (`heavyUserId` first,
 * `userIds` all, in order) and what was written.
 */
export async function fillLedger(
  rows,
  { engine, users = 10_000, entries = 1_000_000, heavyEntries = 5_000, exportEntries = 100_000 },
) {
  if (users < 2) throw new Error('--users must be at least 2');
  if (heavyEntries % 4 !== 0) throw new Error('--heavy must be a multiple of 4 (wallet entries per cycle)');
  if (exportEntries % 2 !== 0) throw new Error('--export must be even (two entries per share)');
  const heavyCycles = heavyEntries / 4;
  const shares = exportEntries / 2;
  // entries = 9 × cycles + 2 × shares + 2 × padding credits (0–4 of them).
  let cycles = Math.floor((entries - 2 * shares) / 9);
  if ((entries - 2 * shares - 9 * cycles) % 2 !== 0) cycles -= 1;
  const padding = (entries - 2 * shares - 9 * cycles) / 2;
  if (cycles < heavyCycles || shares < heavyCycles || shares > cycles) {
    throw new Error(
      `${entries} entries hold ${cycles} cycles: too few for ${heavyCycles} heavy cycles and ${shares} shares`,
    );
  }
  const regularCycles = cycles - heavyCycles;
  const regularShares = shares - heavyCycles;
  // Heavy cycles at g = 0, every, 2 × every, … (the first `heavyCycles` multiples).
  const every = Math.floor(cycles / heavyCycles);

  const [{ creator }] = await rows(`select id as creator from roles where key = 'creator'`);
  const [{ base }] = await rows(`select coalesce(max(id), 0)::int as base from users`);
  await rows(
    `insert into users (username, phone, password_hash, name, real_name)
     select 'ledger_' || n, '178' || lpad(n::text, 8, '0'), 'x', '钱包用户' || n, '钱包用户' || n
     from generate_series(1, $1::int) n order by n`,
    [users],
  );
  const userIds = (await rows(`select id from users where username like 'ledger\\_%' order by id`)).map(
    (row) => row.id,
  );
  const first = userIds[0];
  if (userIds.length !== users || userIds.at(-1) !== first + users - 1 || first <= base) {
    throw new Error('the bench users did not get consecutive ids');
  }
  await rows(
    `insert into user_roles (user_id, role_id, position)
     select id, $2::int, 0 from users where id between $1::int and $1::int + $3::int - 1`,
    [first, creator, users],
  );
  await rows(
    `insert into ledger_accounts (kind, user_id)
     select k, u from generate_series($1::int, $1::int + $2::int - 1) u
     cross join (values ('wallet'), ('withdrawing')) v(k) order by u, k`,
    [first, users],
  );
  await rows(
    `insert into certification_applications (user_id, type, status, fields, created_at, updated_at, reviewed_at)
     select u, 'personal', 2,
       jsonb_build_object('real_name', '钱包用户' || (u - $1::int + 1),
         'id_number', '11010119900101' || lpad(((u - $1::int + 1) % 10000)::text, 4, '0')),
       now() - interval '30 days', now() - interval '29 days', now() - interval '29 days'
     from generate_series($1::int, $1::int + $2::int - 1) u`,
    [first, users],
  );
  await rows(
    `insert into payout_accounts (user_id, type, account_name, bank_name, bank_branch, account_number,
       status, usable_from, verified_at, created_at)
     select u, 'personal', '钱包用户' || (u - $1::int + 1), '招商银行', '北京分行',
       '6225' || lpad((u - $1::int + 1)::text, 12, '0'), 'active',
       now() - interval '2 days', now() - interval '1 day', now() - interval '3 days'
     from generate_series($1::int, $1::int + $2::int - 1) u`,
    [first, users],
  );

  const [{ txBase }] = await rows(`select coalesce(max(id), 0)::int as "txBase" from ledger_transactions`);
  for (let g0 = 0; g0 < cycles; g0 += CHUNK) {
    await rows(CHUNK_SQL, [
      g0,
      Math.min(cycles, g0 + CHUNK),
      cycles,
      heavyCycles,
      every,
      regularShares,
      Math.max(1, regularCycles),
      users,
      first,
      txBase,
      SPAN_SECONDS,
    ]);
  }
  if (padding > 0) {
    // The last few task rewards, one per regular user, on top of their cached balances.
    await rows(
      `with p as (
         select n, $1::int + 1 + n as uid, 1000 + n * 100 as amount,
           $2::bigint + $3::bigint * 5 + n + 1 as tid
         from generate_series(0, $4::int - 1) n
       ),
       new_tx as (
         insert into ledger_transactions (id, kind, source_type, source_id, title)
         select tid, 'task_reward', 'ad_submission', 1500000000 + $3::int + n, '广告任务奖励 · 压测补足' from p
         returning id
       ),
       new_entries as (
         insert into ledger_entries (transaction_id, account_id, user_id, kind, amount_fen, balance_after_fen)
         select p.tid, a.id, a.user_id, 'task_reward', x.amount,
           case when a.user_id is null then null else a.balance_fen + x.amount end
         from p cross join lateral (values ('sys_task_rewards', null::int, -p.amount), ('wallet', p.uid, p.amount)) x(k, uid, amount)
         join ledger_accounts a on a.kind = x.k and coalesce(a.user_id, 0) = coalesce(x.uid, 0)
         order by p.n, x.uid nulls first
         returning id
       )
       update ledger_accounts a set balance_fen = a.balance_fen + p.amount, version = a.version + 1
       from p where a.kind = 'wallet' and a.user_id = p.uid`,
      [first, txBase, cycles, padding],
    );
  }
  await rows(
    `select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`,
  );
  await settle(rows, engine);
  const [{ n: written }] = await rows(`select count(*)::int as n from ledger_entries`);
  return { userIds, heavyUserId: first, cycles, shares, padding, entries: written };
}

// $1 first cycle, $2 end (exclusive), $3 cycles, $4 heavy cycles, $5 heavy every, $6 regular shares,
// $7 regular cycles, $8 users, $9 first user id, $10 transaction id base, $11 span in seconds.
// Cycle g's transactions are ids base + 5g + step + 1 (a skipped share leaves a gap).
const CHUNK_SQL = `
with cyc as (
  select g, (g % $5::bigint = 0 and g / $5::bigint < $4::bigint) as heavy,
    g - least($4::bigint, (g + $5::bigint - 1) / $5::bigint) as j
  from generate_series($1::bigint, $2::bigint - 1) g
),
c as (
  select g,
    case when heavy then $9::int else $9::int + 1 + (j % ($8::int - 1))::int end as uid,
    heavy or ((j + 1) * $6::bigint) / $7::bigint > (j * $6::bigint) / $7::bigint as share,
    1000 + (g * 37) % 9000 as r1, 1000 + (g * 53) % 4000 as r2, 500 + (g * 71) % 20000 as r3,
    now() - ($3::bigint - g) * ($11::float8 / $3::bigint) * interval '1 second' as at
  from cyc
),
steps as (
  select $10::bigint + c.g * 5 + v.step + 1 as tid, v.kind, v.source_type, v.source_id, v.title,
    c.at + v.step * interval '1 millisecond' as at
  from c cross join lateral (values
    (0, 'task_reward', 'ad_submission', 1500000000 + c.g, '广告任务奖励 · 压测任务 ' || c.g),
    (1, 'mission_reward', 'growth_mission', 1500000000 + c.g, '成长任务奖励 · 每周更新'),
    (2, 'playlet_share', 'playlet_statement', 1500000000 + c.g, '短剧分成 · 压测剧目'),
    (3, 'withdraw_hold', 'withdrawal', 1000000000 + c.g, '提现申请'),
    (4, 'withdraw_payout', 'withdrawal', 1000000000 + c.g, '提现打款')
  ) v(step, kind, source_type, source_id, title)
  where v.step <> 2 or c.share
),
legs as (
  select c.g * 5 + v.step as s, v.leg, $10::bigint + c.g * 5 + v.step + 1 as tid, v.kind,
    v.account_kind, v.uid, v.amount, c.at + v.step * interval '1 millisecond' as at
  from c cross join lateral (values
    (0, 0, 'task_reward', 'sys_task_rewards', null::int, -c.r1),
    (0, 1, 'task_reward', 'wallet', c.uid, c.r1),
    (1, 0, 'mission_reward', 'sys_mission_rewards', null, -c.r2),
    (1, 1, 'mission_reward', 'wallet', c.uid, c.r2),
    (2, 0, 'playlet_share', 'sys_playlet_share', null, -c.r3),
    (2, 1, 'playlet_share', 'wallet', c.uid, c.r3),
    (3, 0, 'withdraw_hold', 'wallet', c.uid, -c.r1),
    (3, 1, 'withdraw_hold', 'withdrawing', c.uid, c.r1),
    (4, 0, 'withdraw_payout', 'withdrawing', c.uid, -c.r1),
    (4, 1, 'withdraw_payout', 'sys_tax_withheld', null, c.r1 / 10),
    (4, 2, 'withdraw_payout', 'sys_payouts', null, c.r1 - c.r1 / 10)
  ) v(step, leg, kind, account_kind, uid, amount)
  where v.step <> 2 or c.share
),
placed as (
  select l.*, a.id as account_id,
    case when l.uid is null then null
      else a.balance_fen + sum(l.amount) over (partition by a.id order by l.s) end as after
  from legs l
  join ledger_accounts a on a.kind = l.account_kind and coalesce(a.user_id, 0) = coalesce(l.uid, 0)
),
new_tx as (
  insert into ledger_transactions (id, kind, source_type, source_id, title, created_at)
  select tid, kind, source_type, source_id, title, at from steps order by tid
  returning id
),
new_entries as (
  insert into ledger_entries (transaction_id, account_id, user_id, kind, amount_fen, balance_after_fen, created_at)
  select tid, account_id, uid, kind, amount, after, at from placed order by s, leg
  returning id
)
update ledger_accounts a set balance_fen = a.balance_fen + d.total, version = a.version + d.n
from (select account_id, sum(amount) as total, count(*)::int as n from placed where uid is not null
      group by account_id) d
where a.id = d.account_id`;
