import type { Endpoint, ResponseOf, UploadRule } from '@creator-console/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Principal } from '../plugins/app/authorization.js';
import { ApiError, BadRequestError, UnauthorizedError } from './errors.js';
import type { Database } from '../db/database.js';
import { idempotencyKeyOf, replayedHeader, runIdempotent, type StoredAnswer } from './idempotency.js';
import { ListAnswerCache } from './list-cache.js';
import { operationIdOf, responsesOf } from './openapi.js';
import { PayloadTooLargeError } from './upload-body.js';

type Parsed<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in caller. Always present unless the endpoint is public (then reading it throws 401). */
  readonly principal: Principal;
  /**
   * The raw body of an endpoint with an `upload` rule, its media type already checked against the
   * rule (415 otherwise) and its declared length against `maxBytes` (413). Undefined elsewhere.
   * Wrap `stream` in an `UploadMeter`: a body without a length can still be too long.
   */
  upload?: { stream: Readable; mime: string; length: number | undefined; rule: UploadRule };
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * An idempotent endpoint's transaction (contract `idempotent`): the handler makes every write
   * through it, so the effect and the stored answer commit together (http/idempotency.ts).
   */
  tx: E extends { idempotent: true } ? Database : undefined;
}

/** `data` with a message: 200 `{ data, message }`, or 207 for a success with a notice (spec §8). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    readonly status: 200 | 207,
  ) {}
}

export const withMessage = <T>(data: T, message: string, status: 200 | 207 = 200) =>
  new Answer(data, message, status);

type Result<E extends Endpoint> = ResponseOf<E> | Answer<ResponseOf<E>>;

export interface RouteOptions<E extends Endpoint> {
  handler: (context: RouteContext<E>) => Result<E> | Promise<Result<E>>;
  /** Route config, e.g. `{ rateLimit: { max, timeWindow } }` (plugins/external/rate-limit.ts). */
  config?: FastifyContextConfig;
  /** The handler spends a budget of its own and may answer 429 (the credential routes' shared one). */
  throttled?: true;
  /** Bytes the JSON body may have when the contract allows more than the app's default (a bulk import). */
  bodyLimit?: number;
  /**
   * An idempotent endpoint that answers its keys itself (a batched write: wallet/withdraw-batch.ts):
   * called with the request's valid key instead of `runIdempotent`, it answers as that does — and
   * `once()` is that ordinary path (the key's own transaction around `handler`), for the requests
   * it does not serve itself.
   */
  answerKey?: (
    context: RouteContext<E>,
    key: string,
    once: () => Promise<StoredAnswer>,
  ) => Promise<StoredAnswer>;
}

