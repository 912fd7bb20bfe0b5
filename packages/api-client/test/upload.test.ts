import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HttpError,
  UploadCancelledError,
  UploadPausedError,
  UploadRejectedError,
  createApiClient,
  createUploader,
  memoryUploadStore,
  uploadKeyOf,
  type UploadProgress,
  type UploaderStatus,
} from '../src/index.js';

/**
 * A real HTTP server speaking the upload protocol of the contract (sessions, chunks appended at
 * `received`, 409 on another offset, per-chunk SHA-256, a chunk that overtook the one before it
 * held until that one is queued), with faults a test can order.
 */
interface Session {
  id: string;
  name: string;
  mime: string;
  size: number;
  chunk_size: number;
  bytes: Buffer;
  status: 'uploading' | 'complete' | 'cancelled';
  /** Chunks are stored one after the other, like the real server (a pipelined one waits). */
  chain: Promise<void>;
  /** Chunks queued and not yet answered, and where the last of them ends. */
  queued: number;
  queuedEnd: number;
  /** Chunks that arrived ahead of the one before them, by offset: queueing that one wakes them. */
  ahead: Map<number, () => void>;
  /** 'late' chunks, by the offset of the chunk that must overtake them first. */
  overtaken: Map<number, () => void>;
  /** Where the last failed chunk would have ended, until the next is queued (its successor need not wait). */
  failedEnd: number | undefined;
}

const CHUNK = 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let baseUrl = '';
const sessions = new Map<string, Session>();
const log: string[] = [];
type Fault = 'drop-before' | 'drop-after-store' | '503' | 'corrupt' | 'late';
/** How long a chunk that arrived ahead of the one before it waits for it, like the real server's. */
const AHEAD_WAIT_MS = 2000;

/** Faults for the next requests of a chunk (by offset), in order: what to do instead of answering. */
let faults: Record<number, Fault[]> = {};
/** When each chunk request arrived and was answered (ms), for the pipelining test. */
let timeline: Array<{ offset: number; arrived: number; answered: number }> = [];
/** The offsets of chunk requests in the order they reached the server. */
let arrivalOrder: number[] = [];
let storeDelayMs = 0;
let server: ReturnType<typeof createServer>;

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const view = (s: Session) => ({
  id: s.id,
  name: s.name,
  mime: s.mime,
  size: s.size,
  chunk_size: s.chunk_size,
  received: s.bytes.length,
  status: s.status,
  file: s.status === 'complete' ? stored(s) : null,
});
const stored = (s: Session) => ({
  id: `f-${s.id}`,
  url: `/api/files/f-${s.id}`,
  name: s.name,
  mime: s.mime,
  size: s.size,
});

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(req.url!, 'http://x');
  const line = `${req.method} ${url.pathname}${url.search}`;
  // Chunks are logged when their turn comes (the order they are stored in), other calls on arrival.
  if (req.method !== 'PUT') log.push(line);
  const match = /^\/api\/uploads(?:\/([\w-]+))?(\/chunks|\/complete)?$/.exec(url.pathname);
  if (!match) return send(res, 404, { message: '接口不存在' });
  const [, id, action] = match;
  if (!id && req.method === 'POST') {
    const input = JSON.parse(body.toString()) as { name: string; size: number; mime: string };
    const session: Session = {
      id: `u${sessions.size + 1}`,
      ...input,
      chunk_size: CHUNK,
      bytes: Buffer.alloc(0),
      status: 'uploading',
      chain: Promise.resolve(),
      queued: 0,
      queuedEnd: 0,
      ahead: new Map(),
      overtaken: new Map(),
      failedEnd: undefined,
    };
    sessions.set(session.id, session);
    return send(res, 200, { data: view(session) });
  }
  const session = sessions.get(id!);
  if (!session) return send(res, 404, { message: '上传不存在或已过期' });
  if (req.method === 'GET') return send(res, 200, { data: view(session) });
  if (req.method === 'DELETE') {
    session.status = 'cancelled';
    session.bytes = Buffer.alloc(0);
    return send(res, 200, { data: { id } });
  }
  if (action === '/complete') {
    if (session.bytes.length !== session.size) return send(res, 409, { message: '文件尚未上传完整' });
    session.status = 'complete';
    return send(res, 200, { data: stored(session) });
  }
  // PUT chunk
  const offset = Number(url.searchParams.get('offset'));
  if (faults[offset]?.[0] === 'late') {
    // A slow connection: this chunk reaches the server only once the next one has (or after 2 s).
    faults[offset]!.shift();
    await new Promise<void>((resolve) => {
      session.overtaken.set(offset + body.length, resolve);
      setTimeout(resolve, AHEAD_WAIT_MS);
    });
  }
  const arrived = Date.now();
  arrivalOrder.push(offset);
  // Ahead of where this upload stands (the chunk before it is still on its way): wait for it.
  const expected = session.queued > 0 ? session.queuedEnd : session.bytes.length;
  if (offset > expected && offset !== session.failedEnd && !session.ahead.has(offset)) {
    const { ahead, overtaken } = session;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        ahead.delete(offset);
        resolve();
      };
      const timer = setTimeout(wake, AHEAD_WAIT_MS);
      ahead.set(offset, wake);
      overtaken.get(offset)?.();
    });
  }
  log.push(line);
  const previous = session.chain;
  let release = () => {};
  session.chain = new Promise((resolve) => (release = resolve));
  session.queued += 1;
  session.queuedEnd = offset + body.length;
  session.failedEnd = undefined;
  session.ahead.get(session.queuedEnd)?.();
  await previous;
  try {
    // Storing takes a while; the answer goes out right after.
    await new Promise((resolve) => setTimeout(resolve, storeDelayMs));
    timeline.push({ offset, arrived, answered: Date.now() });
    putChunk(session, offset, url, req, res, body);
  } finally {
    if (session.bytes.length !== offset + body.length) session.failedEnd = offset + body.length;
    session.queued -= 1;
    release();
  }
}

