import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../plugins/app/authorization.js';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { eligibilityOf } from './eligibility.js';
import type { Actor } from './repository.js';

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({
  userId: principal.userId,
  context: requestContext(request),
});

/** Certification settings (`certification:configure`) and the applicants' eligibility (admin.md §6.10). */
export default async function certificationSettingsRoutes(app: FastifyInstance) {
  const settings = () => app.certificationSettings;

  route(app, endpoints.settingCategories, ({ query }) => settings().categories(query.type));
  route(app, endpoints.createSettingCategory, ({ body, principal, request }) =>
    settings().createCategory(actorOf(principal, request), body),
  );
  route(app, endpoints.orderSettingCategories, ({ body, principal, request }) =>
    settings().orderCategories(actorOf(principal, request), body.type, body.ids),
  );
  route(app, endpoints.renameSettingCategory, ({ params, body, principal, request }) =>
    settings().renameCategory(actorOf(principal, request), params.id, body.name),
  );
  route(app, endpoints.deleteSettingCategory, async ({ params, principal, request }) => {
    await settings().deleteCategory(actorOf(principal, request), params.id);
    return null;
  });

  route(app, endpoints.settingItems, ({ query }) => settings().items(query));
  route(app, endpoints.createSettingItem, ({ body, principal, request }) =>
    settings().createItem(actorOf(principal, request), body),
  );
  route(app, endpoints.updateSettingItem, ({ params, body, principal, request }) =>
    settings().updateItem(actorOf(principal, request), params.id, body),
  );
  route(app, endpoints.deleteSettingItem, async ({ params, principal, request }) => {
    await settings().deleteItem(actorOf(principal, request), params.id);
    return null;
  });
  route(app, endpoints.setSettingItemStatus, ({ params, body, principal, request }) =>
    settings().setItemEnabled(actorOf(principal, request), params.id, body.enabled),
  );

  route(app, endpoints.settingRules, () => settings().rules());
  route(app, endpoints.updateSettingRule, ({ params, body, principal, request }) =>
    settings().updateRule(actorOf(principal, request), params.type, body),
  );

  route(app, endpoints.certificationEligibility, ({ params, principal }) =>
    eligibilityOf(app.db, principal.userId, params.type),
  );
}