/** Contract paths may write parameters as `{id}`; Fastify wants `:id`. */
const toRouteUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The one way to add an API route: registers `endpoint` from the contract on `app`.
 *
 * - params, query and body are validated (and coerced/trimmed) with the endpoint's zod schemas;
 *   invalid input answers 400 `{ message, issues }`;
 * - `access` is enforced before anything else runs: `session` needs a live session (else 401),
 *   `{ permissions }` needs one of them among the caller's page rights (else 403);
 * - what the handler returns is sent as `{ data }`, serialised through the endpoint's response
 *   schema (unknown keys are dropped); throw a `BusinessRuleError` for a 202 refusal.
 *
 * ```ts
 * route(app, endpoints.myProfile, ({ principal }) => app.users.profile(principal.userId));
 * ```
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<E> | RouteOptions<E>['handler'],
): void {
  const { handler, config, throttled, bodyLimit, answerKey } =
    typeof options === 'function' ? { handler: options, answerKey: undefined } : options;
  const responses = responsesOf(endpoint, config, throttled);
  const operationId = operationIdOf(endpoint);
  const rule = endpoint.upload;
  const inFlight = sharesConcurrentReads(endpoint) ? new Map<string, SharedRead>() : null;
  // Created at the first read: the database plugin decorates the app after routes may be declared.
  let answers: ListAnswerCache | null | undefined;
  /** The serialised body of each list answer still referenced (by the cache or a shared read). */
  const bodies = new WeakMap<object, string>();
  if (rule) {
    // Raw bytes: in a scope of its own, every media type reaches the handler as an unread stream;
    // the rule's checks below answer a wrong type or length in the wire convention.
    void app.register(async (scope) => {
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      scope.addContentTypeParser('application/json', (_request, payload, done) => done(null, payload));
      register(scope);
    });
  } else {
    register(app);
  }

  function uploadOf(request: FastifyRequest): RouteContext<E>['upload'] {
    if (!rule) return undefined;
    const chosen = rule.byQuery
      ? (rule.byQuery.rules[String((request.query as Record<string, unknown>)[rule.byQuery.param])] ?? rule)
      : rule;
    const mime = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!chosen.mediaTypes.includes(mime)) throw new ApiError(415, chosen.typeMessage);
    const header = request.headers['content-length'];
    const length = header === undefined ? undefined : Number(header);
    if (length !== undefined && length > chosen.maxBytes) throw new PayloadTooLargeError(chosen.sizeMessage);
    return { stream: request.body as Readable, mime, length, rule: chosen };
  }

  /**
   * A list read: from the cache of answers when this process sees every write (PGlite), else
   * shared with an identical read in flight. The key is the request's URL and credentials, and
   * the principal's user, so callers never share an answer.
   */
  function readList(
    inFlight: Map<string, SharedRead>,
    request: FastifyRequest,
    read: () => Promise<Result<E>>,
  ) {
    const key = `${readKey(request)}\n${request.principal?.userId ?? ''}`;
    answers ??= app.writeGeneration ? new ListAnswerCache(app.writeGeneration) : null;
    // A read joins one in flight only if no write began or ended since that one began: of a
    // route here (writeEpoch), or of anyone on PGlite (the write generation) — else a read that
    // arrived after a job's write could get, and keep, the answer from before it.
    const epoch = `${writeEpoch}/${app.writeGeneration?.() ?? ''}`;
    const fetch = () => shared(inFlight, key, epoch, read);
    return answers ? answers.read(key, fetch) : fetch();
  }

  /** Runs a handler; one that can change data ends the reads it may have overtaken (see `shared`). */
  async function write(context: RouteContext<E>): Promise<Result<E>> {
    if (endpoint.method === 'GET') return handler(context);
    writeEpoch += 1;
    try {
      return await handler(context);
    } finally {
      writeEpoch += 1;
    }
  }

  /**
   * An idempotent endpoint: the handler runs once per key, in the key's transaction; a repeat is
   * answered from what was stored (http/idempotency.ts).
   */
  async function answerOnce(context: RouteContext<E>) {
    const { request, reply } = context;
    const key = idempotencyKeyOf(request);
    writeEpoch += 1;
    try {
      const once = () =>
        runIdempotent(app, request, endpoint, context.principal.userId, key, async (tx) => {
          const result = await handler({ ...context, tx } as RouteContext<E>);
          return result instanceof Answer
            ? { status: result.status, body: { data: result.data, message: result.message } }
            : { status: 200, body: { data: result } };
        });
      const answer = answerKey ? await answerKey(context, key, once) : await once();
      if (answer.replayed) reply.header(replayedHeader, 'true');
      reply.code(answer.status);
      return answer.body;
    } finally {
      writeEpoch += 1;
    }
  }

  function register(target: FastifyInstance) {
    target.route({
      method: endpoint.method,
      url: toRouteUrl(endpoint.path),
      schema: {
        ...(operationId ? { operationId } : {}),
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body && !rule ? { body: endpoint.body } : {}),
        response: responses,
      },
      ...(config ? { config } : {}),
      ...(bodyLimit ? { bodyLimit } : {}),
      onRequest: app.authorization.guard(endpoint.access),
      handler: async (request, reply) => {
        const context: RouteContext<E> = {
          params: request.params as Parsed<E['params']>,
          query: request.query as Parsed<E['query']>,
          body: request.body as Parsed<E['body']>,
          get principal() {
            if (!request.principal) throw new UnauthorizedError();
            return request.principal;
          },
          upload: uploadOf(request),
          request,
          reply,
          tx: undefined as RouteContext<E>['tx'],
        };
        if (endpoint.idempotent) return answerOnce(context);
        const result = inFlight
          ? await readList(inFlight, request, async () => handler(context))
          : await write(context);
        if (result instanceof Answer) reply.code(result.status);
        const payload =
          result instanceof Answer ? { data: result.data, message: result.message } : { data: result };
        if (!inFlight || typeof result !== 'object' || result === null) return payload;
        // A list answer is often one that other requests get too (kept, or shared in flight):
        // serialised once through the response schema of its status, then sent as it is to each.
        const serialize = reply.getSerializationFunction(String(reply.statusCode), 'application/json');
        if (!serialize) return payload;
        let body = bodies.get(result);
        if (body === undefined) {
          body = serialize(payload);
          bodies.set(result, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }
}

/**
 * Identical list reads that arrive while one is being answered share its answer (single flight):
 * under load a page read by many connections at once costs one pair of queries, not one per
 * request (issue 13: the creator's video list, two queries a page, served 5 % of my-profile).
 * Identical means the same URL with the same credentials (authorization, cookie and `x-` headers):
 * the same caller asking the same thing. Nothing is kept here once the answer is out (the cache of
 * answers is `list-cache.ts`), so no read sees an older state than one it could have met anyway —
 * except through a write it knows of, which is why a read joins only one of the same `epoch`: no
 * write of a route here, nor on PGlite any write at all, began or ended between the two.
 */
type SharedRead = { epoch: string; answer: Promise<unknown> };
let writeEpoch = 0;

/** A GET of a `listOf(…)` page by a signed-in caller (the contract's zod copy may not be ours). */
function sharesConcurrentReads(endpoint: Endpoint): boolean {
  if (endpoint.method !== 'GET' || endpoint.access === 'public') return false;
  const { def } = endpoint.response;
  if (def.type !== 'object') return false;
  const { shape } = def as z.core.$ZodObjectDef;
  return shape.data?._zod.def.type === 'array' && shape.total !== undefined;
}

function readKey(request: FastifyRequest): string {
  const credentials = Object.entries(request.headers)
    .filter(([name]) => name === 'authorization' || name === 'cookie' || name.startsWith('x-'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${request.url}\n${JSON.stringify(credentials)}`;
}

async function shared<T>(
  inFlight: Map<string, SharedRead>,
  key: string,
  epoch: string,
  read: () => Promise<T> | T,
) {
  const running = inFlight.get(key);
  if (running && running.epoch === epoch) return running.answer as Promise<T>;
  const answer = Promise.resolve().then(read);
  const entry = { epoch, answer };
  inFlight.set(key, entry);
  try {
    return await answer;
  } finally {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  }
}

/** Whether a string anywhere in a parsed request part holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner, depth + 1));
}

/**
 * The keys a query schema declares (through pipes and wrappers to its object), or null when it is
 * not an object. Every list takes only what it declares: an unknown parameter is refused, named.
 */
function declaredKeys(schema: z.core.$ZodType): ReadonlySet<string> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & { in?: z.core.$ZodType; innerType?: z.core.$ZodType };
  if (def.type === 'object') return new Set(Object.keys((def as z.core.$ZodObjectDef).shape));
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner ? declaredKeys(inner) : null;
}

const PART_NAMES: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数' };

/**
 * Validates a request part with its zod schema. The first issue's message (zh-CN: the contract's
 * own messages, else zod's zh-CN locale) becomes the answer's `message`; all issues are listed.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const known = httpPart === 'querystring' ? declaredKeys(schema) : null;
  return (input) => {
    const part = httpPart ?? 'body';
    if (part === 'body' && (input === null || typeof input !== 'object' || Array.isArray(input))) {
      return { error: new BadRequestError('请求体必须是 JSON 对象') };
    }
    // PostgreSQL text cannot hold NUL: refused here as invalid input, never a database error.
    if (hasNul(input)) return { error: new BadRequestError('请求中含有无效字符（NUL）') };
    const unknown = known && Object.keys(input as object).find((key) => !known.has(key));
    if (unknown) {
      const message = `不支持的查询参数：${unknown}`;
      return { error: new BadRequestError(message, [{ path: [unknown], message }]) };
    }
    const result = schema.safeParse(input);
    // Ids are bounded by the contract (MAX_ID), so an oversized id is refused here, not by the database.
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first?.message ?? `${PART_NAMES[part] ?? '请求'}不正确`;
    return { error: new BadRequestError(message, issues) };
  };
};