function putChunk(
  session: Session,
  offset: number,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
) {
  const fault = faults[offset]?.shift();
  if (fault === 'drop-before') return req.socket.destroy();
  if (fault === '503') return send(res, 503, { message: '服务维护中' });
  expect(req.headers['content-type']).toBe('application/octet-stream');
  if (offset !== session.bytes.length) return send(res, 409, { message: '分片位置不一致' });
  const expected = url.searchParams.get('sha256');
  const received = fault === 'corrupt' ? Buffer.from(body).fill(0, 0, 1) : body;
  if (expected && sha256(received) !== expected)
    return send(res, 400, { message: '分片校验失败，请重新发送' });
  session.bytes = Buffer.concat([session.bytes, received]);
  if (fault === 'drop-after-store') return req.socket.destroy();
  return send(res, 200, { data: view(session) });
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  sessions.clear();
  log.length = 0;
  faults = {};
  timeline = [];
  arrivalOrder = [];
  storeDelayMs = 0;
});

const client = () => createApiClient({ baseUrl, getToken: () => 'tok' });
const video = (size: number, name = 'clip.mp4') =>
  new File([randomBytes(size)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 });
const bytesOf = async (file: Blob) => Buffer.from(await file.arrayBuffer());
const chunkRequests = () => log.filter((line) => line.startsWith('PUT'));

/** The most chunk requests the server held at once (arrived, not yet answered). */
function mostAtOnce(entries: Array<{ arrived: number; answered: number }>): number {
  return Math.max(
    ...entries.map(
      ({ arrived }) => entries.filter((e) => e.arrived <= arrived && e.answered > arrived).length,
    ),
  );
}

