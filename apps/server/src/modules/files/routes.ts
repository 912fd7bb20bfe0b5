import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';

/** Uploads (images; images or PDF for documents) and signed addresses for stored files. */
export default async function fileRoutes(app: FastifyInstance) {
  route(app, endpoints.uploadImage, ({ query, principal, upload }) =>
    app.files.store(
      {
        ownerId: principal.userId,
        purpose: query.purpose,
        name: query.name || (upload!.mime === 'application/pdf' ? 'document.pdf' : 'image'),
        mime: upload!.mime,
      },
      upload!.stream,
      upload!.rule,
    ),
  );

  route(app, endpoints.fileAddress, async ({ params, principal }) => {
    const file = await app.files.find(params.id);
    // Someone else's file is answered like a missing one.
    if (!file || !app.files.mayRead(principal, file)) throw new NotFoundError('文件不存在');
    const { url, expiresAt } = app.files.signedPath(file.id);
    return { url, expires_at: expiresAt.toISOString() };
  });
}
