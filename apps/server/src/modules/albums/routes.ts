import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, NotFoundError } from '../../http/errors.js';
import { route, withMessage } from '../../http/route.js';

/**
 * Albums: the creator's own (anyone else's is answered like a missing one), and the album review
 * of /films/* (the workbench of first and second review, the operators' list and edit).
 */
export default async function albumRoutes(app: FastifyInstance) {
  route(app, endpoints.myAlbums, ({ query, principal }) => app.albums.list(principal.userId, query));

  route(app, endpoints.myAlbumDetail, async ({ params, principal }) => {
    const album = await app.albums.detail(principal.userId, params.id);
    if (!album) throw new NotFoundError('图集不存在');
    return album;
  });

  route(app, endpoints.createAlbum, ({ body, principal }) => app.albums.create(principal.userId, body));

  route(app, endpoints.updateAlbum, ({ params, body, principal }) =>
    app.albums.update(principal.userId, params.id, body),
  );

  route(app, endpoints.deleteAlbum, async ({ params, principal }) => {
    await app.albums.remove(principal.userId, params.id);
    return null;
  });

  route(app, endpoints.claimAlbumBatch, ({ body, principal }) =>
    app.albums.claim(principal.userId, body.stage, body.size),
  );

  route(app, endpoints.releaseAlbumItems, async ({ body, principal }) => ({
    released: await app.albums.release(principal.userId, body.ids),
  }));

  route(app, endpoints.decideAlbumItem, ({ params, body, principal }) =>
    app.albums.decide(principal.userId, params.id, body),
  );

  // Each album in its own transaction: one refused item does not undo the others.
  route(app, endpoints.decideAlbumBatch, async ({ body: { ids, ...decision }, principal }) => {
    const decided: Awaited<ReturnType<typeof app.albums.decide>>[] = [];
    const skipped: { id: number; message: string }[] = [];
    for (const id of new Set(ids)) {
      try {
        decided.push(await app.albums.decide(principal.userId, id, decision));
      } catch (error) {
        // A refusal (202), a missing album (404) or an unknown reason (400) skips the item.
        if (!(error instanceof ApiError)) throw error;
        skipped.push({ id, message: error.message });
      }
    }
    const result = { decided, skipped };
    if (skipped.length === 0) return result;
    return withMessage(
      result,
      `已处理 ${decided.length} 条，${skipped.length} 条未处理：${skipped[0]!.message}`,
      207,
    );
  });

  route(app, endpoints.reviewAlbumList, ({ query }) => app.albums.reviewList(query));

  route(app, endpoints.reviewAlbumDetail, async ({ params }) => {
    const album = await app.albums.reviewDetail(params.id);
    if (!album) throw new NotFoundError('图集不存在');
    return album;
  });

  route(app, endpoints.editReviewAlbum, ({ params, body, principal }) =>
    app.albums.edit(principal.userId, params.id, body),
  );
}
