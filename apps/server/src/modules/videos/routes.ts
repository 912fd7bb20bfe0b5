import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route, withMessage } from '../../http/route.js';

/** The creator's content library: own videos only; anyone else's is answered like a missing one. */
export default async function videoRoutes(app: FastifyInstance) {
  route(app, endpoints.myVideos, ({ query, principal }) => app.videos.list(principal.userId, query));

  route(app, endpoints.myVideoDetail, async ({ params, principal }) => {
    const video = await app.videos.detail(principal.userId, params.id);
    if (!video) throw new NotFoundError('视频不存在');
    return video;
  });

  route(app, endpoints.createVideo, ({ body, principal }) => app.videos.create(principal.userId, body));

  route(app, endpoints.updateVideo, ({ params, body, principal }) =>
    app.videos.update(principal.userId, params.id, body),
  );

  route(app, endpoints.deleteVideo, async ({ params, principal }) => {
    await app.videos.remove(principal.userId, params.id);
    return null;
  });

  route(app, endpoints.bulkVideos, async ({ body, principal }) => {
    const result = await app.videos.bulk(principal.userId, body);
    if (result.skipped.length === 0) return result;
    return withMessage(
      result,
      `已处理 ${result.done.length} 个，${result.skipped.length} 个未处理：${result.skipped[0]!.message}`,
      207,
    );
  });

  route(app, endpoints.videoStatements, () => app.videos.statements());
}
