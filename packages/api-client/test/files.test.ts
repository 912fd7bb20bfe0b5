import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, createApiClient, imageProblem, uploadImage } from '../src/index.js';
import { endpoints } from '@creator-console/contract';
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

/** A stand-in for the browser's XMLHttpRequest: records what was sent, then answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('upload progress (the album images)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('goes through XMLHttpRequest where there is one, reporting the bytes sent, with the token and the status rules', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const notices: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://console.test',
      getToken: () => 't',
      notify: (notice) => notices.push(notice),
    });
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'a.png', { type: 'image/png' });
    const answer = uploadImage(
      client,
      { file, purpose: 'album' },
      { onUploadProgress: (f) => progress.push(f) },
    );
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://console.test/api/files?purpose=album&name=a.png');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'image/png' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 6, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 8, total: 8 });
    xhr.status = 200;
    xhr.response = new Blob([JSON.stringify({ data: stored })]);
    xhr.onload?.();
    await expect(answer).resolves.toEqual(stored);
    expect(progress).toEqual([0.5, 1]);
    expect(notices).toEqual([]);
  });

  it('reports a refusal and a network failure like any call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const notices: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://console.test',
      getToken: () => 't',
      notify: (notice) => notices.push(notice),
    });
    const file = new Blob(['x'], { type: 'image/png' });
    const refused = uploadImage(client, { file, purpose: 'album' }, { onUploadProgress: () => undefined });
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
    FakeXhr.last!.status = 202;
    FakeXhr.last!.response = new Blob([JSON.stringify({ message: '今日上传已达上限' })]);
    FakeXhr.last!.onload?.();
    await expect(refused).rejects.toMatchObject({ name: 'BusinessError', status: 202 });

    FakeXhr.last = null;
    const failed = uploadImage(client, { file, purpose: 'album' }, { onUploadProgress: () => undefined });
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toMatchObject({ name: 'NetworkError' });
    expect(notices).toEqual([
      { kind: 'refused', status: 202, message: '今日上传已达上限' },
      { kind: 'network-error', status: 0, message: 'Network error' },
    ]);
  });

  it('without XMLHttpRequest (Node) sends with fetch and reports 1 once answered', async () => {
    server.on('/api/files', (_request, res) => json(res, 200, { data: stored }));
    const progress: number[] = [];
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });
    await expect(
      uploadImage(clientFor(), { file, purpose: 'album' }, { onUploadProgress: (f) => progress.push(f) }),
    ).resolves.toEqual(stored);
    expect(progress).toEqual([1]);
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
    await expect(clientFor().call(endpoints.fileAddress, { params: { id: stored.id } })).resolves.toEqual(
      answer,
    );
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
      clientFor().call(endpoints.createExport, { body: { kind: 'videos', filter: { status: 'published' } } }),
    ).resolves.toEqual(job);
    expect(JSON.parse(server.last().body)).toEqual({ kind: 'videos', filter: { status: 'published' } });
    await expect(clientFor().call(endpoints.myExports, { query: { kind: 'videos' } })).resolves.toEqual({
      data: [job],
      total: 1,
    });
    expect(server.last().url).toBe('/api/exports?kind=videos');
  });
});
