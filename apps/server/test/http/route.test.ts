import { defineEndpoint, listOf, pageQuery } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BusinessRuleError } from '../../src/http/errors.js';
import { route, withMessage } from '../../src/http/route.js';
import { buildTestApp, type TestApp } from '../helper.js';

/** Endpoints declared like the contract's, to exercise the route helper itself. */
const reviewQueue = defineEndpoint({
  method: 'GET',
  path: '/api/test/review-queue/{stage}',
  summary: 'A permission-guarded list',
  tag: 'test',
  access: { permissions: ['review:video'] },
  params: z.object({ stage: z.enum(['one', 'two', 'three'], { error: '审核阶段不正确' }) }),
  query: pageQuery,
  response: z.object({ stage: z.string(), page: z.number(), size: z.number() }),
});

const account = defineEndpoint({
  method: 'GET',
  path: '/api/test/account',
  summary: 'Answers more than its schema declares',
  tag: 'test',
  access: 'session',
  response: z.object({ id: z.number() }),
});

const accounts = defineEndpoint({
  method: 'GET',
  path: '/api/test/accounts',
  summary: 'A list that answers more than its schema declares',
  tag: 'test',
  access: 'session',
  query: pageQuery,
  response: listOf(z.object({ id: z.number() })),
});

const publish = defineEndpoint({
  method: 'POST',
  path: '/api/test/publish',
  summary: 'Business refusals and notices',
  tag: 'test',
  access: 'public',
  body: z.object({
    title: z.string().trim().min(1, '请输入标题'),
    outcome: z.enum(['ok', 'notice', 'refuse', 'crash']),
  }),
  response: z.object({ title: z.string() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    register(app) {
      route(app, reviewQueue, ({ params, query, principal }) => {
        expect(principal.permissions.has('review:video')).toBe(true);
        return { stage: params.stage, page: query.page, size: query.size };
      });
      route(
        app,
        account,
        ({ principal }) => ({ id: principal.userId, passwordHash: 'secret' }) as { id: number },
      );
      route(
        app,
        accounts,
        ({ principal }) =>
          ({ data: [{ id: principal.userId, passwordHash: 'secret' }], total: 1 }) as unknown as {
            data: { id: number }[];
            total: number;
          },
      );
      route(app, publish, ({ body }) => {
        if (body.outcome === 'refuse') throw new BusinessRuleError('该视频已在审核中，请勿重复提交');
        if (body.outcome === 'crash') throw new Error('relation "videos" does not exist');
        if (body.outcome === 'notice') return withMessage({ title: body.title }, '已发布，封面稍后生成', 207);
        return { title: body.title };
      });
    },
  });
});
afterAll(() => t?.close());

describe('route helper', () => {
  it('checks permissions: 401 without a session, 403 without the permission', async () => {
    const url = '/api/test/review-queue/two';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const creator = await t.injectAs('creator', { method: 'GET', url });
    expect(creator.statusCode).toBe(403);
    expect(creator.json()).toEqual({ message: '没有权限执行此操作' });
    const operator = await t.injectAs('operator', { method: 'GET', url: `${url}?page=2&size=20` });
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toEqual({ data: { stage: 'two', page: 2, size: 20 } });
  });

  it('checks access before validating input', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/review-queue/nine?size=x' });
    expect(response.statusCode).toBe(401);
  });

  it('validates params and query with their zod schemas: 400 with message and issues', async () => {
    const stage = await t.injectAs('operator', { method: 'GET', url: '/api/test/review-queue/nine' });
    expect(stage.statusCode).toBe(400);
    expect(stage.json()).toEqual({
      message: '审核阶段不正确',
      issues: [{ path: ['stage'], message: '审核阶段不正确' }],
    });
    const size = await t.injectAs('operator', { method: 'GET', url: '/api/test/review-queue/one?size=500' });
    expect(size.statusCode).toBe(400);
    expect(size.json().issues[0].path).toEqual(['size']);
    // zod's own messages are zh-CN too
    expect(size.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers through the response schema, dropping what it does not declare', async () => {
    const response = await t.injectAs('creator', { method: 'GET', url: '/api/test/account' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: expect.any(Number) } });
  });

  it('answers a list through its schema too, whether read, shared in flight or kept', async () => {
    const read = () => t.injectAs('creator', { method: 'GET', url: '/api/test/accounts' });
    const answers = [await read(), ...(await Promise.all([read(), read(), read()])), await read()];
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ data: { data: [{ id: expect.any(Number) }], total: 1 } });
    }
  });

  it('wraps data, notices (207) and business refusals (202)', async () => {
    const post = (title: string, outcome: string) =>
      t.app.inject({ method: 'POST', url: '/api/test/publish', payload: { title, outcome } });
    const ok = await post('  春日vlog ', 'ok');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { title: '春日vlog' } });
    const notice = await post('春日vlog', 'notice');
    expect(notice.statusCode).toBe(207);
    expect(notice.json()).toEqual({ data: { title: '春日vlog' }, message: '已发布，封面稍后生成' });
    const refused = await post('春日vlog', 'refuse');
    expect(refused.statusCode).toBe(202);
    expect(refused.json()).toEqual({ message: '该视频已在审核中，请勿重复提交' });
    const invalid = await post(' ', 'ok');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('请输入标题');
  });

  it('hides the details of server errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/publish',
      payload: { title: 'x', outcome: 'crash' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: '服务器内部错误' });
  });
});
