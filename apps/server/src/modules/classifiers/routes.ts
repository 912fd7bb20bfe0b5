import {
  CLASSIFIER_MESSAGES,
  channelEndpoints,
  endpoints,
  groupEndpoints,
  labelEndpoints,
  type ClassifierKind,
} from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../plugins/app/authorization.js';
import { route, withMessage } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import type { Actor } from './members.js';
import { CLASSIFIERS } from './repository.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  roleKey: principal.role?.key ?? '',
  permissions: principal.permissions,
  context: requestContext(request),
});

/**
 * Labels (/admin/label), groups (/admin/group, /admin/user-group) and commercial channels
 * (/admin/channel): each kind's own rows, and the members endpoints the three share.
 */
export default async function classifierRoutes(app: FastifyInstance) {
  const { classifiers } = app;
  const { engine } = classifiers;

  // The members endpoints are the same for the three kinds (one shape in the contract).
  const kinds: [ClassifierKind, typeof labelEndpoints][] = [
    ['label', labelEndpoints],
    ['group', groupEndpoints as unknown as typeof labelEndpoints],
    ['channel', channelEndpoints as unknown as typeof labelEndpoints],
  ];
  for (const [kind, declared] of kinds) {
    const spec = CLASSIFIERS[kind];
    route(app, declared.members, ({ params, query }) => engine.members(spec, params.id, query));
    route(app, declared.addMembers, ({ principal, request, params, body }) =>
      engine.addMembers(spec, actorOf(principal, request), params.id, body.user_ids),
    );
    route(app, declared.removeMember, async ({ principal, request, params }) => {
      await engine.removeMembers(spec, actorOf(principal, request), params.id, [params.userId], true);
      return null;
    });
  }

  route(app, endpoints.adminLabels, ({ query }) => classifiers.labels(query));
  route(app, endpoints.createAdminLabel, ({ principal, request, body }) =>
    classifiers.createLabel(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdminLabel, ({ principal, request, params, body }) =>
    classifiers.updateLabel(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdminLabel, async ({ principal, request, params }) => {
    await classifiers.deleteLabel(actorOf(principal, request), params.id);
    return null;
  });
  route(app, endpoints.orderAdminLabels, async ({ principal, request, body }) => {
    await engine.order(
      CLASSIFIERS.label,
      actorOf(principal, request),
      body.ids,
      CLASSIFIER_MESSAGES.orderChanged,
    );
    return null;
  });

  route(app, endpoints.adminGroups, ({ query }) => classifiers.groups(query));
  route(app, endpoints.adminGroup, ({ params }) => classifiers.group(params.id));
  route(app, endpoints.createAdminGroup, ({ principal, request, body }) =>
    classifiers.createGroup(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdminGroup, ({ principal, request, params, body }) =>
    classifiers.updateGroup(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdminGroup, async ({ principal, request, params }) => {
    await classifiers.deleteGroup(actorOf(principal, request), params.id);
    return null;
  });
  route(app, endpoints.importAdminGroupMembers, async ({ principal, request, params, body }) => {
    const result = await engine.importMembers(
      CLASSIFIERS.group,
      actorOf(principal, request),
      params.id,
      body.lines,
    );
    return withMessage(
      result,
      CLASSIFIER_MESSAGES.imported(result.added, result.existing, result.not_found.length),
    );
  });
  route(app, endpoints.removeAdminGroupMembers, ({ principal, request, params, body }) =>
    engine.removeMembers(CLASSIFIERS.group, actorOf(principal, request), params.id, body.user_ids),
  );

  route(app, endpoints.adminChannels, ({ query }) => classifiers.channels(query));
  route(app, endpoints.createAdminChannel, ({ principal, request, body }) =>
    classifiers.createChannel(actorOf(principal, request), body),
  );
  route(app, endpoints.updateAdminChannel, ({ principal, request, params, body }) =>
    classifiers.updateChannel(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteAdminChannel, async ({ principal, request, params }) => {
    await classifiers.deleteChannel(actorOf(principal, request), params.id);
    return null;
  });
  route(app, endpoints.orderAdminChannels, async ({ principal, request, body }) => {
    await engine.order(
      CLASSIFIERS.channel,
      actorOf(principal, request),
      body.ids,
      CLASSIFIER_MESSAGES.orderChanged,
    );
    return null;
  });
  route(app, endpoints.setAdminChannelStatus, ({ principal, request, params, body }) =>
    classifiers.setChannelStatus(actorOf(principal, request), params.id, body.enabled),
  );
}
