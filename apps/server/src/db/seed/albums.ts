import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileReference, type AlbumStatus, type VideoVisibility } from '@creator-console/contract';
import { albumImages, albumReviews, albums, files, operationLogs } from '../schema/index.js';
import { demoPhoto } from './demo-images.js';
import { ago, userIdsOf } from './lookup.js';
import type { SeedContext, SeedStep, SeedTransaction } from './step.js';

interface SeedAlbum {
  title: string;
  description: string;
  status: AlbumStatus;
  images: number;
  daysAgo: number;
  visibility?: VideoVisibility;
  /** A rejection's quick reasons (of kind album) and message. */
  reasons?: string[];
  message?: string;
}

/** A few albums per creator, in every state. */
const DEMO_ALBUMS: Record<string, SeedAlbum[]> = {
  creator: [
    {
      title: '山野厨房：秋日菜谱九宫格',
      description: '九道秋天的家常菜',
      status: 'published',
      images: 9,
      daysAgo: 20,
    },
    { title: '柴火灶的一天', description: '从生火到开饭', status: 'published', images: 6, daysAgo: 12 },
    { title: '腊味制作全过程', description: '腌、晾、熏', status: 'second_review', images: 5, daysAgo: 3 },
    { title: '赶集见闻', description: '镇上的早集', status: 'first_review', images: 4, daysAgo: 2 },
    { title: '野菜图鉴（一）', description: '春天能吃的野菜', status: 'first_review', images: 8, daysAgo: 1 },
    {
      title: '厨房角落随拍',
      description: '',
      status: 'rejected',
      images: 3,
      daysAgo: 6,
      reasons: ['封面不清晰'],
      message: '封面太暗，请换一张清晰的图片',
    },
    {
      title: '新菜试做（草稿）',
      description: '还没拍完',
      status: 'draft',
      images: 2,
      daysAgo: 0,
      visibility: 'private',
    },
  ],
  creator_live: [
    { title: '车展探馆合集', description: '新能源展台一览', status: 'published', images: 7, daysAgo: 9 },
    { title: '冬季续航实测数据图', description: '', status: 'first_review', images: 3, daysAgo: 1 },
    { title: '试驾路线风景', description: '山路与海岸', status: 'second_review', images: 4, daysAgo: 2 },
    {
      title: '同款车型对比图',
      description: '',
      status: 'rejected',
      images: 2,
      daysAgo: 5,
      reasons: ['合集内容重复'],
      message: '',
    },
    { title: '改装灵感（草稿）', description: '', status: 'draft', images: 1, daysAgo: 0 },
  ],
};

/**
 * Demo albums for the creators, in every state, with their review history and log. Their images
 * are real stored pictures (plain drawings) when the seed has a storage; without one (some tests)
 * the albums have no images.
 */
export const demoAlbums: SeedStep<null> = {
  name: 'albums',
  prepare: async () => null,
  async run(tx: SeedTransaction, _prepared, { storage }: SeedContext) {
    const now = new Date();
    const idOf = await userIdsOf(tx, ['operator', 'admin', ...Object.keys(DEMO_ALBUMS)]);
    const operator = idOf('operator');
    const admin = idOf('admin');
    let seed = 0;

    const storeImage = async (ownerId: number): Promise<string | null> => {
      if (!storage) return null;
      const bytes = demoPhoto(seed++);
      const id = randomUUID();
      const storageKey = `files/album/${id.slice(0, 2)}/${id}`;
      await storage.put(storageKey, Readable.from([bytes]));
      await tx.insert(files).values({
        id,
        ownerId,
        purpose: 'album',
        name: `photo-${seed}.png`,
        mime: 'image/png',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
      });
      return fileReference(id);
    };

    // A step may run over existing rows: it completes what is missing rather than duplicating.
    const existing = new Set(
      (await tx.select({ userId: albums.userId, title: albums.title }).from(albums)).map(
        (row) => `${row.userId}:${row.title}`,
      ),
    );
    for (const [username, list] of Object.entries(DEMO_ALBUMS)) {
      const userId = idOf(username);
      for (const album of list) {
        if (existing.has(`${userId}:${album.title}`)) continue;
        const created = ago(now, album.daysAgo, 6);
        const submitted = album.status === 'draft' ? null : ago(now, album.daysAgo, 5);
        const decidedAt = (hours: number) => ago(now, album.daysAgo, hours);
        const rejected = album.status === 'rejected';
        const reviewerId =
          album.status === 'published'
            ? admin
            : album.status === 'second_review' || rejected
              ? operator
              : null;
        const [row] = await tx
          .insert(albums)
          .values({
            userId,
            title: album.title,
            description: album.description,
            visibility: album.visibility ?? 'public',
            status: album.status,
            reviewReasons: rejected ? (album.reasons ?? []) : [],
            reviewMessage: rejected ? album.message || (album.reasons ?? []).join('；') : '',
            reviewerId,
            publishedAt: album.status === 'published' ? decidedAt(2) : null,
            submittedAt: submitted,
            createdAt: created,
            updatedAt: created,
          })
          .returning({ id: albums.id });
        const albumId = row!.id;

        const urls: string[] = [];
        for (let n = 0; n < album.images; n++) {
          const url = await storeImage(userId);
          if (url) urls.push(url);
        }
        if (urls.length > 0) {
          await tx.insert(albumImages).values(urls.map((url, position) => ({ albumId, position, url })));
        }

        if (!submitted) continue;
        const steps: (typeof albumReviews.$inferInsert)[] = [
          { albumId, stage: 'submit', decision: 'submitted', actorId: userId, createdAt: submitted },
        ];
        if (album.status === 'second_review' || album.status === 'published') {
          steps.push({
            albumId,
            stage: 'first',
            decision: 'approve',
            actorId: operator,
            createdAt: decidedAt(4),
          });
        }
        if (album.status === 'published') {
          steps.push({
            albumId,
            stage: 'second',
            decision: 'approve',
            actorId: admin,
            createdAt: decidedAt(2),
          });
        }
        if (rejected) {
          steps.push({
            albumId,
            stage: 'first',
            decision: 'reject',
            reasons: album.reasons ?? [],
            message: album.message ?? '',
            actorId: operator,
            createdAt: decidedAt(4),
          });
        }
        await tx.insert(albumReviews).values(steps);
        await tx.insert(operationLogs).values(
          steps.map((step) => ({
            module: 'album' as const,
            action:
              step.stage === 'submit'
                ? 'submit'
                : step.decision === 'approve'
                  ? 'review_approve'
                  : 'review_reject',
            targetId: albumId,
            actorId: step.actorId ?? null,
            detail:
              step.stage === 'submit'
                ? { title: album.title }
                : {
                    stage: step.stage,
                    reasons: step.reasons ?? [],
                    message: step.message ?? '',
                    title: album.title,
                  },
            createdAt: step.createdAt!,
          })),
        );
      }
    }
  },
};
