import { endpoints, fileIdOf, myVideosQuery, VIDEO_SORTS } from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import type { KeysetPosition } from '../videos/repository.js';
import { listEntries } from '../ledger/reads.js';
import { readSheet } from '../../../test/support/xlsx.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';

let t: TestApp;
let creatorId: number;
beforeAll(async () => {
  // Pages of 3 rows: every export below crosses many page boundaries.
  t = await buildTestApp({ config: { exportPageRows: 3 } });
  const db = t.database.db;
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'creator'));
  creatorId = creator!.id;
  // 40 videos in groups of four sharing one creation instant (to the microsecond), one publish
  // instant or none, one play count: every page boundary below falls inside such a group.
  await db.execute(
    sql`insert into videos (user_id, title, description, topics, visibility, status, plays, published_at, created_at, updated_at)
     select ${creatorId}, '键集分页 ' || n, '', '[]'::jsonb, 'public', 'draft', (n / 4) % 3,
       case when (n / 4) % 2 = 0 then timestamptz '2026-01-02 03:04:05.123456+00' + (n / 8) * interval '1 microsecond' end,
       timestamptz '2026-01-01 00:00:00.654321+00' + (n / 4) * interval '1 microsecond',
       now()
     from generate_series(1, 40) n`,
  );
});
afterAll(() => t?.close());

/** Requests an export as `username` (owner `ownerId`), waits for it, and answers its sheet's rows. */
async function exportedSheet(username: string, ownerId: number, payload: object, rows: number) {
  const started = await t.injectAs(username, { method: 'POST', url: '/api/exports', payload });
  expect(started.statusCode).toBe(200);
  const id = started.json<{ data: { id: number } }>().data.id;
  await t.app.exports.idle();
  const { data } = await t.app.exports.list(ownerId, { page: 1, size: 100 });
  const job = data.find((j) => j.id === id)!;
  expect(job).toMatchObject({ status: 'done', rows });
  const address = await t.injectAs(username, { method: 'GET', url: `/api/files/${fileIdOf(job.file!)}/url` });
  const file = await t.app.inject({ method: 'GET', url: address.json<{ data: { url: string } }>().data.url });
  return readSheet(file.rawPayload);
}

describe('keyset paging of the videos export', () => {
  for (const sort of VIDEO_SORTS) {
    for (const order of ['desc', 'asc'] as const) {
      it(`returns every row once, in the list's order, across pages of equal keys (${sort} ${order})`, async () => {
        const query = myVideosQuery.parse({ sort, order, keyword: '键集分页', size: 100 });
        const listed = await t.app.videos.list(creatorId, query);
        expect(listed.total).toBe(40);

        const ids: number[] = [];
        let position: KeysetPosition | null = null;
        for (let pages = 0; pages < 20; pages++) {
          const { data, next } = await t.app.videos.exportPage(creatorId, query, position, 3);
          ids.push(...data.map((video) => video.id));
          if (!next) break;
          // A position survives being written down as the job's cursor.
          position = JSON.parse(JSON.stringify(next)) as KeysetPosition;
        }
        expect(new Set(ids).size).toBe(40);
        expect(ids).toEqual(listed.data.map((video) => video.id));
      });
    }
  }
});

describe('an export of the library in pages of three', () => {
  it("writes every row once, in the list's order, with equal creation instants across pages", async () => {
    const filter = { keyword: '键集分页', sort: 'created_at', order: 'desc' } as const;
    const listed = await t.app.videos.list(creatorId, myVideosQuery.parse({ ...filter, size: 100 }));
    const rows = await exportedSheet('creator', creatorId, { kind: 'videos', filter }, 40);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(listed.data.map((video) => video.id));
  });
});

describe('the 资金流水表 export in pages of three', () => {
  it('writes every entry once, newest first, across keyset pages (no offset, no count per page)', async () => {
    const fresh = await freshAccountLike(t.database.db, 'creator');
    for (let n = 1; n <= 10; n++) {
      await t.app.ledger.credit({
        userId: fresh.id,
        amountFen: n * 100,
        kind: 'task_reward',
        source: { type: 'keyset_test', id: n },
        title: '键集分页奖励',
        actorId: null,
      });
    }
    const entries = await listEntries(
      t.database.db,
      endpoints.ledgerEntries.query!.parse({ user_id: String(fresh.id), page: '1', size: '100' }),
    );
    expect(entries.total).toBe(10);

    const [operator] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'operator'));
    const rows = await exportedSheet(
      'operator',
      operator!.id,
      { kind: 'finance_entries', filter: { user_id: fresh.id } },
      10,
    );
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(entries.data.map((entry) => entry.id));
  });
});
