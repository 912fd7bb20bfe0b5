import { albumReviewEndpoints, endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { reviewQueueRoutes } from '../review-queue/routes.js';

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

  reviewQueueRoutes(app, albumReviewEndpoints, app.albumReview);
}
