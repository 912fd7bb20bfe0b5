import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@creator-console/contract';
import {
  BusinessError,
  HttpError,
  NetworkError,
  TimeoutError,
  createApiClient,
  isBusinessError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  type ApiClientOptions,
  type Notice,
} from '../src/index.js';
import { closedPort, json, startTestServer } from './server.js';

const item = z.object({ id: z.number(), title: z.string() });
const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/thing',
  summary: 'test',
  tag: 'test',
  access: 'session',
  response: item,
});
const listThings = defineEndpoint({
  method: 'GET',
  path: '/api/things/{group}/items/{id}',
  summary: 'test',
  tag: 'test',
  access: 'session',
  params: z.object({ group: z.string(), id: z.number() }),
  query: z.object({
    page: z.number().optional(),
    user_name: z.string().optional(),
    status: z.array(z.number()).optional(),
    mcn_token: z.string().optional(),
  }),
  response: z.object({ data: z.array(item), total: z.number() }),
});
const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/thing',
  summary: 'test',
  tag: 'test',
  access: 'session',
  body: z.object({ title: z.string() }),
  response: item,
});
const coverOfVideo = defineEndpoint({
  method: 'GET',
  path: '/api/pic-by-video-url',
  summary: 'test',
  tag: 'test',
  access: 'session',
  query: z.object({ url: z.string() }),
  response: z.object({ pic: z.string() }),
});

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const notices: Notice[] = [];
  const progress: string[] = [];
  const client = createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => 'secret-token',
    notify: (notice) => notices.push(notice),
    onProgress: (state) => progress.push(state),
    ...overrides,
  });
  return { client, notices, progress };
}

