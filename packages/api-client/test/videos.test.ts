import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError, createApi } from '../src/index.js';
import { json, startTestServer } from './server.js';
import { videoCases } from './video-cases.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const apiFor = () => createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });

describe('video and review endpoints', () => {
  it.each(videoCases)('$name sends the request and resolves with the data', async (c) => {
    server.on(c.url.split('?')[0]!, (_, res) =>
      json(res, c.status ?? 200, { data: c.data, ...(c.message ? { message: c.message } : {}) }),
    );
    const result = await c.run(apiFor());
    expect(result).toEqual('returns' in c ? c.returns : c.data);
    const request = server.last();
    expect(`${request.method} ${request.url}`).toBe(`${c.method} ${c.url}`);
    expect(request.method).toBe(c.endpoint.method);
    expect(request.headers.authorization).toBe('Bearer tok');
    if (c.body === undefined) expect(request.body).toBe('');
    else expect(JSON.parse(request.body)).toEqual(c.body);
  });

  it('rejects a decision on an item another reviewer holds with a BusinessError (202)', async () => {
    server.on('/api/audit/videos/7/decision', (_, res) =>
      json(res, 202, { message: '该内容正由其他审核员处理' }),
    );
    const error = await apiFor()
      .review.decideReviewItem({ params: { id: 7 }, body: { stage: 'first', decision: 'approve' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ status: 202, message: '该内容正由其他审核员处理' });
  });

  it('binds the videos and review domains with createApi', async () => {
    const api = apiFor();
    server.on('/api/my-videos/7', (_, res) => json(res, 200, { data: { id: 7 } }));
    server.on('/api/audit/reasons', (_, res) => json(res, 200, { data: [] }));
    await expect(api.videos.myVideoDetail({ params: { id: 7 } })).resolves.toEqual({ id: 7 });
    await expect(api.review.reviewReasons({ query: { kind: 'video' } })).resolves.toEqual([]);
    expect(server.received.map((r) => r.url)).toEqual(['/api/my-videos/7', '/api/audit/reasons?kind=video']);
  });
});
