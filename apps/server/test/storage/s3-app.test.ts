import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fileIdOf,
  UPLOAD_CHUNK_BYTES,
  type ExportJob,
  type StoredFile,
  type UploadSession,
} from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { certificationApplications, files } from '../../src/db/schema/index.js';
import { uploadKeyOf } from '../../src/modules/uploads/repository.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { SAMPLE_IMAGE } from '../support/stored-files.js';
import { readSheet } from '../support/xlsx.js';

/**
 * The storage-dependent paths of the app on S3 storage (an s3rver bucket in this process): chunked
 * uploads as multipart uploads (resume, cancel, completion on another process), images, the
 * seeded certification documents and export files, all served by redirect to presigned addresses.
 * The same paths on the local directory are the modules' own tests (uploads, files, exports).
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp({ storage: 's3', config: { uploadAheadWaitMs: 400 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const CHUNK = UPLOAD_CHUNK_BYTES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function mp4(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
}

async function started(size: number): Promise<UploadSession> {
  const response = await t.injectAs('creator', {
    method: 'POST',
    url: '/api/uploads',
    payload: { name: 'clip.mp4', size, mime: 'video/mp4', purpose: 'video' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UploadSession }>().data;
}

const put = (id: string, offset: number, payload: Buffer, headers: Record<string, string> = {}) =>
  t.injectAs('creator', {
    method: 'PUT',
    url: `/api/uploads/${id}/chunks?offset=${offset}`,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    payload,
  });

const complete = (id: string, body: Record<string, unknown> = {}) =>
  t.injectAs('creator', { method: 'POST', url: `/api/uploads/${id}/complete`, payload: body });

/**
 * Follows a stored file's address as a browser does: our signed address answers 302 to a
 * presigned address of the store, which serves the bytes.
 */
