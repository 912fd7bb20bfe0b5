import {
  endpoints,
  SENSITIVE_CONFIRMATION_REFUSED,
  SENSITIVE_FIELDS,
  type SensitiveField,
} from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { can } from '../../auth/principal.js';
import { BadRequestError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';

/** What a reveal of a value the subject does not have answers (404). */
const MISSING: Record<SensitiveField, string> = {
  phone: '用户不存在',
  id_number: '该用户尚未提交实名认证',
  bank_account: '该用户尚未绑定收款银行卡',
  company_account: '该用户尚未绑定对公收款账户',
};

const isField = (value: string): value is SensitiveField =>
  (SENSITIVE_FIELDS as readonly string[]).includes(value);

/** The audited one-time reveal of a phone or ID-card number (spec §3, §9). */
export default async function sensitiveRoutes(app: FastifyInstance) {
  const { revealLimit } = app.config;

  // The dialog's 确定 (spec §9: "只能被查看一次"): one confirmation, one reveal.
  route(app, endpoints.confirmSensitive, async ({ principal, reply }) => {
    reply.header('cache-control', 'no-store');
    return { n: await app.sensitive.confirm(principal.userId) };
  });

  route(app, endpoints.revealSensitive, {
    config: { rateLimit: { max: revealLimit.max, timeWindow: revealLimit.windowMs } },
    handler: async ({ query, principal, reply, request }) => {
      const field = app.fieldCipher.decrypt(query.e, 'e', '查看字段');
      if (!isField(field)) {
        const message = '查看字段无效';
        throw new BadRequestError(message, [{ path: ['e'], message }]);
      }
      // Account numbers are also finance's: only its reviewers may see them (money.md §3).
      if ((field === 'bank_account' || field === 'company_account') && !can(principal, 'finance:review')) {
        throw new ForbiddenError();
      }
      if (!query.n || !(await app.sensitive.consumeConfirmation(principal.userId, query.n))) {
        throw new BusinessRuleError(SENSITIVE_CONFIRMATION_REFUSED);
      }
      // The audit row is written before the value leaves, in the same request.
      const value = await app.sensitive.reveal({
        actorId: principal.userId,
        subjectUserId: query.d,
        module: query.t,
        field,
        context: requestContext(request),
      });
      if (value === null) throw new NotFoundError(MISSING[field]);
      reply.header('cache-control', 'no-store');
      return { c: app.fieldCipher.encrypt(value) };
    },
  });
}
