import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext, type Actor } from '../operation-log/record.js';
import { adTaskService } from './tasks.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Ad tasks, staff side (ad-tasks.md §8): list, form, transitions, participants and their decisions. */
export default async function adTaskCrudRoutes(app: FastifyInstance) {
  const tasks = adTaskService(app);

  route(app, endpoints.adTaskList, ({ query }) => tasks.list(query));
  route(app, endpoints.createAdTask, ({ body, principal, request }) =>
    tasks.create(actorOf(principal, request), body),
  );
  route(app, endpoints.adTaskDetail, ({ params }) => tasks.detail(params.id));
  route(app, endpoints.updateAdTask, ({ params, body, principal, request }) =>
    tasks.update(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.publishAdTask, ({ params, principal, request }) =>
    tasks.publish(actorOf(principal, request), params.id),
  );
  route(app, endpoints.pauseAdTask, ({ params, body, principal, request }) =>
    tasks.pause(actorOf(principal, request), params.id, body.reason),
  );
  route(app, endpoints.resumeAdTask, ({ params, principal, request }) =>
    tasks.resume(actorOf(principal, request), params.id),
  );
  route(app, endpoints.cancelAdTask, ({ params, body, principal, request }) =>
    tasks.cancel(actorOf(principal, request), params.id, body.reason),
  );
  route(app, endpoints.deleteAdTask, ({ params, principal, request }) =>
    tasks.remove(actorOf(principal, request), params.id),
  );
  route(app, endpoints.adTaskParticipants, ({ params, query }) => tasks.participants(params.id, query));
  route(app, endpoints.decideAdParticipation, ({ params, body, principal, request }) =>
    tasks.decide(actorOf(principal, request), params.id, body),
  );
}
