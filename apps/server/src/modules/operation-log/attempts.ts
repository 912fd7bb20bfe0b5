import { endpoints, type OperationLogModule } from '@creator-console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestContext } from './record.js';

/** Export kinds whose export is a log export (its refusals are logged like the admin pages'). */
export const LOG_EXPORT_KINDS: readonly string[] = ['operation_logs', 'tracking_events'];

/** Module by path prefix (admin.md §5); anything else under /api/admin is `system`. */
const MODULE_PREFIXES: [RegExp, OperationLogModule][] = [
  [/^\/api\/admin\/(accounts|user-picker)(\/|$)/, 'account'],
  [/^\/api\/admin\/(roles|access-catalogue)(\/|$)/, 'role'],
  [/^\/api\/admin\/(labels|groups|channels)(\/|$)/, 'label'],
  [/^\/api\/admin\/notices(\/|$)/, 'notice'],
  [/^\/api\/admin\/documents(\/|$)/, 'document'],
  [/^\/api\/certification\/settings(\/|$)/, 'certification'],
  [/^\/api\/admin(\/|$)/, 'system'],
];

const toRouteUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

let endpointNames: Map<string, string> | undefined;
/** The contract's name of the endpoint behind `METHOD url`, e.g. `adminUserPicker`. */
function endpointName(method: string, url: string): string | undefined {
  endpointNames ??= new Map(
    Object.entries(endpoints).map(([name, endpoint]) => [
      `${endpoint.method} ${toRouteUrl(endpoint.path)}`,
      name,
    ]),
  );
  return endpointNames.get(`${method} ${url}`);
}

/** `/api/admin/roles/:id/access` → `role`; under certification settings `certification_<type>`. */
function targetTypeOf(url: string, module: OperationLogModule): string | null {
  const parts = url.split('/');
  const at = parts.indexOf(':id');
  if (at < 1) return null;
  const noun = parts[at - 1]!.replace(/-/g, '_').replace(/s$/, '');
  return module === 'certification' ? `certification_${noun}` : noun;
}

function messageOf(payload: unknown): string {
  if (typeof payload !== 'string') return '';
  try {
    const parsed = JSON.parse(payload) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : '';
  } catch {
    return '';
  }
}

/** Which module an answered request's attempt belongs to, or null when it is not one the log keeps. */
function moduleOf(request: FastifyRequest, status: number): OperationLogModule | null {
  const url = request.routeOptions.url;
  if (!url || (status !== 403 && status !== 202)) return null;
  if (url === '/api/exports' && request.method === 'POST') {
    const kind = (request.body as { kind?: unknown } | undefined)?.kind;
    return typeof kind === 'string' && LOG_EXPORT_KINDS.includes(kind) ? 'system' : null;
  }
  for (const [prefix, module] of MODULE_PREFIXES) if (prefix.test(url)) return module;
  return null;
}

/**
 * The global hook of admin.md §5: every 403 on `/api/admin/*` (also for callers without any admin
 * right) and every 202 refusal there, on `/api/certification/settings/*` and on log exports
 * writes a `denied` / `refused` row — after the handler's transaction rolled back, before the
 * answer leaves. Endpoints know nothing of it: they throw ForbiddenError / BusinessRuleError.
 * Repeats within a minute fold into one row (`recordAttempt`).
 */
export function logAttempts(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    const module = moduleOf(request, status);
    if (!module) return payload;
    const url = request.routeOptions.url!;
    const rawId = (request.params as { id?: unknown } | undefined)?.id;
    const id = Number(rawId);
    const targetId =
      rawId !== undefined && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
    const message = messageOf(payload);
    try {
      // The guard names the principal only once it is let through: a 403's caller is read again
      // (from the session cache, no query when warm).
      const principal = request.principal ?? (await app.authorization.authenticate(request));
      await app.operationLog.recordAttempt({
        module,
        action: endpointName(request.method, url) ?? `${request.method} ${url}`,
        targetType: targetId === null ? null : targetTypeOf(url, module),
        targetId,
        actorId: principal?.userId ?? null,
        outcome: status === 403 ? 'denied' : 'refused',
        summary: message,
        detail: { method: request.method, path: url, status },
        context: requestContext(request),
      });
    } catch (error) {
      // The answer still goes out; the failure is in the server log.
      request.log.error({ err: error }, 'could not log a denied or refused attempt');
    }
    return payload;
  });
}
