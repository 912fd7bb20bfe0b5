import { endpoints, type Endpoint } from '@creator-console/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError, createApi, type Api } from '../src/index.js';
import { json, startTestServer } from './server.js';

/** One call of an album endpoint: what the server must receive and what it answers. */
interface AlbumCase {
  name: string;
  endpoint: Endpoint;
  run: (api: Api) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  status?: number;
  message?: string;
  data: unknown;
  returns?: unknown;
}

const at = '2026-11-20T08:00:00.000Z';
const images = [
  '/api/files/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  '/api/files/2b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
];
const album = {
  id: 5,
  title: '秋日菜谱九宫格',
  description: '',
  cover: images[0],
  image_count: 2,
  visibility: 'public',
  status: 'draft',
  review_reasons: [],
  review_message: '',
  published_at: null,
  submitted_at: null,
  created_at: at,
  updated_at: at,
};
const detail = { ...album, images, chosen_cover: null, history: [] };
const reviewAlbum = {
  ...album,
  status: 'first_review',
  creator: { id: 3, name: '山野厨房阿杰', avatar: '', role_name: '创作者' },
  reviewer: null,
  locked_by: '运营-林晓雯',
  locked_until: at,
};
const reviewDetail = { ...reviewAlbum, images, chosen_cover: null, history: [] };
const form = { title: '秋日菜谱九宫格', images, submit: true };
const page = <T>(rows: T[]) => ({ data: rows, total: rows.length });