describe('createUploader', () => {
  it('sends the file in chunks of the server’s size, each with its SHA-256, then completes it', async () => {
    const file = video(2 * CHUNK + 500);
    const progress: UploadProgress[] = [];
    const store = memoryUploadStore();
    const uploader = createUploader(client(), { file, store, onProgress: (p) => progress.push(p) });

    const result = await uploader.start();
    expect(result).toMatchObject({ url: '/api/files/f-u1', name: 'clip.mp4', size: file.size });
    const bytes = await bytesOf(file);
    expect(sessions.get('u1')!.bytes.equals(bytes)).toBe(true);
    expect(chunkRequests()).toEqual([
      `PUT /api/uploads/u1/chunks?offset=0&sha256=${sha256(bytes.subarray(0, CHUNK))}`,
      `PUT /api/uploads/u1/chunks?offset=${CHUNK}&sha256=${sha256(bytes.subarray(CHUNK, 2 * CHUNK))}`,
      `PUT /api/uploads/u1/chunks?offset=${2 * CHUNK}&sha256=${sha256(bytes.subarray(2 * CHUNK))}`,
    ]);
    expect(log.at(-1)).toBe('POST /api/uploads/u1/complete');
    expect(progress.map((p) => p.loaded)).toEqual([0, CHUNK, 2 * CHUNK, file.size, file.size]);
    expect(progress.at(-1)).toMatchObject({ total: file.size, remaining: 0 });
    expect(progress[1]!.speed).toBeGreaterThan(0);
    expect(uploader.status).toBe('done');
    // Done: nothing left to resume.
    expect(store.get(uploadKeyOf(file, 'clip.mp4', 'video'))).toBeNull();
  });

  it('wastes no chunk when a pipelined chunk overtakes the one before it on the way', async () => {
    // The second chunk reaches the server late (a slow connection under load): the third, sent
    // once the first was answered, arrives before it. It is held, not refused, and nothing is sent twice.
    // (The fake lets the second arrive only once the third has: the same crossing on every run.)
    const file = video(3 * CHUNK + 10);
    faults = { [CHUNK]: ['late'] };
    const statuses: UploaderStatus[] = [];
    const uploader = createUploader(client(), {
      file,
      store: memoryUploadStore(),
      onStatus: (status) => statuses.push(status),
    });
    await uploader.start();
    const bytes = await bytesOf(file);
    expect(sessions.get('u1')!.bytes.equals(bytes)).toBe(true);
    expect(arrivalOrder).toEqual([0, 2 * CHUNK, CHUNK, 3 * CHUNK]);
    expect(chunkRequests()).toEqual(
      [0, CHUNK, 2 * CHUNK, 3 * CHUNK].map((offset) => expect.stringContaining(`offset=${offset}&`)),
    );
    expect(log).not.toContain('GET /api/uploads/u1');
    expect(statuses).not.toContain('retrying');
  });

  it('retries a chunk after a dropped connection, a 503 and damaged bytes', async () => {
    const file = video(3 * CHUNK);
    faults = { 0: ['drop-before', '503', 'corrupt'] };
    const statuses: UploaderStatus[] = [];
    const uploader = createUploader(client(), {
      file,
      store: memoryUploadStore(),
      retryDelayMs: 5,
      onStatus: (status) => statuses.push(status),
    });
    await uploader.start();
    expect(sessions.get('u1')!.bytes.equals(await bytesOf(file))).toBe(true);
    // The first chunk took four tries.
    expect(chunkRequests().filter((line) => line.includes('offset=0&')).length).toBe(4);
    expect(statuses.filter((status) => status === 'retrying')).toHaveLength(3);
  });

  it('realigns on the server’s offset when a chunk’s answer was lost', async () => {
    const file = video(2 * CHUNK + 1);
    faults = { [CHUNK]: ['drop-after-store'] };
    await createUploader(client(), { file, store: memoryUploadStore(), retryDelayMs: 5 }).start();
    expect(sessions.get('u1')!.bytes.equals(await bytesOf(file))).toBe(true);
    expect(log).toContain('GET /api/uploads/u1');
    // The stored-but-unanswered chunk was not appended twice.
    expect(chunkRequests().filter((line) => line.includes(`offset=${CHUNK}&`))).toHaveLength(1);
  });

  it('realigns on a 409 when the server holds more than the uploader thought', async () => {
    const file = video(3 * CHUNK);
    const bytes = await bytesOf(file);
    const uploader = createUploader(client(), {
      file,
      store: memoryUploadStore(),
      concurrency: 1,
      retryDelayMs: 5,
      onProgress: (p) => {
        // Another tab of the same user sent the next chunk meanwhile.
        if (p.loaded === CHUNK) {
          const session = sessions.get('u1')!;
          session.bytes = Buffer.concat([session.bytes, bytes.subarray(CHUNK, 2 * CHUNK)]);
        }
      },
    });
    await uploader.start();
    expect(chunkRequests()).toEqual([
      expect.stringContaining('offset=0&'),
      expect.stringContaining(`offset=${CHUNK}&`),
      expect.stringContaining(`offset=${2 * CHUNK}&`),
    ]);
    expect(log).toContain('GET /api/uploads/u1');
    expect(sessions.get('u1')!.bytes.equals(bytes)).toBe(true);
  });

  it('sends the next chunk while the one before is being stored (concurrency 2), one at a time with 1', async () => {
    storeDelayMs = 300;
    const file = video(4 * CHUNK);
    await createUploader(client(), { file, store: memoryUploadStore() }).start();
    expect(sessions.get('u1')!.bytes.equals(await bytesOf(file))).toBe(true);
    expect(mostAtOnce(timeline)).toBe(2);

    timeline = [];
    await createUploader(client(), {
      file: video(3 * CHUNK, 'b.mp4'),
      store: memoryUploadStore(),
      concurrency: 1,
    }).start();
    expect(mostAtOnce(timeline)).toBe(1);
  });

  it('gives up after its tries with the last error', async () => {
    const file = video(CHUNK);
    faults = { 0: ['503', '503', '503'] };
    const uploader = createUploader(client(), {
      file,
      store: memoryUploadStore(),
      tries: 3,
      retryDelayMs: 5,
    });
    const error = await uploader.start().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(uploader.status).toBe('failed');
  });

  it('resumes a remembered upload from the server’s offset after a reload', async () => {
    const file = video(3 * CHUNK + 10);
    const store = memoryUploadStore();
    // The first page sends one chunk, then goes away (pause stands in for the reload).
    const first = createUploader(client(), {
      file,
      store,
      onProgress: (p) => {
        if (p.loaded === CHUNK) first.pause();
      },
    });
    await expect(first.start()).rejects.toBeInstanceOf(UploadPausedError);
    // A chunk already on the way may still land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sessions.get('u1')!.chain;
    const held = sessions.get('u1')!.bytes.length;
    expect(held).toBeGreaterThanOrEqual(CHUNK);
    log.length = 0;

    // The reloaded page: the same file, a new uploader, the same store.
    const progress: UploadProgress[] = [];
    const second = createUploader(client(), { file, store, onProgress: (p) => progress.push(p) });
    await second.start();
    expect(log[0]).toBe('GET /api/uploads/u1');
    expect(log.some((line) => line === 'POST /api/uploads')).toBe(false);
    expect(chunkRequests()[0]).toContain(`offset=${held}&`);
    expect(progress[0]!.loaded).toBe(held);
    expect(sessions.size).toBe(1);
    expect(sessions.get('u1')!.bytes.equals(await bytesOf(file))).toBe(true);
  });

  it('starts over when the remembered upload is gone on the server', async () => {
    const file = video(CHUNK);
    const store = memoryUploadStore();
    store.set(uploadKeyOf(file, 'clip.mp4', 'video'), 'u-expired');
    await createUploader(client(), { file, store }).start();
    expect(log.slice(0, 2)).toEqual(['GET /api/uploads/u-expired', 'POST /api/uploads']);
    expect(sessions.get('u1')!.status).toBe('complete');
  });

  it('cancel stops sending, removes the upload on the server and forgets it', async () => {
    const file = video(5 * CHUNK);
    const store = memoryUploadStore();
    const uploader = createUploader(client(), {
      file,
      store,
      onProgress: (p) => {
        if (p.loaded === CHUNK) void uploader.cancel();
      },
    });
    await expect(uploader.start()).rejects.toBeInstanceOf(UploadCancelledError);
    await expect.poll(() => log.at(-1)).toBe('DELETE /api/uploads/u1');
    expect(sessions.get('u1')!.status).toBe('cancelled');
    expect(chunkRequests().length).toBeLessThan(5);
    expect(store.get(uploadKeyOf(file, 'clip.mp4', 'video'))).toBeNull();
    expect(uploader.status).toBe('cancelled');
  });

  it('refuses a file of another type before sending anything', async () => {
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    const error = await createUploader(client(), { file: gif, store: memoryUploadStore() })
      .start()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as Error).message).toBe('仅支持 MP4、MOV、WebM、MKV 格式的视频');
    expect(log).toEqual([]);
  });
});
