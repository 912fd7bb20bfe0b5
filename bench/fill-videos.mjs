import { settle } from './lib.mjs';

// Fills `videos` for the benchmarks: `share` of `total` videos for the demo `creator`, the rest
// round-robin over 200 extra creators; every status and visibility, three years of creation dates,
// titles from a cooking and travel vocabulary. `rows(text, params)` runs SQL on the bench database.
export async function fillVideos(rows, { engine, total, share }) {
  const [{ id: creatorId }] = await rows(`select id from users where username = 'creator'`);
  // 200 extra creators to own the rest of the library.
  await rows(`
    insert into users (username, phone, password_hash, name)
    select 'bench_' || n, '199' || lpad(n::text, 8, '0'), 'x', '压测创作者' || n
    from generate_series(1, 200) n`);
  const others = (await rows(`select id from users where username like 'bench_%' order by id`)).map(
    (row) => row.id,
  );
  const own = Math.round(total * share);
  // One INSERT … SELECT: the first `own` rows are the creator's, the rest round-robin over the others.
  await rows(
    `insert into videos (user_id, title, description, topics, visibility, status, machine_verdict,
      plays, likes, published_at, submitted_at, created_at, updated_at)
    select
      case when n <= $1 then $2 else ($3::int[])[1 + (n % $4)] end,
      (array['红烧肉','清蒸鱼','糖醋排骨','麻婆豆腐','回锅肉','宫保鸡丁','酸菜鱼','凉拌黄瓜','蛋炒饭','手擀面',
             '自驾川西','海边露营','古镇一日游','山里徒步','城市夜景'])[1 + n % 15]
        || (array['的做法','教程','第' || (n % 300) || '期','vlog','挑战','合集','零失败版','全过程'])[1 + (n / 15) % 8],
      '压测数据：视频简介 ' || n,
      '["家常菜"]'::jsonb,
      (array['public','public','public','fans','private'])[1 + n % 5],
      (array['published','published','published','published','published','published','draft','rejected',
             'first_review','second_review','scheduled','machine_review'])[1 + n % 12],
      (array['pass','pass','pass','suspect'])[1 + n % 4],
      (n::bigint * 7919) % 200000,
      (n::bigint * 104729) % 5000,
      case when n % 12 < 6 then now() - (n * interval '9 minutes') + interval '1 hour' end,
      case when n % 12 <> 6 then now() - (n * interval '9 minutes') + interval '30 minutes' end,
      now() - (n * interval '9 minutes'),
      now() - (n * interval '9 minutes')
    from generate_series(1, $5::int) n`,
    [own, creatorId, others, others.length, total],
  );
  await settle(rows, engine);
  return { creatorId, own };
}
