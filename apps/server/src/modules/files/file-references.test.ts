import { fileIdOf, type FilePurpose, type StoredFile } from '@creator-console/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumImages, albums, certificationApplications, files, videos } from '../../db/schema/index.js';
import { idNumber } from '../../db/seed/certification.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { qs, userIds } from '../../../test/support/demo.js';
import { as, storedImage, storedVideo, type Send } from '../../../test/support/stored-files.js';
import { documentsOf, type Application } from '../certification/repository.js';
import { FILE_NOT_USABLE, FILE_PURPOSE_MISMATCH, FILE_REFERENCE_INVALID } from './repository.js';

/**
 * Every field of a record that references a stored file (issue 13, finding 6) names a file its
 * writer owns, uploaded for that field's purpose: another user's file, a reference to nothing and
 * an arbitrary string are refused with 400 naming the field, and nothing is written.
 */

let t: TestApp;
let db: TestApp['database']['db'];
let id: Record<'creator' | 'creator_live' | 'mcn' | 'qinghe_xiaoyu', number>;

/** Files of the writer (`creator`) and of someone else (`creator_live`), by purpose. */
interface Files {
  cover: StoredFile;
  album: StoredFile;
  certification: StoredFile;
  video: StoredFile;
}
let own: Files;
let others: Files;

async function filesOf(send: Send): Promise<Files> {
  return {
    cover: await storedImage(send, 'cover', 'cover.png'),
    album: await storedImage(send, 'album', 'photo.png'),
    certification: await storedImage(send, 'certification', 'id-front.png'),
    video: await storedVideo(send),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  id = await userIds(t, ['creator', 'creator_live', 'mcn', 'qinghe_xiaoyu']);
  own = await filesOf(as(t, 'creator'));
  others = await filesOf(as(t, 'creator_live'));
});
afterAll(() => t?.close());

/** A well-formed reference to a file that was never stored. */
const NOWHERE = '/api/files/0b9a3c1e-7d2f-4e5a-9c8b-1f2e3d4c5b6a';

