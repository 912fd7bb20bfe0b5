import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { can, isReviewer, roleKeyOf } from '../../auth/principal.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';

/** Certification applications, their review, and the identity and interest catalogue. */
export default async function certificationRoutes(app: FastifyInstance) {
  route(app, endpoints.applyCertification, ({ body, principal }) =>
    app.certification.apply({ userId: principal.userId, roleKey: roleKeyOf(principal) }, body),
  );

  route(app, endpoints.updateCertification, ({ params, body, principal }) =>
    app.certification.update({ userId: principal.userId, roleKey: roleKeyOf(principal) }, params.id, body),
  );

  route(app, endpoints.certificationApplyRecords, ({ query, principal }) =>
    app.certification.records(query, isReviewer(principal) ? undefined : principal.userId),
  );

  route(app, endpoints.approveCertification, async ({ params, body, principal }) => {
    // The body may repeat the id (spec §3); it must then be the path's.
    if (body.id !== undefined && body.id !== params.id) {
      const message = '申请 id 与路径不一致';
      throw new BadRequestError(message, [{ path: ['id'], message }]);
    }
    return { user_id: await app.certification.decide(principal.userId, params.id, body) };
  });

  route(app, endpoints.certificationInfoDetail, async ({ params }) => {
    const item = await app.certification.item(params.id);
    if (!item) throw new NotFoundError('认证项不存在');
    return item;
  });

  // Staff who configure or review certifications see disabled items too, flagged.
  route(app, endpoints.certificationCategories, ({ principal }) =>
    app.certification.categories(can(principal, 'certification:configure') || isReviewer(principal)),
  );

  route(app, endpoints.userAllCertifications, async ({ params, query, principal }) => {
    if (params.userId !== principal.userId) {
      if (!isReviewer(principal)) throw new ForbiddenError('只能查看自己的认证信息');
      if (!(await app.users.accessProfile(params.userId))) throw new NotFoundError('用户不存在');
    }
    return app.certification.ofUser(params.userId, query.name);
  });

  route(app, endpoints.myCertificationInfo, ({ query, principal }) =>
    app.certification.summary(principal.userId, query.applying === 1),
  );

  route(app, endpoints.certificationApplyDetail, async ({ params, principal }) => {
    const found = await app.certification.detail(params.id);
    // Someone else's application is answered like a missing one, unless the caller reviews.
    if (!found || (found.ownerId !== principal.userId && !isReviewer(principal))) {
      throw new NotFoundError('认证申请不存在');
    }
    return found.detail;
  });
}
