import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { videos } from '../../src/modules/videos/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

// The cache of list answers (http/list-cache.ts) is on PGlite only; these hold on both engines:
// what a caller observes must not depend on whether an answer was kept.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = async (user: string, url: string) => {
  const response = await t.injectAs(user, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data as { data: Record<string, unknown>[]; total: number };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a list read again', () => {
  it('shows a write made through the API', async () => {
    const before = await list('creator', '/api/my-videos');
    await list('creator', '/api/my-videos');
    const created = await t.injectAs('creator', {
      method: 'POST',
      url: '/api/my-videos',
      payload: { title: '缓存写后读' },
    });
    expect(created.statusCode).toBe(200);
    const after = await list('creator', '/api/my-videos');
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((video) => video.title)).toContain('缓存写后读');
  });

  it('shows a write made straight to the database (a job, another path), with no request', async () => {
    const before = await list('creator', '/api/my-videos');
    const first = before.data[0]!;
    await t.database.db
      .update(videos)
      .set({ title: '数据库直接改名' })
      .where(eq(videos.id, first.id as number));
    const after = await list('creator', '/api/my-videos');
    expect(after.data.find((video) => video.id === first.id)?.title).toBe('数据库直接改名');
  });

  it('shows a write in a transaction once it commits', async () => {
    const before = await list('creator', '/api/my-videos');
    const first = before.data[0]!;
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(videos)
        .set({ title: '事务内改名' })
        .where(eq(videos.id, first.id as number));
    });
    const after = await list('creator', '/api/my-videos');
    expect(after.data.find((video) => video.id === first.id)?.title).toBe('事务内改名');
  });

  it('is never another caller’s answer', async () => {
    const creator = await list('creator', '/api/my-message');
    const mcn = await list('mcn', '/api/my-message');
    expect(mcn).not.toEqual(creator);
    // Read in turn, each one kept: each caller still gets their own.
    expect(await list('creator', '/api/my-message')).toEqual(creator);
    expect(await list('mcn', '/api/my-message')).toEqual(mcn);
    expect(await list('creator', '/api/my-message')).toEqual(creator);
  });

  it('shows a review lock running out, with no write in between', async () => {
    const page = await list('admin', '/api/audit/videos');
    const item = page.data[0]!;
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    // Shorter than the cache's own time bound, so only the lock's expiry can end the kept answer.
    const until = new Date(Date.now() + 700);
    await t.database.db
      .update(videos)
      .set({ lockedBy: admin!.id, lockedUntil: until })
      .where(eq(videos.id, item.id as number));
    const locked = await list('admin', '/api/audit/videos');
    expect(locked.data.find((video) => video.id === item.id)?.locked_by).not.toBeNull();
    await sleep(until.getTime() - Date.now() + 30);
    const expired = await list('admin', '/api/audit/videos');
    expect(expired.data.find((video) => video.id === item.id)?.locked_by).toBeNull();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'on PGlite, where every write passes through this process',
  () => {
    it('a read after a write never joins (nor keeps) one that read before it', async () => {
      const url = '/api/my-videos';
      const item = (await list('creator', url)).data[0]!;
      await t.database.db.execute(sql`update videos set plays = plays where false`);
      // The next read's first query runs, but its answer is held until the write is done.
      const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const query = client.query.bind(client);
      let ran!: () => void;
      const hasRun = new Promise<void>((resolve) => (ran = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      client.query = async (...args: unknown[]) => {
        client.query = query;
        const result = await query(...args);
        ran();
        await released;
        return result;
      };
      try {
        const before = t.injectAs('creator', { method: 'GET', url });
        await hasRun;
        await t.database.db
          .update(videos)
          .set({ title: '读取途中改名' })
          .where(eq(videos.id, item.id as number));
        const after = t.injectAs('creator', { method: 'GET', url });
        await new Promise((resolve) => setTimeout(resolve, 50));
        release();
        expect((await before).statusCode).toBe(200);
        const titleIn = (response: Awaited<typeof after>) =>
          (response.json().data.data as { id: number; title: string }[]).find((video) => video.id === item.id)
            ?.title;
        expect(titleIn(await after)).toBe('读取途中改名');
        expect((await list('creator', url)).data.find((video) => video.id === item.id)?.title).toBe(
          '读取途中改名',
        );
      } finally {
        client.query = query;
        release();
      }
    });

    it('repeated reads between writes cost no query; a write costs the next read its queries', async () => {
      const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const query = client.query.bind(client);
      let queries = 0;
      client.query = (...args: unknown[]) => {
        queries += 1;
        return query(...args);
      };
      try {
        const first = await list('creator', '/api/my-videos');
        const before = queries;
        for (let i = 0; i < 5; i += 1) expect(await list('creator', '/api/my-videos')).toEqual(first);
        expect(queries).toBe(before);
        await t.database.db.execute(sql`update videos set plays = plays where false`);
        const afterWrite = queries;
        await list('creator', '/api/my-videos');
        expect(queries).toBeGreaterThan(afterWrite);
      } finally {
        client.query = query;
      }
    });
  },
);
