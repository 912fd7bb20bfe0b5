import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';
import type { Actor } from './repository.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Ad tasks, staff configuration (ad-tasks.md §8): goods, topics, fields, types, settings, form options. */
export default async function adTaskRoutes(app: FastifyInstance) {
  const { adTasks } = app;

  route(app, endpoints.adGoodsList, ({ query }) => adTasks.goods(query));
  route(app, endpoints.createAdGoods, ({ body, principal, request }) =>
    adTasks.createGoods(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdGoods, ({ params, body, principal, request }) =>
    adTasks.updateGoods(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdGoods, ({ params, principal, request }) =>
    adTasks.deleteGoods(actorOf(principal, request), params.id),
  );

  route(app, endpoints.adTopics, ({ query }) => adTasks.topics(query));
  route(app, endpoints.createAdTopic, ({ body, principal, request }) =>
    adTasks.createTopic(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdTopic, ({ params, body, principal, request }) =>
    adTasks.updateTopic(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdTopic, ({ params, principal, request }) =>
    adTasks.deleteTopic(actorOf(principal, request), params.id),
  );

  route(app, endpoints.adFields, ({ query }) => adTasks.fields(query));
  route(app, endpoints.createAdField, ({ body, principal, request }) =>
    adTasks.createField(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdField, ({ params, body, principal, request }) =>
    adTasks.updateField(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdField, ({ params, principal, request }) =>
    adTasks.deleteField(actorOf(principal, request), params.id),
  );

  route(app, endpoints.adTaskTypes, ({ query }) => adTasks.types(query));
  route(app, endpoints.createAdTaskType, ({ body, principal, request }) =>
    adTasks.createType(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdTaskType, ({ params, body, principal, request }) =>
    adTasks.updateType(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdTaskType, ({ params, principal, request }) =>
    adTasks.deleteType(actorOf(principal, request), params.id),
  );

  route(app, endpoints.adSettings, () => adTasks.settings());
  route(app, endpoints.updateAdSettings, ({ body, principal, request }) =>
    adTasks.updateSettings(actorOf(principal, request), body),
  );
  route(app, endpoints.adTaskOptions, () => adTasks.options());
}
