import { endpoints } from '@creator-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Principal } from '../../plugins/app/authorization.js';
import { requestContext } from '../operation-log/record.js';

/** Roles (/admin/role) and their menus and page rights (/admin/menu), admin.md §6.2–6.3. */
export default async function roleRoutes(app: FastifyInstance) {
  const editor = (principal: Principal, request: FastifyRequest) => ({
    principal,
    context: requestContext(request),
  });

  route(app, endpoints.adminRoles, () => app.roles.list());
  route(app, endpoints.createRole, ({ body, principal, request }) =>
    app.roles.create(body, editor(principal, request)),
  );
  route(app, endpoints.updateRole, ({ params, body, principal, request }) =>
    app.roles.update(params.id, body, editor(principal, request)),
  );
  route(app, endpoints.deleteRole, async ({ params, principal, request }) => {
    await app.roles.remove(params.id, editor(principal, request));
    return null;
  });
  route(app, endpoints.accessCatalogue, ({ principal }) => app.roles.catalogue(principal));
  route(app, endpoints.roleAccess, ({ params, principal }) => app.roles.access(params.id, principal));
  route(app, endpoints.updateRoleAccess, ({ params, body, principal, request }) =>
    app.roles.updateAccess(params.id, body, editor(principal, request)),
  );
  route(app, endpoints.roleMenuPreview, ({ params, query }) =>
    app.roles.preview(params.id, query.live_tag === 1),
  );
}
