import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * No request body, however malformed, may take the process down (issue 13, finding 1). These run
 * against a real listening server over raw sockets: `inject()` does not stream a body the way a
 * socket does (chunked encoding, a body past its declared size, a connection dropped mid-body).
 */
let t: TestApp;
let port: number;
let token: string;
const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  // An error nobody listens for surfaces here (in a real server it ends the process).
  process.on('uncaughtException', recordCrash);
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = await t.loginAs('creator');
});
afterAll(async () => {
  process.off('uncaughtException', recordCrash);
  await t?.close();
});

/** PNG signature followed by filler: passes the signature check of the image routes. */
const pngLike = (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
/** Bytes that start like an MP4 (an ISO-BMFF `ftyp` box). */
const mp4Like = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
};

interface RawSend {
  head: string;
  /** Parts written one after the other, each after the previous one was flushed. */
  parts: Buffer[];
  /** After the parts: `end` half-closes, `destroy` drops the connection, `wait` leaves it open. */
  then: 'end' | 'destroy' | 'wait';
}

/** Sends a raw HTTP request; answers the status line the server sent, or null without one. */
function raw({ head, parts, then }: RawSend): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = () => resolve(answer ? answer.split('\r\n')[0]! : null);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', async () => {
      const write = (data: Buffer | string) =>
        new Promise<void>((done) => (socket.destroyed ? done() : socket.write(data, () => done())));
      await write(head);
      for (const part of parts) await write(part);
      if (then === 'end') socket.end();
      else if (then === 'destroy') setTimeout(() => socket.destroy(), 100);
      else setTimeout(() => socket.destroy(), 1500);
    });
  });
}

const chunked = (data: Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

const headOf = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

async function stillAnswers() {
  const response = await fetch(`http://127.0.0.1:${port}/api/my-profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  // Each case answers for its own crashes.
  expect(crashes.splice(0)).toEqual([]);
}

async function newUpload(size: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'clip.mp4', size, mime: 'video/mp4', purpose: 'video' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

interface UploadRoute {
  name: string;
  /** A fresh target path, and the content type and body bytes that route takes. */
  target(): Promise<{
    method: string;
    path: string;
    type: string;
    limit: number;
    bytes: (n: number) => Buffer;
  }>;
}

const ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/files',
    target: async () => ({
      method: 'POST',
      path: '/api/files?purpose=cover&name=x.png',
      type: 'image/png',
      limit: 5 * 1024 * 1024,
      bytes: pngLike,
    }),
  },
  {
    name: 'PUT /api/uploads/{id}/chunks',
    target: async () => ({
      method: 'PUT',
      path: `/api/uploads/${await newUpload(1000)}/chunks?offset=0`,
      type: 'application/octet-stream',
      limit: 1000,
      bytes: mp4Like,
    }),
  },
];

describe.each(ROUTES)('a malformed body on $name leaves the server answering', (routeOf) => {
  it('chunked transfer encoding past the size limit: 413', async () => {
    const { method, path, type, limit, bytes } = await routeOf.target();
    const body = bytes(limit + 64 * 1024);
    const status = await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Transfer-Encoding': 'chunked' }),
      parts: [chunked(body.subarray(0, 16 * 1024)), chunked(body.subarray(16 * 1024)), LAST_CHUNK],
      then: 'wait',
    });
    // The answer may not arrive when the server stops reading; the process must live on.
    if (status) expect(status).toMatch(/ 413 /);
    await stillAnswers();
  });

  it('chunked transfer encoding past the limit in one piece, then dropped', async () => {
    const { method, path, type, limit, bytes } = await routeOf.target();
    await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Transfer-Encoding': 'chunked' }),
      parts: [chunked(bytes(limit + 1))],
      then: 'destroy',
    });
    await stillAnswers();
  });

  it('a declared size over the limit: 413', async () => {
    const { method, path, type, limit, bytes } = await routeOf.target();
    const status = await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Content-Length': limit + 1 }),
      parts: [bytes(limit + 1)],
      then: 'wait',
    });
    if (status) expect(status).toMatch(/ 413 /);
    await stillAnswers();
  });

  it('a body shorter than its declared size (truncated, then half-closed)', async () => {
    const { method, path, type, limit, bytes } = await routeOf.target();
    await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Content-Length': limit }),
      parts: [bytes(Math.floor(limit / 2))],
      then: 'end',
    });
    await stillAnswers();
  });

  it('a connection dropped mid-body', async () => {
    const { method, path, type, limit, bytes } = await routeOf.target();
    await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Content-Length': limit }),
      parts: [bytes(Math.floor(limit / 3))],
      then: 'destroy',
    });
    await stillAnswers();
  });

  it('a chunked body with broken chunk framing', async () => {
    const { method, path, type, bytes } = await routeOf.target();
    const status = await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Transfer-Encoding': 'chunked' }),
      parts: [chunked(bytes(100)), Buffer.from('zz\r\nnot a chunk\r\n')],
      then: 'wait',
    });
    if (status) expect(status).toMatch(/ 400 /);
    await stillAnswers();
  });

  it('more bytes than its declared size (the rest is a second, garbage request)', async () => {
    const { method, path, type, bytes } = await routeOf.target();
    const body = bytes(600);
    await raw({
      head: headOf(method, path, { 'Content-Type': type, 'Content-Length': 300 }),
      parts: [body],
      then: 'wait',
    });
    await stillAnswers();
  });
});
