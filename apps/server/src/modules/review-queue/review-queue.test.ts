import { REVIEW_REFUSALS } from '@creator-console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  albumReviews,
  albums,
  creatorStatements,
  operationLogs,
  videoReviews,
  videos,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { userIds } from '../../../test/support/demo.js';
import { as, storedImage, storedVideo } from '../../../test/support/stored-files.js';

/**
 * The review engine's state machine, written once and run through the routes of every kind:
 * claims lock items to one reviewer for a while, a decision needs the lock, two decisions on one
 * item never both pass, a batch decides each item on its own. What is a kind's own (its stages'
 * outcomes, notices, filters) is tested beside the kind.
 */

const NAMES = ['admin', 'operator', 'creator'] as const;
const HOUR = 3_600_000;
/** Each new item waited longer than anything before it, seeded or submitted: it leads its queue. */
let waited = 0;
const longAgo = () => new Date(Date.now() - 24 * 400 * HOUR - ++waited * 60_000);

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<(typeof NAMES)[number], number>;
let statementId: number;
/** The creator's uploads the submitted items refer to. */
let videoFile: { url: string; mime: string; size: number; duration: number };
let images: string[];
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, NAMES);
  const creator = as(t, 'creator');
  videoFile = { url: (await storedVideo(creator)).url, mime: 'video/mp4', size: 24_000_000, duration: 95 };
  images = [(await storedImage(creator, 'album')).url, (await storedImage(creator, 'album')).url];
  const [statement] = await db
    .select({ id: creatorStatements.id })
    .from(creatorStatements)
    .where(eq(creatorStatements.enabled, true));
  statementId = statement!.id;
});
afterAll(() => t?.close());

const post = (username: string, url: string, payload: object) =>
  t.injectAs(username, { method: 'POST', url, payload });
const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });

/** How the tests reach one kind: its paths and tables, and how a creator puts an item in its queue. */
interface Kind {
  name: string;
  /** The claim, release and batch paths' prefix, and the items' prefix. */
  queue: string;
  items: string;
  table: typeof videos | typeof albums;
  /** The reviewers' decisions recorded for an item at a stage. */
  decisionsAt(itemId: number, stage: 'first'): Promise<number>;
  logModule: 'video' | 'album';
  missing: string;
  /** An item of the creator, waiting at first review longer than anything seeded. */
  submitted(title: string): Promise<number>;
}

const kinds: Kind[] = [
  {
    name: 'video review',
    queue: '/api/audit',
    items: '/api/audit/videos',
    table: videos,
    async decisionsAt(itemId, stage) {
      const [row] = await db
        .select({ n: count() })
        .from(videoReviews)
        .where(and(eq(videoReviews.videoId, itemId), eq(videoReviews.stage, stage)));
      return row!.n;
    },
    logModule: 'video',
    missing: '视频不存在',
    async submitted(title) {
      const response = await post('creator', '/api/my-videos', {
        title,
        topics: ['家常菜'],
        file: videoFile,
        statement_id: statementId,
        submit: true,
      });
      expect(response.statusCode).toBe(200);
      const videoId = response.json<{ data: { id: number } }>().data.id;
      await db
        .update(videos)
        .set({ status: 'first_review', submittedAt: longAgo() })
        .where(eq(videos.id, videoId));
      return videoId;
    },
  },
  {
    name: 'album review',
    queue: '/api/audit/albums',
    items: '/api/audit/albums',
    table: albums,
    async decisionsAt(itemId, stage) {
      const [row] = await db
        .select({ n: count() })
        .from(albumReviews)
        .where(and(eq(albumReviews.albumId, itemId), eq(albumReviews.stage, stage)));
      return row!.n;
    },
    logModule: 'album',
    missing: '图集不存在',
    async submitted(title) {
      const response = await post('creator', '/api/my-albums', {
        title,
        images,
        submit: true,
      });
      expect(response.statusCode).toBe(200);
      const albumId = response.json<{ data: { id: number } }>().data.id;
      await db.update(albums).set({ submittedAt: longAgo() }).where(eq(albums.id, albumId));
      return albumId;
    },
  },
];

