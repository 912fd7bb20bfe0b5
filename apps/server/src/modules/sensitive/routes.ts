import { endpoints, SENSITIVE_FIELDS, type SensitiveField } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';

const isField = (value: string): value is SensitiveField =>
  (SENSITIVE_FIELDS as readonly string[]).includes(value);

/** The audited one-time reveal of a phone or ID-card number (spec §3, §9). */
export default async function sensitiveRoutes(app: FastifyInstance) {
  const { revealLimit } = app.config;

  route(app, endpoints.revealSensitive, {
    config: { rateLimit: { max: revealLimit.max, timeWindow: revealLimit.windowMs } },
    handler: async ({ query, principal, reply }) => {
      const field = app.fieldCipher.decrypt(query.e, 'e', '查看字段');
      if (!isField(field)) {
        const message = '查看字段无效';
        throw new BadRequestError(message, [{ path: ['e'], message }]);
      }
      // The audit row is written before the value leaves, in the same request.
      const value = await app.sensitive.reveal({
        actorId: principal.userId,
        subjectUserId: query.d,
        module: query.t,
        field,
      });
      if (value === null) {
        throw new NotFoundError(field === 'phone' ? '用户不存在' : '该用户尚未提交实名认证');
      }
      reply.header('cache-control', 'no-store');
      return { c: app.fieldCipher.encrypt(value) };
    },
  });
}
