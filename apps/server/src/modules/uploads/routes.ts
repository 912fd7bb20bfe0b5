import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../http/errors.js';
import { route } from '../../http/route.js';

const SHA256 = /^[0-9a-f]{64}$/;

/** The chunk's SHA-256 from the query or the `X-Chunk-SHA256` header (the query wins). */
function chunkHash(query: string | undefined, header: string | string[] | undefined): string | undefined {
  if (query) return query;
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0]! : header).trim().toLowerCase();
  if (!SHA256.test(value)) throw new BadRequestError('校验值格式不正确');
  return value;
}

/** Resumable, chunked uploads (videos): sessions, chunks, completion into a stored file, cancel. */
export default async function uploadRoutes(app: FastifyInstance) {
  route(app, endpoints.createUpload, ({ body, principal }) =>
    app.uploads.create({ ownerId: principal.userId, ...body }),
  );

  route(app, endpoints.uploadState, ({ params, principal }) =>
    app.uploads.state(principal.userId, params.id),
  );

  route(app, endpoints.putUploadChunk, ({ params, query, principal, upload, request }) =>
    app.uploads.putChunk(principal.userId, params.id, {
      offset: query.offset,
      sha256: chunkHash(query.sha256, request.headers['x-chunk-sha256']),
      stream: upload!.stream,
      length: upload!.length,
    }),
  );

  route(app, endpoints.completeUpload, ({ params, body, principal }) =>
    app.uploads.complete(principal.userId, params.id, body.sha256),
  );

  route(app, endpoints.cancelUpload, async ({ params, principal }) => {
    await app.uploads.cancel(principal.userId, params.id);
    return { id: params.id };
  });
}
