import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route, withMessage } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { participantVideos } from './bind-candidates.js';
import { submissionDecisions } from './submissions.js';

/** Ad submissions, staff side (ad-tasks.md §8, /sem/bind): list, staff bind and its picker, decisions. */
export default async function adSubmissionRoutes(app: FastifyInstance) {
  const submissions = submissionDecisions(app);

  route(app, endpoints.adTaskSubmissions, ({ params, query }) => submissions.list(params.id, query));
  route(app, endpoints.staffBindSubmission, ({ params, body, principal, request }) =>
    submissions.staffBind({ userId: principal.userId, context: requestContext(request) }, params.id, body),
  );
  route(app, endpoints.adParticipantVideos, ({ params, query }) =>
    participantVideos(app, params.id, params.userId, query),
  );
  route(app, endpoints.decideAdSubmission, ({ params, body, principal, request }) =>
    submissions.decide(
      { userId: principal.userId, context: requestContext(request) },
      params.id,
      body.decision,
      body.reason,
    ),
  );
  route(app, endpoints.decideAdSubmissions, async ({ body, principal, request }) => {
    const result = await submissions.decideMany(
      { userId: principal.userId, context: requestContext(request) },
      body.ids,
      body.decision,
      body.reason,
    );
    return result.skipped.length > 0
      ? withMessage(result, `已处理 ${result.done.length} 条，跳过 ${result.skipped.length} 条`, 207)
      : withMessage(result, `已处理 ${result.done.length} 条`);
  });
}
