import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpError,
  createApiClient,
  createExport,
  fileAddress,
  imageProblem,
  myExports,
  uploadImage,
} from '../src/index.js';
import { json, startTestServer } from './server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const clientFor = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
const stored = {
  id: 'f0e1d2c3-0000-4000-8000-000000000001',
  url: '/api/files/f0e1d2c3-0000-4000-8000-000000000001',
  name: 'face.png',
  mime: 'image/png',
  size: 4,
};

describe('uploadImage', () => {
  it('sends the image as the raw body with its media type, the purpose and the file name', async () => {
    server.on('/api/files', (_request, res) => json(res, 200, { data: stored }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });

    await expect(uploadImage(clientFor(), { file, purpose: 'certification' })).resolves.toEqual(stored);

    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files?purpose=certification&name=face.png');
    expect(request.headers['content-type']).toBe('image/png');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(Buffer.from(request.body, 'latin1').subarray(1, 4).toString()).toBe('PNG');
  });

  it('passes the server’s refusal on as an HttpError with its message', async () => {
    server.on('/api/files', (_request, res) =>
      json(res, 415, { message: '仅支持 JPG、PNG、WebP 格式的图片' }),
    );
    const blob = new Blob(['x'], { type: 'image/png' });
    const error = await uploadImage(clientFor(), { file: blob, purpose: 'cover', name: 'c.png' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 415, message: '仅支持 JPG、PNG、WebP 格式的图片' });
  });
});

describe('imageProblem', () => {
  it('checks type and size with the server’s rule and messages', () => {
    expect(imageProblem(new Blob(['x'], { type: 'image/jpeg' }))).toBeNull();
    expect(imageProblem(new Blob(['x'], { type: 'image/gif' }))).toBe('仅支持 JPG、PNG、WebP 格式的图片');
    expect(imageProblem(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }))).toBe(
      '图片不能超过 5 MB',
    );
  });
});

describe('fileAddress', () => {
  it('asks for the signed address of a stored file', async () => {
    const answer = {
      url: `/files/${stored.id}?expires=1&signature=s`,
      expires_at: '2026-11-21T10:00:00.000Z',
    };
    server.on(`/api/files/${stored.id}/url`, (_request, res) => json(res, 200, { data: answer }));
    await expect(fileAddress(clientFor(), stored.id)).resolves.toEqual(answer);
    expect(server.last().method).toBe('GET');
  });
});

describe('exports', () => {
  const job = {
    id: 3,
    kind: 'videos',
    status: 'pending',
    name: '我的作品-2026-11-21.xlsx',
    rows: 0,
    file: null,
    error: null,
    created_at: '2026-11-21T10:00:00.000Z',
    finished_at: null,
  };

  it('starts an export with the list’s filter and reads the download list', async () => {
    server.on('/api/exports', (request, res) =>
      request.method === 'POST'
        ? json(res, 200, { data: job })
        : json(res, 200, { data: { data: [job], total: 1 } }),
    );
    await expect(
      createExport(clientFor(), { kind: 'videos', filter: { status: 'published' } }),
    ).resolves.toEqual(job);
    expect(JSON.parse(server.last().body)).toEqual({ kind: 'videos', filter: { status: 'published' } });
    await expect(myExports(clientFor(), { kind: 'videos' })).resolves.toEqual({ data: [job], total: 1 });
    expect(server.last().url).toBe('/api/exports?kind=videos');
  });
});
