import type { IMAGE_PURPOSES, StoredFile } from '@creator-console/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { png } from '../../src/db/seed/demo-images.js';
import type { TestApp } from '../helper.js';

/** Sends a request as one caller: `t.injectAs` bound to a username, or a request with a token. */
export type Send = (options: InjectOptions) => Promise<LightMyRequestResponse>;

type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const as =
  (t: TestApp, username: string): Send =>
  (options) =>
    t.injectAs(username, options);

/** A small real PNG: what records reference as an uploaded image. */
export const SAMPLE_IMAGE = png(4, 3, (x, y) => [40 * x, 60 * y, 90]);

/**
 * The first bytes of an MP4 (an `ftyp` box) and filler: what the upload's signature check accepts
 * as a video, small enough to send as one chunk.
 */
export const SAMPLE_VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
  Buffer.alloc(500, 7),
]);

function dataOf<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** Uploads an image for `purpose` through POST /api/files: a stored file of the caller. */
export async function storedImage(
  send: Send,
  purpose: ImagePurpose,
  name = 'image.png',
): Promise<StoredFile> {
  const response = await send({
    method: 'POST',
    url: `/api/files?purpose=${purpose}&name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'image/png' },
    payload: SAMPLE_IMAGE,
  });
  return dataOf(response, `uploading ${name}`);
}

/** Uploads a video through the resumable upload (one chunk): a stored file of the caller. */
export async function storedVideo(send: Send, name = 'clip.mp4'): Promise<StoredFile> {
  const session = dataOf<{ id: string }>(
    await send({
      method: 'POST',
      url: '/api/uploads',
      payload: { name, size: SAMPLE_VIDEO.length, mime: 'video/mp4', purpose: 'video' },
    }),
    `starting the upload of ${name}`,
  );
  dataOf(
    await send({
      method: 'PUT',
      url: `/api/uploads/${session.id}/chunks?offset=0`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: SAMPLE_VIDEO,
    }),
    `sending ${name}`,
  );
  return dataOf(
    await send({ method: 'POST', url: `/api/uploads/${session.id}/complete`, payload: {} }),
    `completing ${name}`,
  );
}
