import { createHash, randomBytes } from 'node:crypto';
import {
  fileIdOf,
  UPLOAD_CHUNK_BYTES,
  type StoredFile,
  type UploadSession,
  type VideoDetail,
} from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE } from '../support/stored-files.js';
import {
  call,
  login,
  startPair,
  startPairOnS3,
  type Answer,
  type S3Pair,
  type ServerPair,
  type ServerProcess,
} from './harness.js';

/**
 * Issue 18 item 4, "start an upload on A and finish it on B", with real processes: a creator sends
 * the first chunk of a video to A, asks B where the upload stands and sends it the rest and the
 * completion; the video saved with that file and a cover is then served through both processes.
 * Once on the pair's shared local directory, once on one S3 bucket (s3rver in the test process,
 * `STORAGE=s3`), where every chunk is a part of one multipart upload that B completes.
 *
 * Runs in the PostgreSQL step of `npm test` (scripts/with-postgres.mjs sets DATABASE_URL).
 */

const CHUNK = UPLOAD_CHUNK_BYTES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Two chunks (the smallest chunk size is 8 MiB, S3's part minimum), an MP4 signature first. */
function sampleVideo(): Buffer {
  const bytes = randomBytes(CHUNK + 4321);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
}

/** A request with a raw body (a chunk, an image), answered like `call`. */
async function send<T>(
  server: ServerProcess,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: Buffer,
  contentType: string,
): Promise<Answer<T>> {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Answer<T>['body']) : null,
    ms: performance.now() - started,
  };
}

const storages: { name: string; start: () => Promise<ServerPair | S3Pair> }[] = [
  { name: 'the shared local directory', start: () => startPair() },
  { name: 'one S3 bucket (STORAGE=s3, s3rver)', start: () => startPairOnS3() },
];

describe.skipIf(!process.env.DATABASE_URL).each(storages)(
  'an upload started on A and finished on B, on $name',
  ({ start }) => {
    let pair: ServerPair | S3Pair;
    let a: ServerProcess;
    let b: ServerProcess;
    let token: string;

    beforeAll(async () => {
      pair = await start();
      ({ a, b } = pair);
      const answer = await login(a, 'creator');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      token = answer.body!.data!.token;
    }, 120_000);

    afterAll(async () => {
      await pair?.close();
    });

    /**
     * The bytes of a stored file as a browser gets them: `signer` hands out the signed address,
     * `server` answers it (the bytes, or on S3 a redirect to a presigned address of the bucket).
     */
    async function served(fileId: string, signer: ServerProcess, server: ServerProcess, range?: string) {
      const address = await call<{ url: string }>(signer, 'GET', `/api/files/${fileId}/url`, { token });
      expect(address.status, JSON.stringify(address.body)).toBe(200);
      const url = address.body!.data!.url;
      expect(url.startsWith('/')).toBe(true);
      const headers = range ? { range } : undefined;
      let response = await fetch(`${server.base}${url}`, { redirect: 'manual', headers });
      if ('s3' in pair) {
        // On S3 no file passes through a process: the bucket serves it at a presigned address.
        expect(response.status, `${server.name} answered ${url}`).toBe(302);
        const location = response.headers.get('location')!;
        expect(location.startsWith(`${pair.s3.settings.endpoint}/console/files/`)).toBe(true);
        response = await fetch(location, { headers });
      }
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    }

    it('keeps the chunks A stored, takes the rest and the completion on B, and both serve the video and its cover', async () => {
      const video = sampleVideo();

      // A: the cover image, the session, the first chunk.
      const cover = await send<StoredFile>(
        a,
        'POST',
        '/api/files?purpose=cover&name=cover.png',
        token,
        SAMPLE_IMAGE,
        'image/png',
      );
      expect(cover.status, JSON.stringify(cover.body)).toBe(200);
      const created = await call<UploadSession>(a, 'POST', '/api/uploads', {
        token,
        body: { name: '两台进程.mp4', size: video.length, mime: 'video/mp4', purpose: 'video' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const session = created.body!.data!;
      expect(session.chunk_size).toBe(CHUNK);
      const chunk = (offset: number) => video.subarray(offset, offset + CHUNK);
      const put = (server: ServerProcess, offset: number) =>
        send<UploadSession>(
          server,
          'PUT',
          `/api/uploads/${session.id}/chunks?offset=${offset}&sha256=${sha256(chunk(offset))}`,
          token,
          chunk(offset),
          'application/octet-stream',
        );
      const first = await put(a, 0);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body!.data!.received).toBe(CHUNK);

      // B: where the upload stands (as a reloaded page asks), the remaining chunk, the completion.
      const state = await call<UploadSession>(b, 'GET', `/api/uploads/${session.id}`, { token });
      expect(state.status).toBe(200);
      expect(state.body!.data).toMatchObject({ received: CHUNK, status: 'uploading', file: null });
      let received = state.body!.data!.received;
      while (received < video.length) {
        const next = await put(b, received);
        expect(next.status, JSON.stringify(next.body)).toBe(200);
        expect(next.body!.data!.received).toBe(Math.min(received + CHUNK, video.length));
        received = next.body!.data!.received;
      }
      const completed = await call<StoredFile>(b, 'POST', `/api/uploads/${session.id}/complete`, {
        token,
        body: { sha256: sha256(video) },
      });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      const file = completed.body!.data!;
      expect(file).toMatchObject({ mime: 'video/mp4', size: video.length, name: '两台进程.mp4' });
      // A sees the session complete with its file.
      const done = await call<UploadSession>(a, 'GET', `/api/uploads/${session.id}`, { token });
      expect(done.body!.data).toMatchObject({ status: 'complete', received: video.length, file });

      // A: the video saved with both files; B shows it.
      const saved = await call<VideoDetail>(a, 'POST', '/api/my-videos', {
        token,
        body: {
          title: '两台进程上传',
          cover: cover.body!.data!.url,
          file: { url: file.url, mime: file.mime, size: file.size },
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const detail = await call<VideoDetail>(b, 'GET', `/api/my-videos/${saved.body!.data!.id}`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body!.data).toMatchObject({
        cover: cover.body!.data!.url,
        file: { url: file.url, mime: 'video/mp4', size: video.length },
      });

      // Signed by one process, served through the other, both ways; a seek across the chunk A stored.
      const videoId = fileIdOf(detail.body!.data!.file!.url)!;
      const coverId = fileIdOf(detail.body!.data!.cover!)!;
      for (const [signer, server] of [
        [a, b],
        [b, a],
      ] as const) {
        const whole = await served(videoId, signer, server);
        expect(whole.status).toBe(200);
        expect(whole.type).toBe('video/mp4');
        expect(whole.bytes.equals(video)).toBe(true);
        const image = await served(coverId, signer, server);
        expect(image.status).toBe(200);
        expect(image.type).toBe('image/png');
        expect(image.bytes.equals(SAMPLE_IMAGE)).toBe(true);
      }
      const seek = await served(videoId, b, a, `bytes=${CHUNK - 3}-${CHUNK + 2}`);
      expect(seek.status).toBe(206);
      expect(seek.bytes.equals(video.subarray(CHUNK - 3, CHUNK + 3))).toBe(true);
    });
  },
);