const send = (username: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.injectAs(username, { method, url, payload });

function expectRefused(
  response: { statusCode: number; json<T>(): T },
  path: (string | number)[],
  message: string,
) {
  expect(response.statusCode).toBe(400);
  const body = response.json<{ message: string; issues: { path: (string | number)[]; message: string }[] }>();
  expect(body.message).toBe(message);
  expect(body.issues).toContainEqual({ path, message });
}

const videoCount = async () => (await db.select({ n: count() }).from(videos))[0]!.n;
const albumCount = async () => (await db.select({ n: count() }).from(albums))[0]!.n;
const applicationCount = async () => (await db.select({ n: count() }).from(certificationApplications))[0]!.n;

describe('videos: cover and video file', () => {
  const videoFile = (url: string) => ({ url, mime: 'video/mp4', size: 512, duration: 3 });
  const cases = [
    {
      field: 'cover',
      path: ['cover'],
      body: (f: Files | string) => ({ cover: typeof f === 'string' ? f : f.cover.url }),
      wrongPurpose: (f: Files) => ({ cover: f.album.url }),
    },
    {
      field: 'file',
      path: ['file', 'url'],
      body: (f: Files | string) => ({ file: videoFile(typeof f === 'string' ? f : f.video.url) }),
      wrongPurpose: (f: Files) => ({ file: videoFile(f.cover.url) }),
    },
  ] as const;

  it.each(cases)('create: $field must be a file of the creator, else 400 and no video', async (field) => {
    const before = await videoCount();
    const create = (extra: object) =>
      send('creator', 'POST', '/api/my-videos', { title: '引用检查', ...extra });

    expectRefused(await create(field.body(others)), [...field.path], FILE_NOT_USABLE);
    expectRefused(await create(field.body(NOWHERE)), [...field.path], FILE_NOT_USABLE);
    expectRefused(await create(field.wrongPurpose(own)), [...field.path], FILE_PURPOSE_MISMATCH);
    expect(await videoCount()).toBe(before);

    const created = await create(field.body(own));
    expect(created.statusCode, created.body).toBe(200);
    expect(await videoCount()).toBe(before + 1);
  });

  it.each(cases)(
    'update: $field must be a file of the creator, else 400 and the video unchanged',
    async (field) => {
      const draft = (await send('creator', 'POST', '/api/my-videos', { title: '待改的草稿' })).json<{
        data: { id: number };
      }>().data;
      const [before] = await db.select().from(videos).where(eq(videos.id, draft.id));
      const update = (extra: object) =>
        send('creator', 'PUT', `/api/my-videos/${draft.id}`, { title: '改过的草稿', ...extra });

      expectRefused(await update(field.body(others)), [...field.path], FILE_NOT_USABLE);
      expectRefused(await update(field.body(NOWHERE)), [...field.path], FILE_NOT_USABLE);
      expect((await db.select().from(videos).where(eq(videos.id, draft.id)))[0]).toEqual(before);

      const updated = await update(field.body(own));
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<{ data: { title: string } }>().data.title).toBe('改过的草稿');
    },
  );

  it("answers someone else's video 404 before judging its files", async () => {
    const theirs = (await send('creator_live', 'POST', '/api/my-videos', { title: '别人的草稿' })).json<{
      data: { id: number };
    }>().data;
    const response = await send('creator', 'PUT', `/api/my-videos/${theirs.id}`, {
      title: '改别人的',
      cover: others.cover.url,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('albums: images and cover', () => {
  it('create: every image and the cover must be files of the creator, else 400 and no album', async () => {
    const before = await albumCount();
    const imagesBefore = (await db.select({ n: count() }).from(albumImages))[0]!.n;
    const create = (body: object) =>
      send('creator', 'POST', '/api/my-albums', { title: '引用检查', ...body });

    expectRefused(
      await create({ images: [own.album.url, others.album.url] }),
      ['images', 1],
      FILE_NOT_USABLE,
    );
    expectRefused(await create({ images: [NOWHERE] }), ['images', 0], FILE_NOT_USABLE);
    expectRefused(await create({ images: [own.cover.url] }), ['images', 0], FILE_PURPOSE_MISMATCH);
    expectRefused(
      await create({ images: [own.album.url], cover: others.cover.url }),
      ['cover'],
      FILE_NOT_USABLE,
    );
    expectRefused(
      await create({ images: [own.album.url], cover: own.certification.url }),
      ['cover'],
      FILE_PURPOSE_MISMATCH,
    );
    expect(await albumCount()).toBe(before);
    expect((await db.select({ n: count() }).from(albumImages))[0]!.n).toBe(imagesBefore);

    // The cover is one of the images or an image uploaded as a cover.
    for (const cover of [own.album.url, own.cover.url]) {
      const created = await create({ images: [own.album.url], cover });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<{ data: { chosen_cover: string } }>().data.chosen_cover).toBe(cover);
    }
  });

  it('update: the same rule, and the album keeps its images when refused', async () => {
    const album = (
      await send('creator', 'POST', '/api/my-albums', { title: '待改的图集', images: [own.album.url] })
    ).json<{ data: { id: number } }>().data;
    const update = (body: object) =>
      send('creator', 'PUT', `/api/my-albums/${album.id}`, { title: '改过的图集', ...body });

    expectRefused(await update({ images: [others.album.url] }), ['images', 0], FILE_NOT_USABLE);
    expectRefused(
      await update({ images: [own.album.url], cover: others.album.url }),
      ['cover'],
      FILE_NOT_USABLE,
    );
    const detail = (await t.injectAs('creator', { method: 'GET', url: `/api/my-albums/${album.id}` })).json<{
      data: { title: string; images: string[] };
    }>().data;
    expect(detail).toMatchObject({ title: '待改的图集', images: [own.album.url] });

    const updated = await update({ images: [own.album.url], cover: own.cover.url });
    expect(updated.statusCode, updated.body).toBe(200);
  });
});

describe('certification: documents', () => {
  const personal = (documents: { id_front: string; id_back: string; face_image: string }) => ({
    type: 'personal',
    fields: { real_name: '王思远', id_number: idNumber('11010519491231002'), ...documents },
  });
  const enterprise = (license: string) => ({
    type: 'enterprise',
    fields: {
      entity_name: '阿杰山野美食文化有限公司',
      credit_code: '91330106MA2H4L8Y6P',
      license_image: license,
      legal_person: '陈志杰',
      contact_phone: '13800000003',
    },
  });
  const apply = (username: string, body: object) =>
    send(username, 'POST', '/api/users_certification_apply', body);

  it('apply: every document must be a certification file of the applicant, else 400 and no application', async () => {
    const before = await applicationCount();
    const mine = own.certification.url;

    expectRefused(
      await apply('creator', enterprise(others.certification.url)),
      ['fields', 'license_image'],
      FILE_NOT_USABLE,
    );
    expectRefused(
      await apply('creator', enterprise('/uploads/certification/license.jpg')),
      ['fields', 'license_image'],
      FILE_REFERENCE_INVALID,
    );
    expectRefused(await apply('creator', enterprise(NOWHERE)), ['fields', 'license_image'], FILE_NOT_USABLE);
    expectRefused(
      await apply('creator', enterprise(own.album.url)),
      ['fields', 'license_image'],
      FILE_PURPOSE_MISMATCH,
    );
    // Each bad document is named.
    const response = await apply(
      'creator',
      personal({ id_front: mine, id_back: others.certification.url, face_image: 'face.jpg' }),
    );
    expectRefused(response, ['fields', 'id_back'], FILE_NOT_USABLE);
    expect(response.json<{ issues: unknown[] }>().issues).toEqual([
      { path: ['fields', 'id_back'], message: FILE_NOT_USABLE },
      { path: ['fields', 'face_image'], message: FILE_REFERENCE_INVALID },
    ]);
    expect(await applicationCount()).toBe(before);

    const applied = await apply('creator', enterprise(mine));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await applicationCount()).toBe(before + 1);
  });

  it('apply: proof images are checked one by one', async () => {
    const categories = (
      await t.injectAs('creator', { method: 'GET', url: '/api/certification_info_category_list' })
    ).json<{ data: { id: number; type: string; items: { id: number }[] }[] }>().data;
    const dance = categories.find((category) => category.type === 'interest')!;
    const body = (proofs: string[]) => ({
      type: 'interest',
      fields: {
        category_id: dance.id,
        info_id: dance.items[0]!.id,
        description: '说明',
        proof_images: proofs,
      },
    });
    const mine = own.certification.url;
    expectRefused(
      await apply('creator', body([mine, others.certification.url])),
      ['fields', 'proof_images', 1],
      FILE_NOT_USABLE,
    );
    const applied = await apply('creator', body([mine]));
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('re-apply: the same rule, and the application stays as it was when refused', async () => {
    // creator_live's real-name application was rejected: he may change it.
    const [application] = await db
      .select()
      .from(certificationApplications)
      .where(
        and(
          eq(certificationApplications.userId, id.creator_live),
          eq(certificationApplications.type, 'personal'),
        ),
      );
    const theirs = others.certification.url;
    const reapply = (documents: Parameters<typeof personal>[0]) =>
      send('creator_live', 'PUT', `/api/users_certification_apply/${application!.id}`, personal(documents));

    expectRefused(
      await reapply({ id_front: theirs, id_back: own.certification.url, face_image: theirs }),
      ['fields', 'id_back'],
      FILE_NOT_USABLE,
    );
    const [unchanged] = await db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, application!.id));
    expect(unchanged).toEqual(application);

    const changed = await reapply({ id_front: theirs, id_back: theirs, face_image: theirs });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('an MCN acting as one of its creators', () => {
  it("uses the files uploaded in the creator's session, not the MCN's own", async () => {
    const mcnToken = await t.loginAs('mcn');
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/my_user_token?${qs({ user_id: id.qinghe_xiaoyu, mcn_token: mcnToken })}`,
      headers: { authorization: `Bearer ${mcnToken}` },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const actingToken = switched.json<{ data: string }>().data;
    const acting: Send = (options) =>
      t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${actingToken}` } });
    const mcnCover = await storedImage(
      (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${mcnToken}` } }),
      'cover',
    );
    const creatorCover = await storedImage(acting, 'cover');

    const create = (cover: string) =>
      acting({ method: 'POST', url: '/api/my-videos', payload: { title: '代运营发布', cover } });
    expectRefused(await create(mcnCover.url), ['cover'], FILE_NOT_USABLE);
    const created = await create(creatorCover.url);
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await db
      .select({ userId: videos.userId, cover: videos.cover })
      .from(videos)
      .where(eq(videos.id, created.json<{ data: { id: number } }>().data.id));
    expect(row).toEqual({ userId: id.qinghe_xiaoyu, cover: creatorCover.url });
  });
});

describe('the demo seed', () => {
  it("names only stored files of each record's owner, uploaded for the field", async () => {
    const stored = new Map((await db.select().from(files)).map((file) => [file.id, file]));
    const problems: string[] = [];
    const check = (what: string, reference: string, ownerId: number, purposes: readonly FilePurpose[]) => {
      const file = stored.get(fileIdOf(reference) ?? '');
      if (!file || file.ownerId !== ownerId || !purposes.includes(file.purpose)) {
        problems.push(`${what}: ${reference}`);
      }
    };
    let checked = 0;
    for (const application of await db.select().from(certificationApplications)) {
      for (const { path, reference, purposes } of documentsOf(application as unknown as Application)) {
        check(`application ${application.id} ${path.join('.')}`, reference, application.userId, purposes);
        checked += 1;
      }
    }
    const images = await db
      .select({ albumId: albums.id, userId: albums.userId, url: albumImages.url })
      .from(albumImages)
      .innerJoin(albums, eq(albums.id, albumImages.albumId));
    for (const image of images) check(`album ${image.albumId} image`, image.url, image.userId, ['album']);
    for (const album of await db.select().from(albums)) {
      if (album.cover) check(`album ${album.id} cover`, album.cover, album.userId, ['album', 'cover']);
    }
    for (const video of await db.select().from(videos)) {
      if (video.cover) check(`video ${video.id} cover`, video.cover, video.userId, ['cover']);
      if (video.file) check(`video ${video.id} file`, video.file.url, video.userId, ['video']);
    }
    expect(problems).toEqual([]);
    expect(checked + images.length).toBeGreaterThan(50);
  });
});
