import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('query parameters', () => {
  // The six lists that ignored unknown parameters (issue 13), and one that always refused them.
  const lists: [string, string][] = [
    ['creator', '/api/exports'],
    ['mcn', '/api/mcn-invite-log'],
    ['creator', '/api/users_certification_apply_record'],
    ['admin', '/api/audit/whitelist'],
    ['admin', '/api/track'],
    ['mcn', '/api/user-search?keyword=a'],
    ['creator', '/api/my-videos'],
  ];

  it.each(lists)('%s %s refuses a parameter it does not declare, naming it', async (user, url) => {
    const known = await t.injectAs(user, { method: 'GET', url });
    expect(known.statusCode).toBe(200);
    const unknown = await t.injectAs(user, {
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}colour=red`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('colour');
    expect(unknown.json().issues).toEqual([{ path: ['colour'], message: expect.stringContaining('colour') }]);
  });

  it('reads an empty applying= as no number at all', async () => {
    expect(
      (await t.injectAs('creator', { method: 'GET', url: '/api/my_cert_info?applying=' })).statusCode,
    ).toBe(400);
    expect(
      (await t.injectAs('creator', { method: 'GET', url: '/api/my_cert_info?applying=1' })).statusCode,
    ).toBe(200);
    expect(
      (await t.injectAs('creator', { method: 'GET', url: '/api/my_cert_info?applying=0' })).statusCode,
    ).toBe(200);
  });
});

describe('identical list reads at the same time', () => {
  const countQueries = () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query.bind(client);
    const counter = { n: 0, restore: () => (client.query = query) };
    client.query = (...args: unknown[]) => {
      counter.n += 1;
      return query(...args);
    };
    return counter;
  };

  it('share one answer: ten concurrent reads of a page cost the queries of one', async () => {
    const read = () => t.injectAs('creator', { method: 'GET', url: '/api/my-videos?size=20' });
    // A write empties the cache of answers (PGlite), so that each measure starts from none kept.
    const write = () => t.database.db.execute(sql`update videos set plays = plays where false`);
    await write();
    const alone = countQueries();
    const first = await read();
    alone.restore();
    await write();
    const together = countQueries();
    const answers = await Promise.all(Array.from({ length: 10 }, read));
    together.restore();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.json()).toEqual(first.json());
    expect(together.n).toBe(alone.n);
  });

  it('are not shared across callers, nor with a read that began before a write', async () => {
    const creator = t.injectAs('creator', { method: 'GET', url: '/api/my-message' });
    const mcn = t.injectAs('mcn', { method: 'GET', url: '/api/my-message' });
    const [a, b] = await Promise.all([creator, mcn]);
    expect(a.json()).not.toEqual(b.json());

    const before = t.injectAs('creator', { method: 'GET', url: '/api/my-videos' });
    const created = t.injectAs('creator', {
      method: 'POST',
      url: '/api/my-videos',
      payload: { title: '并发读取测试' },
    });
    expect((await created).statusCode).toBe(200);
    const after = await t.injectAs('creator', { method: 'GET', url: '/api/my-videos' });
    expect(after.json().data.total).toBe((await before).json().data.total + 1);
  });
});
