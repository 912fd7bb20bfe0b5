import type { FilePurpose } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, NotFoundError } from '../../http/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Identity documents (certification) are kept by no cache, the browser's included: a shared
 * machine must not hand them to the next user. Other files may stay in the browser's own cache
 * for the life of the address.
 */
const CACHE_CONTROL: Partial<Record<FilePurpose, string>> = { certification: 'no-store' };

/**
 * The bytes of a stored file at a signed address (`GET /api/files/{id}/url` hands them out): no
 * session needed, so `<img>` and `<video>` can load them; byte ranges for seeking in videos. With
 * S3 storage the answer is a redirect (302) to a presigned address of the object instead.
 */
export default async function signedFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/files/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const { expires = '', signature = '' } = request.query;
      if (!UUID.test(id) || !app.files.verify(id, expires, signature)) {
        throw new ApiError(403, '文件地址无效或已过期');
      }
      const file = await app.files.find(id);
      if (!file) throw new NotFoundError('文件不存在');
      const cacheControl = CACHE_CONTROL[file.purpose] ?? 'private, max-age=300';
      // An export is saved under its name even when the bytes come from the store's origin, where
      // the console's `download` attribute does not apply.
      const disposition = `${file.purpose === 'export' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.name)}`;

      // An object store hands the bytes out itself (ranges included), at an address presigned for
      // as long as ours stays valid: no file passes through a server process.
      const direct = await app.storage.presign(file.storageKey, {
        expiresIn: Math.max(1, Number(expires) - Math.floor(Date.now() / 1000)),
        contentType: file.mime,
        contentDisposition: disposition,
        cacheControl,
      });
      if (direct) return reply.header('cache-control', 'no-store').redirect(direct, 302);

      const stored = await app.storage.stat(file.storageKey);
      if (!stored) throw new NotFoundError('文件不存在');
      const size = stored.size;
      reply
        .header('content-type', file.mime)
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControl)
        .header('content-disposition', disposition);

      const range = RANGE.exec(request.headers.range ?? '');
      if (!range || (range[1] === '' && range[2] === '')) {
        reply.header('content-length', size);
        return reply.send(app.storage.read(file.storageKey));
      }
      // bytes=a-b, bytes=a- (to the end) or bytes=-n (the last n bytes).
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
      const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
      if (start > end || start >= size) {
        reply.header('content-range', `bytes */${size}`);
        throw new ApiError(416, '请求的范围无效');
      }
      reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1);
      return reply.send(app.storage.read(file.storageKey, { start, end }));
    },
  );
}