async function served(fileId: string, username = 'creator', range?: string) {
  const address = await t.injectAs(username, { method: 'GET', url: `/api/files/${fileId}/url` });
  expect(address.statusCode, address.body).toBe(200);
  const signed = await t.app.inject({
    method: 'GET',
    url: address.json<{ data: { url: string } }>().data.url,
  });
  expect(signed.statusCode).toBe(302);
  expect(signed.headers['cache-control']).toBe('no-store');
  const location = signed.headers.location!;
  expect(location.startsWith(`${t.s3!.settings.endpoint}/console/files/`)).toBe(true);
  const answer = await fetch(location, range ? { headers: { range } } : {});
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe('chunked uploads on S3 (one multipart upload, a part per chunk)', () => {
  it('assembles the parts, replaces a refused or cut-off part when resent, and serves the file from the store', async () => {
    const bytes = mp4(CHUNK + 1234);
    const session = await started(bytes.length);
    const key = uploadKeyOf(session.id);

    // A part whose checksum does not match is stored but does not count; sent again, it is replaced.
    const wrong = await put(session.id, 0, bytes.subarray(0, CHUNK), {
      'x-chunk-sha256': sha256(Buffer.from('x')),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await put(session.id, 0, bytes.subarray(0, CHUNK))).json().data.received).toBe(CHUNK);
    expect(await t.app.storage.parts(key)).toEqual([{ size: CHUNK }]);

    // The last chunk cut off mid-way over a real socket: nothing of it counts; the upload resumes.
    const req = httpRequest(`${baseUrl}/api/uploads/${session.id}/chunks?offset=${CHUNK}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await t.loginAs('creator')}`,
        'content-type': 'application/octet-stream',
        'content-length': 1234,
      },
    });
    req.on('error', () => {});
    req.write(bytes.subarray(CHUNK, CHUNK + 600));
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();
    await expect
      .poll(async () => (await put(session.id, CHUNK, bytes.subarray(CHUNK))).statusCode, { timeout: 20_000 })
      .toBe(200);

    const done = await complete(session.id, { sha256: sha256(bytes) });
    expect(done.statusCode, done.body).toBe(200);
    const file = done.json<{ data: StoredFile }>().data;
    // The upload's parts and manifest are gone; the object is in its final place.
    expect(await t.app.storage.parts(key)).toEqual([]);
    expect(await t.app.storage.stat(key)).toBeNull();
    expect(await t.app.storage.stat(`${key}.multipart`)).toBeNull();

    const whole = await served(file.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.bytes.equals(bytes)).toBe(true);
    const seek = await served(file.id, 'creator', `bytes=${CHUNK - 2}-${CHUNK + 1}`);
    expect(seek.status).toBe(206);
    expect(seek.bytes.equals(bytes.subarray(CHUNK - 2, CHUNK + 2))).toBe(true);
  });

  it('completes on another process, which finds the parts and hashes the assembled object once', async () => {
    const bytes = mp4(CHUNK + 77);
    const session = await started(bytes.length);
    expect((await put(session.id, 0, bytes.subarray(0, CHUNK))).statusCode).toBe(200);
    const other = await buildApp({
      database: t.database,
      storage: t.app.storage,
      logger: false,
      config: t.config,
    });
    try {
      const token = await t.loginAs('creator');
      const last = await other.inject({
        method: 'PUT',
        url: `/api/uploads/${session.id}/chunks?offset=${CHUNK}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        payload: bytes.subarray(CHUNK),
      });
      expect(last.statusCode, last.body).toBe(200);
      const wrong = await complete(session.id, { sha256: sha256(Buffer.from('else')) });
      expect(wrong.statusCode).toBe(400);
      // Asked again, the assembled object is checked again and completes.
      const done = await complete(session.id, { sha256: sha256(bytes) });
      expect(done.statusCode, done.body).toBe(200);
      expect((await served(done.json<{ data: StoredFile }>().data.id)).bytes.equals(bytes)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('cancel aborts the multipart upload: its parts and manifest are gone', async () => {
    const bytes = mp4(CHUNK + 10);
    const session = await started(bytes.length);
    await put(session.id, 0, bytes.subarray(0, CHUNK));
    const key = uploadKeyOf(session.id);
    expect(await t.app.storage.parts(key)).toEqual([{ size: CHUNK }]);
    const cancelled = await t.injectAs('creator', { method: 'DELETE', url: `/api/uploads/${session.id}` });
    expect(cancelled.statusCode).toBe(200);
    expect(await t.app.storage.parts(key)).toEqual([]);
    expect(await t.app.storage.stat(`${key}.multipart`)).toBeNull();
  });
});

describe('stored files on S3', () => {
  it('stores a cover frame and serves it from the store, privately cacheable', async () => {
    const response = await t.injectAs('creator', {
      method: 'POST',
      url: '/api/files?purpose=cover&name=frame.png',
      headers: { 'content-type': 'image/png' },
      payload: SAMPLE_IMAGE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const cover = await served(response.json<{ data: StoredFile }>().data.id);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(cover.headers.get('cache-control')).toBe('private, max-age=300');
    expect(cover.bytes.equals(SAMPLE_IMAGE)).toBe(true);
  });

  it('serves the seeded certification documents to their reviewer with no-store', async () => {
    const [application] = await t.database.db
      .select({ fields: certificationApplications.fields })
      .from(certificationApplications)
      .where(eq(certificationApplications.type, 'personal'))
      .limit(1);
    const id = fileIdOf(application!.fields.id_front as string)!;
    const document = await served(id, 'operator');
    expect(document.status).toBe(200);
    expect(document.headers.get('cache-control')).toBe('no-store');
    expect(document.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('writes an export file to the bucket and downloads it from there', async () => {
    const started = await t.injectAs('creator', {
      method: 'POST',
      url: '/api/exports',
      payload: { kind: 'videos', filter: { status: 'published', sort: 'created_at', order: 'desc' } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json<{ data: ExportJob }>().data;
    await t.app.exports.idle();
    const list = await t.injectAs('creator', { method: 'GET', url: '/api/exports?size=100' });
    const done = list.json<{ data: { data: ExportJob[] } }>().data.data.find((j) => j.id === job.id)!;
    expect(done.status).toBe('done');
    const sheet = await served(fileIdOf(done.file!)!);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sheet.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''/);
    expect((await readSheet(sheet.bytes))[0]![0]).toBe('ID');
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, fileIdOf(done.file!)!));
    expect(await t.app.storage.stat(row!.storageKey)).toEqual({ size: sheet.bytes.length });
  });

  it('lets the console load images and media from the store (CSP)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: blob: ${t.s3!.settings.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${t.s3!.settings.endpoint}`);
  });
});

describe('STORAGE=s3 configuration', () => {
  it('names what is missing', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'Invalid environment: STORAGE=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless AWS)',
    );
    expect(() => loadConfig({ STORAGE: 'minio' })).toThrow(/STORAGE/);
  });

  it('reads the bucket settings; the local directory stays the default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'console',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: undefined,
      bucket: 'console',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });
});