const albumCases: AlbumCase[] = [
  {
    name: 'myAlbums',
    endpoint: endpoints.myAlbums,
    run: (api) => api.albums.myAlbums({ query: { page: 2, status: 'rejected', keyword: '菜谱' } }),
    method: 'GET',
    url: '/api/my-albums?page=2&status=rejected&keyword=%E8%8F%9C%E8%B0%B1',
    data: page([album]),
  },
  {
    name: 'myAlbumDetail',
    endpoint: endpoints.myAlbumDetail,
    run: (api) => api.albums.myAlbumDetail({ params: { id: 5 } }),
    method: 'GET',
    url: '/api/my-albums/5',
    data: detail,
  },
  {
    name: 'createAlbum',
    endpoint: endpoints.createAlbum,
    run: (api) => api.albums.createAlbum({ body: form }),
    method: 'POST',
    url: '/api/my-albums',
    body: form,
    data: detail,
  },
  {
    name: 'updateAlbum (reordered images and a cover)',
    endpoint: endpoints.updateAlbum,
    run: (api) =>
      api.albums.updateAlbum({
        params: { id: 5 },
        body: { ...form, images: [images[1]!, images[0]!], cover: images[1]! },
      }),
    method: 'PUT',
    url: '/api/my-albums/5',
    body: { ...form, images: [images[1], images[0]], cover: images[1] },
    data: detail,
  },
  {
    name: 'deleteAlbum',
    endpoint: endpoints.deleteAlbum,
    run: (api) => api.albums.deleteAlbum({ params: { id: 5 } }),
    method: 'DELETE',
    url: '/api/my-albums/5',
    data: null,
  },
  {
    name: 'claimAlbumBatch',
    endpoint: endpoints.claimAlbumBatch,
    run: (api) => api.albumReview.claimAlbumBatch({ body: { stage: 'second', size: 5 } }),
    method: 'POST',
    url: '/api/audit/albums/claim',
    body: { stage: 'second', size: 5 },
    data: [reviewDetail],
  },
  {
    name: 'releaseAlbumItems (all)',
    endpoint: endpoints.releaseAlbumItems,
    run: (api) => api.albumReview.releaseAlbumItems({ body: {} }),
    method: 'POST',
    url: '/api/audit/albums/release',
    body: {},
    data: { released: 3 },
  },
  {
    name: 'releaseAlbumItems (listed)',
    endpoint: endpoints.releaseAlbumItems,
    run: (api) => api.albumReview.releaseAlbumItems({ body: { ids: [5] } }),
    method: 'POST',
    url: '/api/audit/albums/release',
    body: { ids: [5] },
    data: { released: 1 },
  },
  {
    name: 'decideAlbumItem',
    endpoint: endpoints.decideAlbumItem,
    run: (api) =>
      api.albumReview.decideAlbumItem({
        params: { id: 5 },
        body: { stage: 'first', decision: 'reject', reasons: ['封面不清晰'] },
      }),
    method: 'POST',
    url: '/api/audit/albums/5/decision',
    body: { stage: 'first', decision: 'reject', reasons: ['封面不清晰'] },
    data: { id: 5, status: 'rejected' },
  },
  {
    name: 'decideAlbumBatch (some skipped: 207 with a notice)',
    endpoint: endpoints.decideAlbumBatch,
    // The server's notice of a 207 is in the envelope: `callRaw` gives it with the data.
    run: (api) =>
      api.callRaw(endpoints.decideAlbumBatch, {
        body: { stage: 'second', decision: 'approve', ids: [5, 6] },
      }),
    method: 'POST',
    url: '/api/audit/albums/decisions',
    body: { stage: 'second', decision: 'approve', ids: [5, 6] },
    status: 207,
    message: '已处理 1 条，1 条未处理：该内容已被处理',
    data: { decided: [{ id: 5, status: 'published' }], skipped: [{ id: 6, message: '该内容已被处理' }] },
    returns: {
      data: { decided: [{ id: 5, status: 'published' }], skipped: [{ id: 6, message: '该内容已被处理' }] },
      message: '已处理 1 条，1 条未处理：该内容已被处理',
      status: 207,
    },
  },
  {
    name: 'reviewAlbumList',
    endpoint: endpoints.reviewAlbumList,
    run: (api) => api.albumReview.reviewAlbumList({ query: { status: 'first_review', creator_id: 3 } }),
    method: 'GET',
    url: '/api/audit/albums?status=first_review&creator_id=3',
    data: page([reviewAlbum]),
  },
  {
    name: 'reviewAlbumDetail',
    endpoint: endpoints.reviewAlbumDetail,
    run: (api) => api.albumReview.reviewAlbumDetail({ params: { id: 5 } }),
    method: 'GET',
    url: '/api/audit/albums/5',
    data: reviewDetail,
  },
  {
    name: 'editReviewAlbum',
    endpoint: endpoints.editReviewAlbum,
    run: (api) =>
      api.albumReview.editReviewAlbum({
        params: { id: 5 },
        body: { title: '运营修改', visibility: 'private' },
      }),
    method: 'PUT',
    url: '/api/audit/albums/5',
    body: { title: '运营修改', visibility: 'private' },
    data: reviewDetail,
  },
];

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const apiFor = () => createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });

describe('album and album review endpoints', () => {
  it.each(albumCases)('$name sends the request and resolves with the data', async (c) => {
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

  it('rejects a decision on an album another reviewer holds with a BusinessError (202)', async () => {
    server.on('/api/audit/albums/5/decision', (_, res) =>
      json(res, 202, { message: '该内容正由其他审核员处理' }),
    );
    const error = await apiFor()
      .albumReview.decideAlbumItem({ params: { id: 5 }, body: { stage: 'first', decision: 'approve' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ status: 202, message: '该内容正由其他审核员处理' });
  });

  it('binds the albums and albumReview domains with createApi', async () => {
    const api = apiFor();
    server.on('/api/my-albums/5', (_, res) => json(res, 200, { data: detail }));
    server.on('/api/audit/albums', (_, res) => json(res, 200, { data: page([]) }));
    await expect(api.albums.myAlbumDetail({ params: { id: 5 } })).resolves.toEqual(detail);
    await expect(api.albumReview.reviewAlbumList()).resolves.toEqual(page([]));
    expect(server.received.map((r) => r.url)).toEqual(['/api/my-albums/5', '/api/audit/albums']);
  });
});
