import { pickedUser } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs } from '../../../test/support/demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const pick = (username: string, query: Record<string, string | number>) =>
  t.injectAs(username, { method: 'GET', url: `/api/admin/user-picker?${qs(query)}` });
const usernames = async (username: string, query: Record<string, string | number>) => {
  const res = await pick(username, query);
  expect(res.statusCode).toBe(200);
  const rows = pickedUser.array().parse(res.json().data);
  return rows.map((row) => row.username);
};

describe('GET /api/admin/user-picker', () => {
  it('finds by username prefix, nickname, full phone and the last 4 digits, phones masked', async () => {
    expect(await usernames('admin', { keyword: 'qinghe_' })).toHaveLength(5);
    expect(await usernames('admin', { keyword: 'creator_l' })).toEqual(['creator_live']);
    expect(await usernames('admin', { keyword: '13800000008' })).toEqual(['sysop']);
    expect(await usernames('admin', { keyword: '0008' })).toEqual(['sysop']);
    const res = await pick('admin', { keyword: 'sysop' });
    expect(res.json().data[0].phone).toBe('138****0008');
  });

  it('limits to a side and a count', async () => {
    expect(await usernames('admin', { keyword: 'qinghe', side: 'mcn' })).toEqual([]);
    expect(await usernames('admin', { keyword: 'reviewer', side: 'staff' })).toEqual([
      'reviewer_a',
      'reviewer_b',
    ]);
    expect(await usernames('admin', { keyword: 'qinghe', limit: 2 })).toHaveLength(2);
  });

  it('lists disabled accounts after enabled ones', async () => {
    const res = await pick('admin', { keyword: '审核' });
    const rows = pickedUser.array().parse(res.json().data);
    expect(rows.map((row) => row.status)).toEqual([...rows.map((row) => row.status)].sort());
    expect(rows.at(-1)?.username).toBe('reviewer_b');
  });

  it('answers 403 to a creator and 400 without a keyword', async () => {
    expect((await pick('creator', { keyword: 'a' })).statusCode).toBe(403);
    const empty = await pick('admin', { keyword: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请输入搜索关键词');
  });
});
