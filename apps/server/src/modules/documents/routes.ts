import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';

/** Whether an `If-None-Match` header names this entity tag (a list, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });

/** Documents (admin.md §6.8): the public agreement, the convention for any session, staff management. */
export default async function documentRoutes(app: FastifyInstance) {
  const actorOf = (userId: number, request: FastifyRequest) => ({
    id: userId,
    context: requestContext(request),
  });

  route(app, endpoints.agreementDocument, async ({ reply }) => {
    const { sha256, ...view } = await app.documents.published('agreement');
    reply.header('ETag', `"${sha256}"`).header('Cache-Control', 'public, max-age=300');
    return view;
  });
  // The reader's copy is current: 304 without a body (this scope holds only the documents routes).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== endpoints.agreementDocument.path || reply.statusCode !== 200)
      return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string' || !matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return null;
  });

  route(app, endpoints.documentDetail, async ({ params }) => {
    const { sha256: _sha256, ...view } = await app.documents.published(params.key);
    return view;
  });
  route(app, endpoints.documentHistory, ({ params }) => app.documents.history(params.key));
  route(app, endpoints.documentVersionDetail, ({ params }) =>
    app.documents.publishedVersion(params.key, params.version),
  );

  route(app, endpoints.adminDocuments, () => app.documents.list());
  route(app, endpoints.createDocument, ({ principal, request, body }) =>
    app.documents.create(actorOf(principal.userId, request), body),
  );
  route(app, endpoints.adminDocumentVersions, ({ params }) => app.documents.versions(params.key));
  route(app, endpoints.createDocumentVersion, ({ principal, request, params, body }) =>
    app.documents.createVersion(actorOf(principal.userId, request), params.key, body),
  );
  route(app, endpoints.updateDocumentVersion, ({ principal, request, params, body }) =>
    app.documents.updateVersion(actorOf(principal.userId, request), params.key, params.version, body),
  );
  route(app, endpoints.publishDocumentVersion, ({ principal, request, params, body }) =>
    app.documents.publish(actorOf(principal.userId, request), params.key, params.version, body),
  );
  route(app, endpoints.cancelDocumentVersion, ({ principal, request, params }) =>
    app.documents.cancel(actorOf(principal.userId, request), params.key, params.version),
  );
  route(app, endpoints.deleteDocumentVersion, async ({ principal, request, params }) => {
    await app.documents.remove(actorOf(principal.userId, request), params.key, params.version);
    return null;
  });
}
