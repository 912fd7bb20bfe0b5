import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './session';

/** A session for API calls only (`apiSession`). */
export type ApiCaller = { api: APIRequestContext; token: string };

const COVER = fileURLToPath(new URL('../../fixtures/face.png', import.meta.url));

/** The first bytes of an MP4 (an `ftyp` box) and filler: what the upload accepts as a video. */
const VIDEO_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
  Buffer.alloc(500, 7),
]);

/** An uploaded image of `purpose` (`cover`, `ad`, `receipt`): its `/api/files/<id>` reference. */
export async function uploadImage({ api, token }: ApiCaller, purpose: string): Promise<string> {
  const uploaded = await api.post(`/api/files?purpose=${purpose}&name=cover.png`, {
    headers: { ...bearer(token), 'Content-Type': 'image/png' },
    data: readFileSync(COVER),
  });
  expect(uploaded.status(), `upload of a ${purpose} image`).toBe(200);
  return ((await uploaded.json()) as { data: { url: string } }).data.url;
}

async function uploadVideo({ api, token }: ApiCaller): Promise<{ url: string; size: number }> {
  const started = await api.post('/api/uploads', {
    headers: bearer(token),
    data: { name: 'clip.mp4', size: VIDEO_BYTES.length, mime: 'video/mp4', purpose: 'video' },
  });
  expect(started.status()).toBe(200);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  const chunk = await api.put(`/api/uploads/${id}/chunks?offset=0`, {
    headers: { ...bearer(token), 'Content-Type': 'application/octet-stream' },
    data: VIDEO_BYTES,
  });
  expect(chunk.status()).toBe(200);
  const completed = await api.post(`/api/uploads/${id}/complete`, { headers: bearer(token), data: {} });
  expect(completed.status()).toBe(200);
  return ((await completed.json()) as { data: { url: string; size: number } }).data;
}

/** Claims a stage's batch as `reviewer`, approves `id` in it, and gives the rest back. */
async function approveAt(reviewer: ApiCaller, id: number, stage: 'first' | 'second'): Promise<void> {
  const { api, token } = reviewer;
  try {
    const claimed = await api.post('/api/audit/claim', { headers: bearer(token), data: { stage, size: 20 } });
    expect(claimed.status()).toBe(200);
    const ids = ((await claimed.json()) as { data: { id: number }[] }).data.map((item) => item.id);
    expect(ids, `video ${id} in the ${stage} review batch`).toContain(id);
    const decided = await api.post(`/api/audit/videos/${id}/decision`, {
      headers: bearer(token),
      data: { stage, decision: 'approve' },
    });
    expect(decided.status()).toBe(200);
  } finally {
    await api.post('/api/audit/release', { headers: bearer(token), data: {} });
  }
}

/**
 * A public video of `creator` carrying `topics`, submitted as the publish page does and approved at
 * first and second review by `reviewer`, so it is published now. Answers its id.
 *
 * `beforePublishing` runs between the two reviews: the second one publishes the video (sets its
 * publication time), so a spec that needs that time inside a window waits there — the uploads and
 * the first review are done before the window opens.
 */
export async function publishVideo(
  creator: ApiCaller,
  reviewer: ApiCaller,
  { title, topics }: { title: string; topics: string[] },
  { beforePublishing }: { beforePublishing?: () => Promise<void> } = {},
): Promise<number> {
  const { api, token } = creator;
  const cover = await uploadImage(creator, 'cover');
  const video = await uploadVideo(creator);
  const statements = await api.get('/api/video-statements', { headers: bearer(token) });
  const statementId = ((await statements.json()) as { data: { id: number }[] }).data[0]!.id;
  const created = await api.post('/api/my-videos', {
    headers: bearer(token),
    data: {
      title,
      description: '端到端测试提交的视频',
      topics,
      cover,
      file: { url: video.url, mime: 'video/mp4', size: video.size, duration: 12 },
      visibility: 'public',
      statement_id: statementId,
      submit: true,
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await approveAt(reviewer, id, 'first');
  await beforePublishing?.();
  await approveAt(reviewer, id, 'second');
  const mine = await api.get(`/api/my-videos/${id}`, { headers: bearer(token) });
  expect(((await mine.json()) as { data: { status: string } }).data.status).toBe('published');
  return id;
}