/** The rejection of `promise`, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('transport', () => {
  it('unwraps data of a 200 and sends the bearer token', async () => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: '视频' } }));
    const { client, notices } = setup();
    await expect(client.call(getThing)).resolves.toEqual({ id: 1, title: '视频' });
    expect(server.last().headers.authorization).toBe('Bearer secret-token');
    expect(server.last().headers.accept).toBe('application/json');
    expect(notices).toEqual([]);
  });

  it.each([null, undefined, ''])('sends no Authorization header when the token is %j', async (token) => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: 'a' } }));
    const { client } = setup({ getToken: () => token });
    await client.call(getThing);
    expect(server.last().headers).not.toHaveProperty('authorization');
  });

  it('reads the token on every request', async () => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: 'a' } }));
    let token = 'first';
    const { client } = setup({ getToken: () => token });
    await client.call(getThing);
    token = 'second';
    await client.call(getThing);
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('fills path params and serialises the query, leaving out undefined values', async () => {
    server.on('/api/things/%E8%A7%86%E9%A2%91%2F1/items/7', (_, res) =>
      json(res, 200, { data: { data: [], total: 0 } }),
    );
    const { client } = setup();
    await client.call(listThings, {
      params: { group: '视频/1', id: 7 },
      query: { page: 2, user_name: 'a b&c', status: [1, 2], mcn_token: undefined },
    });
    const { method, url } = server.last();
    expect(method).toBe('GET');
    expect(url).toBe('/api/things/%E8%A7%86%E9%A2%91%2F1/items/7?page=2&user_name=a+b%26c&status=1&status=2');
  });

  it('refuses a call with a missing path parameter before sending anything', async () => {
    const { client, progress } = setup();
    const error = await rejectionOf(
      client.call(listThings, { params: { group: 'a' } as { group: string; id: number }, query: {} }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(server.received).toEqual([]);
    expect(progress).toEqual(['start', 'end']);
  });

  it('sends a JSON body with its content type', async () => {
    server.on('/api/thing', (req, res) => json(res, 200, { data: { id: 2, ...JSON.parse(req.body) } }));
    const { client } = setup();
    await expect(client.call(createThing, { body: { title: '新视频' } })).resolves.toEqual({
      id: 2,
      title: '新视频',
    });
    expect(server.last().method).toBe('POST');
    expect(server.last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.last().body)).toEqual({ title: '新视频' });
  });

  it('strips a trailing slash of baseUrl', async () => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: 'a' } }));
    const { client } = setup({ baseUrl: `${server.baseUrl}/` });
    await client.call(getThing);
    expect(server.last().url).toBe('/api/thing');
  });

  it('gives the envelope with the server message through callRaw', async () => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: 'a' }, message: '已保存' }));
    const { client } = setup();
    await expect(client.callRaw(getThing)).resolves.toEqual({
      data: { id: 1, title: 'a' },
      message: '已保存',
      status: 200,
    });
  });
});

describe('status rules (spec §8)', () => {
  it('207 returns the data like a 200', async () => {
    server.on('/api/thing', (_, res) => json(res, 207, { data: { id: 3, title: 'b' }, message: '部分成功' }));
    const { client, notices } = setup();
    await expect(client.call(getThing)).resolves.toEqual({ id: 3, title: 'b' });
    expect(notices).toEqual([]);
  });

  it('207 from pic-by-video-url rejects with the body, silently', async () => {
    const body = { data: null, message: '封面生成中' };
    server.on('/api/pic-by-video-url', (_, res) => json(res, 207, body));
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(coverOfVideo, { query: { url: 'https://v.example/1.mp4' } }));
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpError', status: 207, message: '封面生成中', body });
    expect(notices).toEqual([]);
  });

  it('202 reports a refusal with the message and rejects with a BusinessError', async () => {
    server.on('/api/thing', (_, res) => json(res, 202, { message: '今日上传次数已用完' }));
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(BusinessError);
    expect(isBusinessError(error) && isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'BusinessError', status: 202, message: '今日上传次数已用完' });
    // How long its toast stays is the console's business (apps/console notices).
    expect(notices).toEqual([{ kind: 'refused', status: 202, message: '今日上传次数已用完' }]);
  });

  it.each([201, 204])('any other 2xx (%i) reports an HTTP error and rejects', async (status) => {
    server.on('/api/thing', (_, res) =>
      status === 204 ? res.writeHead(204).end() : json(res, status, { message: '已创建' }),
    );
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(HttpError);
    expect(isBusinessError(error)).toBe(false);
    expect(error).toMatchObject({ status });
    expect(notices).toEqual([
      status === 204 ? { kind: 'http-error', status } : { kind: 'http-error', status, message: '已创建' },
    ]);
    expect(error).toMatchObject({
      message: status === 204 ? 'Request failed with status 204' : '已创建',
    });
  });

  it.each([401, 503] as const)('%i asks to log in again and rejects with an HttpError', async (status) => {
    server.on('/api/thing', (_, res) => json(res, status, { message: '登录已过期' }));
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      name: 'HttpError',
      status,
      message: '登录已过期',
      body: { message: '登录已过期' },
    });
    // The dialog's words (确定退出, 重新登录, 关闭) are the console's.
    expect(notices).toEqual([{ kind: 'session-ended', status, message: '登录已过期' }]);
  });

  it.each([400, 403, 404, 422, 429, 500])('%i reports the response message and rejects', async (status) => {
    const body = { message: `错误 ${status}`, issues: [] };
    server.on('/api/thing', (_, res) => json(res, status, body));
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, message: `错误 ${status}`, body });
    expect(notices).toEqual([{ kind: 'http-error', status, message: `错误 ${status}` }]);
  });

  it('keeps a body that is not JSON and reports no server message', async () => {
    server.on('/api/thing', (_, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'),
    );
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing));
    expect(error).toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: '<h1>Bad Gateway</h1>',
    });
    expect(notices).toEqual([{ kind: 'http-error', status: 502 }]);
  });

  it('a silent call notifies nothing but still rejects', async () => {
    server.on('/api/thing', (_, res) => json(res, 401, { message: '账号或密码错误' }));
    const { client, notices } = setup();
    const error = await rejectionOf(client.call(getThing, { silent: true }));
    expect(error).toMatchObject({ status: 401, message: '账号或密码错误' });
    expect(notices).toEqual([]);
  });

  it('a network error without response reports the error text and rejects with a NetworkError', async () => {
    const port = await closedPort();
    const { client, notices } = setup({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    const networkError = error as NetworkError;
    expect(networkError.status).toBe(0);
    expect(networkError.cause).toBeInstanceOf(Error);
    expect(networkError.message).toBe((networkError.cause as Error).message);
    expect(notices).toEqual([{ kind: 'network-error', status: 0, message: networkError.message }]);
  });

  it('gives up after timeoutMs with a TimeoutError and a timeout notice', async () => {
    server.on('/api/thing', () => {
      // never answers
    });
    const { client, notices, progress } = setup({ timeoutMs: 60 });
    const started = Date.now();
    const error = await rejectionOf(client.call(getThing));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'TimeoutError', status: 0, timeoutMs: 60 });
    expect(notices).toEqual([{ kind: 'timeout', status: 0, timeoutMs: 60 }]);
    expect(progress).toEqual(['start', 'end']);
  });

  it('a per-call timeout overrides the client default', async () => {
    server.on('/api/thing', () => {});
    const { client } = setup();
    const error = await rejectionOf(client.call(getThing, { timeoutMs: 30, silent: true }));
    expect(error).toMatchObject({ name: 'TimeoutError', timeoutMs: 30 });
  });

  it("rejects with the caller's abort reason and reports nothing", async () => {
    server.on('/api/thing', () => {});
    const onError = vi.fn();
    const { client, notices, progress } = setup({ onError });
    const controller = new AbortController();
    const pending = rejectionOf(client.call(getThing, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
    expect(progress).toEqual(['start', 'end']);
  });
});

describe('progress and hooks', () => {
  it('reports start before the request and end after it, on success and on failure', async () => {
    const events: string[] = [];
    server.on('/api/thing', (_, res) => {
      events.push('server');
      json(res, 200, { data: { id: 1, title: 'a' } });
    });
    const { client } = setup({ onProgress: (state) => events.push(state) });
    await client.call(getThing);
    server.on('/api/thing', (_, res) => {
      events.push('server');
      json(res, 500, { message: '服务器错误' });
    });
    await rejectionOf(client.call(getThing));
    expect(events).toEqual(['start', 'server', 'end', 'start', 'server', 'end']);
  });

  it('ends progress after a network failure', async () => {
    const port = await closedPort();
    const { client, progress } = setup({ baseUrl: `http://127.0.0.1:${port}` });
    await rejectionOf(client.call(getThing));
    expect(progress).toEqual(['start', 'end']);
  });

  it('lets onRequest replace the request and onResponse observe the response', async () => {
    server.on('/api/thing', (req, res) =>
      json(res, 200, { data: { id: 1, title: String(req.headers['x-trace']) } }),
    );
    const statuses: number[] = [];
    const { client } = setup({
      onRequest: ({ request }) => {
        const headers = new Headers(request.headers);
        headers.set('x-trace', 'trace-1');
        return new Request(request, { headers });
      },
      onResponse: ({ response }) => {
        statuses.push(response.status);
      },
    });
    await expect(client.call(getThing)).resolves.toEqual({ id: 1, title: 'trace-1' });
    expect(statuses).toEqual([200]);
  });

  it('passes every typed failure to onError after notifying', async () => {
    server.on('/api/thing', (_, res) => json(res, 403, { message: '无权限' }));
    const order: string[] = [];
    const onError = vi.fn(() => order.push('onError'));
    const { client } = setup({ onError, notify: () => order.push('notify') });
    const error = await rejectionOf(client.call(getThing));
    expect(onError).toHaveBeenCalledWith({ endpoint: getThing, error });
    expect(order).toEqual(['notify', 'onError']);
  });
});

describe('redaction', () => {
  it('never attaches the token to an error', async () => {
    server.on('/api/things/a/items/1', (_, res) => json(res, 500, { message: '服务器错误' }));
    const { client } = setup({ getToken: () => 'very-secret' });
    const error = await rejectionOf(
      client.call(listThings, { params: { group: 'a', id: 1 }, query: { mcn_token: 'mcn-secret', page: 1 } }),
    );
    const { request } = error as HttpError;
    expect(request.headers.authorization).toBe('[REDACTED]');
    expect(request.url).toBe(`${server.baseUrl}/api/things/a/items/1?mcn_token=%5BREDACTED%5D&page=1`);
    expect(server.last().url).toContain('mcn_token=mcn-secret');
    const serialised = JSON.stringify(error) + String(error) + JSON.stringify(request);
    expect(serialised).not.toContain('very-secret');
    expect(serialised).not.toContain('mcn-secret');
  });

  it('redacts network and timeout errors too', async () => {
    const port = await closedPort();
    const { client } = setup({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => 'very-secret' });
    const error = (await rejectionOf(client.call(getThing))) as NetworkError;
    expect(error.request.headers.authorization).toBe('[REDACTED]');
  });
});

describe('types derived from the contract', () => {
  it('require params, query and body only where the endpoint has them (checked by tsc)', () => {
    const client = createApiClient({ getToken: () => null });
    // Never run: these lines exist for the type checker, which fails the typecheck if they regress.
    const typeChecks = () => {
      expectTypeOf(client.call(getThing)).resolves.toEqualTypeOf<{ id: number; title: string }>();
      expectTypeOf(client.callRaw(getThing)).resolves.toHaveProperty('message');
      // @ts-expect-error params are required
      void client.call(listThings, { query: {} });
      // @ts-expect-error the body is required
      void client.call(createThing);
      // @ts-expect-error the body has a title
      void client.call(createThing, { body: { name: 'x' } });
      // a query whose fields are all optional may be left out
      void client.call(listThings, { params: { group: 'a', id: 1 } });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('hook failures', () => {
  it('are not mistaken for network errors', async () => {
    server.on('/api/thing', (_, res) => json(res, 200, { data: { id: 1, title: 'a' } }));
    const bug = new RangeError('bug in a hook');
    const { client, notices, progress } = setup({
      onRequest: () => {
        throw bug;
      },
    });
    await expect(client.call(getThing)).rejects.toBe(bug);
    expect(notices).toEqual([]);
    expect(progress).toEqual(['start', 'end']);
  });
});

describe('response bodies', () => {
  it('times out while the body is still arriving', async () => {
    server.on('/api/thing', (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
    });
    const { client } = setup({ timeoutMs: 80 });
    const error = await rejectionOf(client.call(getThing));
    expect(error).toBeInstanceOf(TimeoutError);
  });
});
