import { fileIdOf, MAX_IMAGE_BYTES } from '@creator-console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationApplications, files } from '../../db/schema/index.js';
import { png } from '../../db/seed/demo-images.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const IMAGE = png(40, 30, (x, y) => [x * 6, y * 8, 120]);
/** Real 1×1 images: a baseline JPEG, a lossy (VP8) and a lossless (VP8L) WebP. */
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxgRQyoZGhCCNCsfAVUdHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAAgBAQAAPwD3+iiigD//2Q==',
  'base64',
);
const WEBP_LOSSY_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const WEBP_LOSSLESS_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A copy of a PNG whose header says it is 0 pixels wide. */
function withZeroWidth(image: Buffer): Buffer {
  const copy = Buffer.from(image);
  copy.writeUInt32BE(0, 16);
  return copy;
}
const fileRows = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;

const upload = (
  username: string,
  payload: Buffer | string,
  contentType = 'image/png',
  query = 'purpose=certification&name=id-front.png',
) =>
  t.injectAs(username, {
    method: 'POST',
    url: `/api/files?${query}`,
    headers: { 'content-type': contentType },
    payload,
  });

const addressOf = (username: string, id: string) =>
  t.injectAs(username, { method: 'GET', url: `/api/files/${id}/url` });

async function uploadedId(username = 'creator'): Promise<string> {
  const response = await upload(username, IMAGE);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

describe('POST /api/files (image upload)', () => {
  it('stores the image and answers the reference to keep in other records', async () => {
    const response = await upload('creator', IMAGE);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { id: string; url: string; name: string; mime: string; size: number };
    }>();
    expect(data).toMatchObject({
      url: `/api/files/${data.id}`,
      name: 'id-front.png',
      mime: 'image/png',
      size: IMAGE.length,
    });
    expect(fileIdOf(data.url)).toBe(data.id);
  });

  it('refuses another media type with 415 and the contract message, storing nothing', async () => {
    const before = await fileRows();
    const text = await upload('creator', 'hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: '仅支持 JPG、PNG、WebP 格式的图片' });
    const json = await upload('creator', JSON.stringify({ a: 1 }), 'application/json');
    expect(json.statusCode).toBe(415);
    expect(await fileRows()).toBe(before);
  });

  it('refuses bytes that are not the image they claim to be', async () => {
    const before = await fileRows();
    const response = await upload('creator', Buffer.from('GIF89a not really a png'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('文件内容与格式不符，请上传有效的图片');
    expect(await fileRows()).toBe(before);
  });

  it('accepts real JPEG and WebP images (lossy and lossless)', async () => {
    for (const [label, bytes, type] of [
      ['jpeg', JPEG_1X1, 'image/jpeg'],
      ['webp lossy', WEBP_LOSSY_1X1, 'image/webp'],
      ['webp lossless', WEBP_LOSSLESS_1X1, 'image/webp'],
    ] as const) {
      const response = await upload('creator', bytes, type, 'purpose=cover&name=tiny');
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a file that only starts like an image: the header must decode (issue 13, finding 8)', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const pngSignature = IMAGE.subarray(0, 8);
    const forged: [string, Buffer, string][] = [
      ['PNG signature, then HTML', Buffer.concat([pngSignature, html]), 'image/png'],
      ['PNG cut inside its header', IMAGE.subarray(0, 20), 'image/png'],
      ['PNG with zero width', withZeroWidth(IMAGE), 'image/png'],
      ['JPEG markers, then HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), 'image/jpeg'],
      [
        'WebP RIFF header, then HTML',
        Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), html]),
        'image/webp',
      ],
      ['a real JPEG sent as PNG', JPEG_1X1, 'image/png'],
      ['a real PNG sent as WebP', IMAGE, 'image/webp'],
    ];
    const before = await fileRows();
    for (const [label, bytes, type] of forged) {
      const response = await upload('creator', bytes, type, 'purpose=cover&name=forged');
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe('文件内容与格式不符，请上传有效的图片');
    }
    expect(await fileRows()).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await fileRows();
    const big = Buffer.concat([IMAGE, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload('creator', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: '图片不能超过 5 MB' });
    expect(await fileRows()).toBe(before);
  });

  it('refuses an empty body and an unknown purpose', async () => {
    expect((await upload('creator', Buffer.alloc(0))).statusCode).toBe(400);
    const purpose = await upload('creator', IMAGE, 'image/png', 'purpose=avatar');
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().message).toBe('文件用途无效');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=certification',
      headers: { 'content-type': 'image/png' },
      payload: IMAGE,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/files/{id}/url and the signed address', () => {
  it('gives the owner a short-lived address that serves the bytes, with ranges', async () => {
    const id = await uploadedId();
    const response = await addressOf('creator', id);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json<{ data: { url: string; expires_at: string } }>().data;
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());

    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(IMAGE)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${IMAGE.length}`);
    expect(part.rawPayload.equals(IMAGE.subarray(0, 8))).toBe(true);

    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${IMAGE.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a tampered or expired address', async () => {
    const id = await uploadedId();
    const { url } = (await addressOf('creator', id)).json<{ data: { url: string } }>().data;
    const tampered = url.replace(
      /signature=./,
      (match) => match.slice(0, -1) + (match.endsWith('A') ? 'B' : 'A'),
    );
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = t.app.files.signedPath(id, -1000).url;
    const answer = await t.app.inject({ method: 'GET', url: expired });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('文件地址无效或已过期');
  });

  it('sends certification documents with no-store, other images cacheable privately', async () => {
    const document = await uploadedId();
    const { url } = (await addressOf('creator', document)).json<{ data: { url: string } }>().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-store');
    const ranged = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(ranged.headers['cache-control']).toBe('no-store');

    const cover = await upload('creator', IMAGE, 'image/png', 'purpose=cover&name=cover.png');
    const coverUrl = (await addressOf('creator', cover.json<{ data: { id: string } }>().data.id)).json<{
      data: { url: string };
    }>().data.url;
    const image = await t.app.inject({ method: 'GET', url: coverUrl });
    expect(image.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers someone else’s file like a missing one, but lets reviewers load what they review', async () => {
    const id = await uploadedId('creator');
    expect((await addressOf('creator_live', id)).statusCode).toBe(404);
    expect((await addressOf('mcn', id)).statusCode).toBe(404);
    // The operator reviews certifications (approval:review).
    expect((await addressOf('operator', id)).statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('stores the seeded applications’ documents as real images reviewers can load', async () => {
    const [application] = await t.database.db
      .select({ fields: certificationApplications.fields })
      .from(certificationApplications)
      .where(eq(certificationApplications.type, 'personal'))
      .limit(1);
    const reference = application!.fields.id_front as string;
    const id = fileIdOf(reference);
    expect(id, reference).not.toBeNull();
    const { url } = (await addressOf('operator', id!)).json<{ data: { url: string } }>().data;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