describe.each(kinds)('$name on the review engine', (kind) => {
  const { table } = kind;
  // Every test starts with nobody holding anything.
  beforeEach(async () => {
    await db.update(table).set({ lockedBy: null, lockedUntil: null });
  });

  const claim = (username: string, stage: string, size = 20) =>
    post(username, `${kind.queue}/claim`, { stage, size });
  const release = (username: string, payload: { ids?: number[] }) =>
    post(username, `${kind.queue}/release`, payload);
  const decide = (username: string, itemId: number, payload: object) =>
    post(username, `${kind.items}/${itemId}/decision`, payload);
  const claimedIds = async (username: string, stage: string, size = 20) => {
    const response = await claim(username, stage, size);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: number }[] }>().data.map((item) => item.id);
  };
  async function rowOf(itemId: number) {
    const [row] = await db
      .select({ status: table.status, lockedBy: table.lockedBy })
      .from(table)
      .where(eq(table.id, itemId));
    return row!;
  }
  async function reviewLogs(itemId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, kind.logModule),
          eq(operationLogs.targetId, itemId),
          inArray(operationLogs.action, ['review_approve', 'review_reject']),
        ),
      );
    return row!.n;
  }

  describe('claims and locks', () => {
    it('hands out at most `size` items, locked to the caller', async () => {
      await kind.submitted('排队：最早的');
      const items = (await claim('operator', 'first', 1)).json<{
        data: { id: number; locked_by: string }[];
      }>().data;
      expect(items).toEqual([expect.objectContaining({ locked_by: '运营-林晓雯' })]);
      expect((await rowOf(items[0]!.id)).lockedBy).toBe(id.operator);
      expect((await claim('operator', 'first', 21)).statusCode).toBe(400);
    });

    it('never hands one item to two reviewers, also when they claim at once', async () => {
      await kind.submitted('同时领取：一');
      await kind.submitted('同时领取：二');
      const [a, b] = await Promise.all([claim('operator', 'first', 20), claim('admin', 'first', 20)]);
      const ofOperator = a.json<{ data: { id: number; locked_by: string }[] }>().data;
      const ofAdmin = b.json<{ data: { id: number }[] }>().data.map((item) => item.id);
      expect(ofOperator.length + ofAdmin.length).toBeGreaterThan(0);
      expect(ofOperator.filter((item) => ofAdmin.includes(item.id))).toEqual([]);
      expect(ofOperator.every((item) => item.locked_by === '运营-林晓雯')).toBe(true);
    });

    it('refuses a decision on an item another reviewer holds (202), and changes nothing', async () => {
      const item = await kind.submitted('锁定：别人的');
      expect(await claimedIds('operator', 'first')).toContain(item);
      expect(await claimedIds('admin', 'first')).not.toContain(item);
      const decisions = await kind.decisionsAt(item, 'first');

      const held = await decide('admin', item, { stage: 'first', decision: 'approve' });
      expect(held.statusCode).toBe(202);
      expect(held.json().message).toBe(REVIEW_REFUSALS.lockedByOther);
      expect(await rowOf(item)).toEqual({ status: 'first_review', lockedBy: id.operator });
      expect(await kind.decisionsAt(item, 'first')).toBe(decisions);
      expect((await get('admin', `${kind.items}/${item}`)).json().data.locked_by).toBe('运营-林晓雯');
      // An unclaimed item must be claimed first.
      expect((await release('operator', { ids: [item] })).json().data).toEqual({ released: 1 });
      const unclaimed = await decide('admin', item, { stage: 'first', decision: 'approve' });
      expect(unclaimed.statusCode).toBe(202);
      expect(unclaimed.json().message).toBe(REVIEW_REFUSALS.notClaimed);
    });

    it('hands out an item again when its lock ran out, or when it was released', async () => {
      const item = await kind.submitted('锁定过期：鸡蛋灌饼');
      expect(await claimedIds('operator', 'first')).toContain(item);
      expect(await claimedIds('admin', 'first')).not.toContain(item);
      await db
        .update(table)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(table.id, item));
      expect((await get('admin', `${kind.items}/${item}`)).json().data.locked_by).toBeNull();
      expect(await claimedIds('admin', 'first')).toContain(item);
      // The first holder's decision now refers to an item someone else holds.
      expect((await decide('operator', item, { stage: 'first', decision: 'approve' })).json().message).toBe(
        REVIEW_REFUSALS.lockedByOther,
      );
      const released = await release('admin', {});
      expect(released.json().data.released).toBeGreaterThanOrEqual(1);
      expect((await rowOf(item)).lockedBy).toBeNull();
      expect(await claimedIds('operator', 'first')).toContain(item);
    });

    it('answers 已被处理 for an item decided before, at the stage it left', async () => {
      const item = await kind.submitted('已处理：葱爆羊肉');
      expect(await claimedIds('operator', 'first')).toContain(item);
      expect((await decide('operator', item, { stage: 'first', decision: 'approve' })).statusCode).toBe(200);
      const again = await decide('operator', item, { stage: 'first', decision: 'reject', message: '重复' });
      expect(again.statusCode).toBe(202);
      expect(again.json().message).toBe(REVIEW_REFUSALS.alreadyDecided);
      const unclaimed = await decide('admin', item, { stage: 'second', decision: 'approve' });
      expect(unclaimed.json().message).toBe(REVIEW_REFUSALS.notClaimed);
      expect((await rowOf(item)).status).toBe('second_review');
      // Approved at first review, it waits in the second-review queue.
      expect(await claimedIds('operator', 'second')).toContain(item);
    });

    it('lets exactly one of two reviewers racing on one item decide it', async () => {
      const item = await kind.submitted('并发：宫保鸡丁');
      expect(await claimedIds('operator', 'first')).toContain(item);
      const answers = await Promise.all([
        decide('operator', item, { stage: 'first', decision: 'approve' }),
        decide('operator', item, { stage: 'first', decision: 'reject', reasons: ['标题党'] }),
        decide('admin', item, { stage: 'first', decision: 'approve' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 202, 202]);
      expect(await kind.decisionsAt(item, 'first')).toBe(1);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.status;
      expect((await rowOf(item)).status).toBe(winner);
      expect(await reviewLogs(item)).toBe(1);
    });
  });

  describe('decisions', () => {
    it('needs a reason or a message to reject, and only configured reasons', async () => {
      const item = await kind.submitted('校验：干煸豆角');
      expect(await claimedIds('operator', 'first')).toContain(item);
      const bare = await decide('operator', item, { stage: 'first', decision: 'reject' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe('驳回时请选择审核理由或填写审核意见');
      expect(bare.json().issues[0].message).toBe('驳回时请选择审核理由或填写审核意见');
      const unknown = await decide('operator', item, {
        stage: 'first',
        decision: 'reject',
        reasons: ['不喜欢'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().issues[0].path).toEqual(['reasons', 0]);
      expect(await rowOf(item)).toEqual({ status: 'first_review', lockedBy: id.operator });
      const missing = await decide('operator', 2_000_000_000, { stage: 'first', decision: 'approve' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(kind.missing);
    });

    it('decides a batch, each item on its own, and reports the skipped ones (207)', async () => {
      const a = await kind.submitted('批量：地三鲜');
      const b = await kind.submitted('批量：锅包肉');
      const c = await kind.submitted('批量：溜肉段');
      expect(await claimedIds('operator', 'first')).toEqual(expect.arrayContaining([a, b, c]));
      await release('operator', { ids: [c] });
      expect(await claimedIds('admin', 'first')).toContain(c);
      await release('operator', { ids: [b] });

      const response = await post('operator', `${kind.queue}/decisions`, {
        stage: 'first',
        decision: 'reject',
        reasons: ['标题党'],
        ids: [a, b, c, a, 2_000_000_000],
      });
      expect(response.statusCode).toBe(207);
      expect(response.json().data).toEqual({
        decided: [{ id: a, status: 'rejected' }],
        skipped: [
          { id: b, message: REVIEW_REFUSALS.notClaimed },
          { id: c, message: REVIEW_REFUSALS.lockedByOther },
          { id: 2_000_000_000, message: kind.missing },
        ],
      });
      expect(response.json().message).toBe(`已处理 1 条，3 条未处理：${REVIEW_REFUSALS.notClaimed}`);
      expect((await rowOf(b)).status).toBe('first_review');
      expect((await rowOf(c)).status).toBe('first_review');

      // All decided: 200 without a message.
      expect(await claimedIds('operator', 'first')).toContain(b);
      const all = await post('operator', `${kind.queue}/decisions`, {
        stage: 'first',
        decision: 'approve',
        ids: [b],
      });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({ data: { decided: [{ id: b, status: 'second_review' }], skipped: [] } });
    });
  });
});
