import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_CHUNK_BYTES, type StoredFile, type UploadSession } from '@creator-console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { files, uploads } from '../../db/schema/index.js';
import { png } from '../../db/seed/demo-images.js';
import { STALE_MS, uploadKeyOf } from './repository.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
let baseUrl: string;
/** How long a chunk ahead of its predecessor waits for it here (the default is 10 s). */
const AHEAD_WAIT = 400;
beforeAll(async () => {
  t = await buildTestApp({ config: { uploadAheadWaitMs: AHEAD_WAIT } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const CHUNK = UPLOAD_CHUNK_BYTES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Random bytes that start like an MP4 (an ISO-BMFF `ftyp` box). */
function mp4(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
}

const rows = async () => ({
  uploads: (await t.database.db.select({ n: count() }).from(uploads))[0]!.n,
  files: (await t.database.db.select({ n: count() }).from(files))[0]!.n,
});

async function create(username: string, body: Record<string, unknown>) {
  return t.injectAs(username, { method: 'POST', url: '/api/uploads', payload: body });
}

async function started(size: number, username = 'creator', name = 'clip.mp4'): Promise<UploadSession> {
  const response = await create(username, { name, size, mime: 'video/mp4', purpose: 'video' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UploadSession }>().data;
}

const put = (
  id: string,
  offset: number,
  payload: Buffer,
  { username = 'creator', query = '', headers = {} as Record<string, string> } = {},
) =>
  t.injectAs(username, {
    method: 'PUT',
    url: `/api/uploads/${id}/chunks?offset=${offset}${query}`,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload,
  });

const state = (id: string, username = 'creator') =>
  t.injectAs(username, { method: 'GET', url: `/api/uploads/${id}` });
const complete = (id: string, body: Record<string, unknown> = {}, username = 'creator') =>
  t.injectAs(username, { method: 'POST', url: `/api/uploads/${id}/complete`, payload: body });
const cancel = (id: string, username = 'creator') =>
  t.injectAs(username, { method: 'DELETE', url: `/api/uploads/${id}` });

/** The bytes held for an upload: its stored parts until assembled, then the assembled object; null when none. */
async function storedSize(id: string): Promise<number | null> {
  const parts = await t.app.storage.parts(uploadKeyOf(id));
  if (parts.length > 0) return parts.reduce((sum, part) => sum + part.size, 0);
  return (await t.app.storage.stat(uploadKeyOf(id)))?.size ?? null;
}

async function sendAll(id: string, bytes: Buffer, from = 0) {
  for (let offset = from; offset < bytes.length; offset += CHUNK) {
    const response = await put(id, offset, bytes.subarray(offset, offset + CHUNK));
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** The bytes a stored file reference serves through its signed address. */
async function servedBytes(file: StoredFile, username = 'creator'): Promise<Buffer> {
  const address = await t.injectAs(username, { method: 'GET', url: `${file.url}/url` });
  expect(address.statusCode).toBe(200);
  const { url } = address.json<{ data: { url: string } }>().data;
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

describe('POST /api/uploads → PUT chunks → complete', () => {
  it('assembles the chunks into a stored file whose address serves exactly the bytes', async () => {
    const bytes = mp4(2 * CHUNK + 1234);
    const session = await started(bytes.length);
    expect(session).toMatchObject({
      chunk_size: CHUNK,
      received: 0,
      size: bytes.length,
      status: 'uploading',
    });

    // Checksums by header, by query, and none.
    const first = await put(session.id, 0, bytes.subarray(0, CHUNK), {
      headers: { 'x-chunk-sha256': sha256(bytes.subarray(0, CHUNK)) },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.received).toBe(CHUNK);
    const second = await put(session.id, CHUNK, bytes.subarray(CHUNK, 2 * CHUNK), {
      query: `&sha256=${sha256(bytes.subarray(CHUNK, 2 * CHUNK))}`,
    });
    expect(second.json().data.received).toBe(2 * CHUNK);
    const last = await put(session.id, 2 * CHUNK, bytes.subarray(2 * CHUNK));
    expect(last.json().data).toMatchObject({ received: bytes.length, status: 'uploading' });

    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect(done.statusCode, done.body).toBe(200);
    const file = done.json<{ data: StoredFile }>().data;
    expect(file).toMatchObject({
      url: `/api/files/${file.id}`,
      name: 'clip.mp4',
      mime: 'video/mp4',
      size: bytes.length,
    });
    expect((await servedBytes(file)).equals(bytes)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file.id));
    expect(row!.sha256).toBe(sha256(bytes));

    // The session says so, the upload's own bytes are gone, and asking again gives the same file.
    expect((await state(session.id)).json().data).toMatchObject({
      status: 'complete',
      file: { id: file.id },
    });
    expect(await storedSize(session.id)).toBeNull();
    expect((await complete(session.id)).json().data.id).toBe(file.id);
    expect((await put(session.id, bytes.length, Buffer.from('x'))).statusCode).toBe(202);
  });

  it('resumes after a chunk cut off mid-way: only whole chunks count, and the upload continues', async () => {
    const bytes = mp4(2 * CHUNK + 10);
    const session = await started(bytes.length);
    await sendAll(session.id, bytes.subarray(0, CHUNK));

    // Half of the second chunk, over a real socket that is then dropped — once the server has
    // stored part of it (dropped earlier, the size below would be CHUNK before the server noticed).
    const req = httpRequest(`${baseUrl}/api/uploads/${session.id}/chunks?offset=${CHUNK}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokenOf.creator}`,
        'content-type': 'application/octet-stream',
        'content-length': CHUNK,
      },
    });
    req.on('error', () => {});
    req.write(bytes.subarray(CHUNK, CHUNK + CHUNK / 2));
    await expect.poll(() => storedSize(session.id), { timeout: 20_000 }).toBeGreaterThan(CHUNK);
    req.destroy();
    // Once the server noticed the drop, the chunk is taken again from the last whole chunk (the
    // part cut off is replaced, never assembled); until then it answers 409 (a chunk is being written).
    await expect
      .poll(async () => (await put(session.id, CHUNK, bytes.subarray(CHUNK, 2 * CHUNK))).statusCode, {
        timeout: 20_000,
      })
      .toBe(200);
    expect((await state(session.id)).json().data.received).toBe(2 * CHUNK);

    await sendAll(session.id, bytes, 2 * CHUNK);
    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await servedBytes(done.json().data)).equals(bytes)).toBe(true);
  });

  it('completes on another process (or after a restart) by hashing the stored bytes once', async () => {
    const bytes = mp4(CHUNK + 77);
    const session = await started(bytes.length);
    await sendAll(session.id, bytes);
    // A second app on the same database and storage: it has no running hash of this upload.
    const other = await buildApp({
      database: t.database,
      storage: t.app.storage,
      logger: false,
      config: t.config,
    });
    try {
      const wrong = await other.inject({
        method: 'POST',
        url: `/api/uploads/${session.id}/complete`,
        headers: { authorization: `Bearer ${tokenOf.creator}` },
        payload: { sha256: sha256(Buffer.from('else')) },
      });
      expect(wrong.statusCode).toBe(400);
      const done = await other.inject({
        method: 'POST',
        url: `/api/uploads/${session.id}/complete`,
        headers: { authorization: `Bearer ${tokenOf.creator}` },
        payload: { sha256: sha256(bytes) },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await servedBytes(done.json().data)).equals(bytes)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('takes a chunk sent right behind the one being stored once that one is done (pipelining)', async () => {
    const bytes = mp4(3 * CHUNK);
    const session = await started(bytes.length);
    const answers = await Promise.all([
      put(session.id, 0, bytes.subarray(0, CHUNK)),
      put(session.id, CHUNK, bytes.subarray(CHUNK, 2 * CHUNK)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await state(session.id)).json().data.received).toBe(2 * CHUNK);
    // Two chunks for one place: the second is refused.
    const twice = await Promise.all([
      put(session.id, 2 * CHUNK, bytes.subarray(2 * CHUNK)),
      put(session.id, 2 * CHUNK, bytes.subarray(2 * CHUNK)),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect((await servedBytes(done.json().data)).equals(bytes)).toBe(true);
  });

  it('holds a chunk that arrived before the one in front of it, then stores both in order (pipelining under load)', async () => {
    const bytes = mp4(3 * CHUNK);
    const session = await started(bytes.length);
    expect((await put(session.id, 0, bytes.subarray(0, CHUNK))).statusCode).toBe(200);
    // The third chunk overtook the second on the way (two connections): it waits instead of a 409.
    const third = put(session.id, 2 * CHUNK, bytes.subarray(2 * CHUNK));
    await new Promise((resolve) => setTimeout(resolve, AHEAD_WAIT / 4));
    const second = put(session.id, CHUNK, bytes.subarray(CHUNK, 2 * CHUNK));
    const answers = await Promise.all([second, third]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json().data.received).toBe(3 * CHUNK);
    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect(done.statusCode).toBe(200);
    expect((await servedBytes(done.json().data)).equals(bytes)).toBe(true);
  });

  it('refuses the chunk behind a failed one at once: its predecessor came already', async () => {
    const bytes = mp4(2 * CHUNK);
    const session = await started(bytes.length);
    const damaged = await put(session.id, 0, bytes.subarray(0, CHUNK), {
      query: `&sha256=${'0'.repeat(64)}`,
    });
    expect(damaged.statusCode).toBe(400);
    const sentAt = Date.now();
    const behind = await put(session.id, CHUNK, bytes.subarray(CHUNK));
    expect(behind.statusCode).toBe(409);
    expect(Date.now() - sentAt).toBeLessThan(AHEAD_WAIT);
  });

  it('refuses a chunk at another offset than the stored one with 409, keeping what is stored', async () => {
    const bytes = mp4(CHUNK + 100);
    const session = await started(bytes.length);
    // A chunk ahead whose predecessor never comes is refused once the bounded wait is over.
    const sentAt = Date.now();
    const ahead = await put(session.id, CHUNK, bytes.subarray(CHUNK));
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(AHEAD_WAIT - 50);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toBe('分片位置不一致：服务器已接收 0 字节，请从该位置继续');
    await sendAll(session.id, bytes.subarray(0, CHUNK));
    // A repeated chunk (its answer was lost) is refused too; the client realigns from `received`.
    const again = await put(session.id, 0, bytes.subarray(0, CHUNK));
    expect(again.statusCode).toBe(409);
    expect((await state(session.id)).json().data.received).toBe(CHUNK);
    expect(await storedSize(session.id)).toBe(CHUNK);
  });

  it('refuses a chunk whose checksum does not match: it does not count, and is taken again', async () => {
    const bytes = mp4(CHUNK + 100);
    const session = await started(bytes.length);
    const wrong = await put(session.id, 0, bytes.subarray(0, CHUNK), {
      headers: { 'x-chunk-sha256': sha256(Buffer.from('other bytes')) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('分片校验失败，请重新发送');
    expect((await state(session.id)).json().data.received).toBe(0);
    const malformed = await put(session.id, 0, bytes.subarray(0, CHUNK), {
      headers: { 'x-chunk-sha256': 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('校验值格式不正确');
    const right = await put(session.id, 0, bytes.subarray(0, CHUNK));
    expect(right.json().data.received).toBe(CHUNK);
    expect(await storedSize(session.id)).toBe(CHUNK);
  });

  it('refuses a whole file whose checksum does not match at completion, changing nothing', async () => {
    const bytes = mp4(1000);
    const session = await started(bytes.length);
    await sendAll(session.id, bytes);
    const before = await rows();
    const response = await complete(session.id, { sha256: sha256(Buffer.from('else')) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('文件校验失败，请重新上传');
    expect(await rows()).toEqual(before);
    expect((await state(session.id)).json().data).toMatchObject({ status: 'uploading', received: 1000 });
    expect(await storedSize(session.id)).toBe(1000);
    // The right hash still completes it.
    expect((await complete(session.id, { sha256: sha256(bytes) })).statusCode).toBe(200);
  });

  it('refuses to complete before every byte arrived', async () => {
    const bytes = mp4(CHUNK + 100);
    const session = await started(bytes.length);
    await sendAll(session.id, bytes.subarray(0, CHUNK));
    const early = await complete(session.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`文件尚未上传完整：已接收 ${CHUNK} / ${bytes.length} 字节`);
  });

  it('refuses wrong types and oversized files with their messages, recording nothing', async () => {
    const before = await rows();
    const type = await create('creator', { name: 'a.gif', size: 10, mime: 'image/gif', purpose: 'video' });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe('仅支持 MP4、MOV、WebM、MKV 格式的视频');
    const size = await create('creator', {
      name: 'big.mp4',
      size: 4 * 1024 ** 3 + 1,
      mime: 'video/mp4',
      purpose: 'video',
    });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('视频不能超过 4 GB');
    expect(await rows()).toEqual(before);
  });

  it('refuses a chunk over the chunk size, past the declared size, of another type or not a video', async () => {
    const session = await started(CHUNK + 10);
    const big = await put(session.id, 0, mp4(CHUNK + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('分片不能超过 8 MB');
    const text = await put(session.id, 0, mp4(100), { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    // Every chunk but the last is one whole chunk: it is one part of an S3 multipart upload.
    const short = await put(session.id, 0, mp4(CHUNK - 1));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('分片大小须为 8 MB（最后一个分片除外）');

    const small = await started(100);
    const past = await put(small.id, 0, mp4(101));
    expect(past.statusCode).toBe(413);
    expect(past.json().message).toBe('分片超出了声明的文件大小');

    const fake = await put(small.id, 0, Buffer.alloc(100, 0x41));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('文件内容与格式不符，请上传有效的视频');
    expect((await state(small.id)).json().data.received).toBe(0);
  });

  it('takes the chunk size a client asks for (8 or 16 MiB) and holds chunks to it', async () => {
    const MIB = 1024 * 1024;
    const bytes = mp4(16 * MIB + 100);
    const asked = await create('creator', {
      name: 'big-chunks.mp4',
      size: bytes.length,
      mime: 'video/mp4',
      purpose: 'video',
      chunk_size: 16 * MIB,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const session = asked.json<{ data: UploadSession }>().data;
    expect(session.chunk_size).toBe(16 * MIB);
    // Not a whole chunk, and not the last: S3 would refuse the part.
    const short = await put(session.id, 0, bytes.subarray(0, 8 * MIB));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('分片大小须为 16 MB（最后一个分片除外）');
    expect((await put(session.id, 0, bytes.subarray(0, 16 * MIB))).statusCode).toBe(200);
    expect((await put(session.id, 16 * MIB, bytes.subarray(16 * MIB))).statusCode).toBe(200);
    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await servedBytes(done.json<{ data: StoredFile }>().data)).equals(bytes)).toBe(true);

    // Under S3's 5 MiB part minimum.
    const small = await create('creator', {
      name: 'small.mp4',
      size: 100,
      mime: 'video/mp4',
      purpose: 'video',
      chunk_size: 4 * MIB,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('分片大小须为 8 或 16 MiB');
  });

  it('takes the image purposes (cover, album, certification) by the single-image rule', async () => {
    // Another creator than the other tests' (each account holds at most 20 open uploads).
    const who = 'qinghe_xiaoyu';
    const image = png(40, 30, () => [200, 40, 40]);
    const asked = await create(who, {
      name: 'cover.png',
      size: image.length,
      mime: 'image/png',
      purpose: 'cover',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const session = asked.json<{ data: UploadSession }>().data;
    expect((await put(session.id, 0, image, { username: who })).statusCode).toBe(200);
    const done = await complete(session.id, { sha256: sha256(image) }, who);
    expect(done.statusCode, done.body).toBe(200);
    const file = done.json<{ data: StoredFile }>().data;
    expect(file).toMatchObject({ mime: 'image/png', size: image.length });
    expect((await servedBytes(file, who)).equals(image)).toBe(true);

    const before = await rows();
    const type = await create(who, { name: 'a.mp4', size: 100, mime: 'video/mp4', purpose: 'album' });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe('仅支持 JPG、PNG、WebP 格式的图片');
    const size = await create(who, {
      name: 'big.png',
      size: 5 * 1024 * 1024 + 1,
      mime: 'image/png',
      purpose: 'certification',
    });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('图片不能超过 5 MB');
    const gif = await create(who, { name: 'a.gif', size: 100, mime: 'image/gif', purpose: 'cover' });
    expect(gif.json().message).toBe('仅支持 JPG、PNG、WebP 格式的图片');
    expect(await rows()).toEqual(before);

    const pretend = await create(who, { name: 'p.png', size: 100, mime: 'image/png', purpose: 'cover' });
    const pretendId = pretend.json<{ data: UploadSession }>().data.id;
    const refused = await put(pretendId, 0, mp4(100), { username: who });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('文件内容与格式不符，请上传有效的图片');
    // A video's type under an image purpose, or an image under video, keeps each one's message.
    const video = await create(who, { name: 'a.png', size: 100, mime: 'image/png', purpose: 'video' });
    expect(video.json().message).toBe('仅支持 MP4、MOV、WebM、MKV 格式的视频');
  });

  it('answers another user’s upload like a missing one', async () => {
    const bytes = mp4(1000);
    const session = await started(bytes.length);
    expect((await state(session.id, 'creator_live')).statusCode).toBe(404);
    expect((await put(session.id, 0, bytes, { username: 'creator_live' })).statusCode).toBe(404);
    expect((await complete(session.id, {}, 'creator_live')).statusCode).toBe(404);
    expect((await cancel(session.id, 'creator_live')).statusCode).toBe(404);
    expect((await state(session.id)).json().data).toMatchObject({ received: 0, status: 'uploading' });
    expect((await state(session.id, 'admin')).statusCode).toBe(404);
  });

  it('cancel removes the bytes; the upload takes no more chunks', async () => {
    const bytes = mp4(CHUNK + 10);
    const session = await started(bytes.length);
    await sendAll(session.id, bytes.subarray(0, CHUNK));
    expect(await storedSize(session.id)).toBe(CHUNK);
    const cancelled = await cancel(session.id);
    expect(cancelled.statusCode).toBe(200);
    expect(await storedSize(session.id)).toBeNull();
    expect((await state(session.id)).json().data.status).toBe('cancelled');
    const more = await put(session.id, CHUNK, bytes.subarray(CHUNK));
    expect(more.statusCode).toBe(202);
    expect(more.json().message).toBe('该上传已取消，请重新选择文件');
  });

  it('sweeps uploads without a chunk for a day on the next create', async () => {
    const session = await started(CHUNK + 10);
    await sendAll(session.id, mp4(CHUNK));
    await t.database.db
      .update(uploads)
      .set({ updatedAt: new Date(Date.now() - STALE_MS - 60_000) })
      .where(eq(uploads.id, session.id));
    await started(10);
    expect((await state(session.id)).statusCode).toBe(404);
    expect(await storedSize(session.id)).toBeNull();
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { name: 'a.mp4', size: 10, mime: 'video/mp4' },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** Bearer tokens for raw socket requests. */
const tokenOf: Record<string, string> = {};
beforeAll(async () => {
  tokenOf.creator = await t.loginAs('creator');
});
