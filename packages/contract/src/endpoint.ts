import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public` needs no session; `session` needs any signed-in user;
 * a list of permission keys needs a session whose role grants at least one of them.
 */
export type Access = 'public' | 'session' | { permissions: readonly string[] };

/**
 * An endpoint whose body is raw bytes (a file or a chunk of one), not JSON: the request's
 * Content-Type must be one of `mediaTypes` and the body at most `maxBytes`. The messages are what
 * the server answers (415, 413) and what a client shows when it checks before sending.
 */
export interface UploadRule {
  mediaTypes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  /**
   * A stricter rule chosen by a query parameter (a file's `purpose`): the request is checked
   * against `rules[query[param]]` when there is one, else against this rule.
   */
  byQuery?: { param: string; rules: Readonly<Record<string, UploadRule>> };
}

/**
 * One endpoint of the API, declared once and used by both sides: the server validates with it and
 * the client derives its types from it. `response` describes `data` inside the `{ data, message? }` envelope.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
  Tag extends string = string,
> {
  method: M;
  path: P;
  summary: string;
  /** The domain the endpoint belongs to (its OpenAPI tag); clients group endpoints by it. */
  tag: Tag;
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Present when the body is raw bytes; `body` then types what a client sends (a Blob). */
  upload?: UploadRule;
  /**
   * A request that moves money (money.md §3, the ⚷ of §8): it carries an `Idempotency-Key` header
   * (`IDEMPOTENCY_KEY_PATTERN`); the server stores the first answer with its effect and answers a
   * repeat with it (`Idempotent-Replayed: true`), a different request under the key with 422.
   */
  idempotent?: true;
  response: Res;
}

/** The `Idempotency-Key` header: 16–64 letters, digits, `_` or `-` (a UUID v4 fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_MESSAGES = {
  missing: '缺少幂等键（Idempotency-Key），请刷新页面后重试',
  invalid: '幂等键格式不正确',
  reused: '该幂等键已用于另一笔请求，请刷新页面后重试',
} as const;

export const defineEndpoint = <
  M extends HttpMethod,
  P extends string,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Tag extends string = string,
  Idempotent extends true | undefined = undefined,
>(
  endpoint: Endpoint<M, P, Params, Query, Body, Res, Tag> & { idempotent?: Idempotent },
): Endpoint<M, P, Params, Query, Body, Res, Tag> &
  (Idempotent extends true ? { idempotent: true } : unknown) =>
  endpoint as Endpoint<M, P, Params, Query, Body, Res, Tag> &
    (Idempotent extends true ? { idempotent: true } : unknown);

type Defined<T> = Exclude<T, undefined>;
type Infer<T> = [Defined<T>] extends [never] ? undefined : z.infer<Defined<T> & z.ZodType>;
type Input<T> = [Defined<T>] extends [never] ? undefined : z.input<Defined<T> & z.ZodType>;

/** The `data` an endpoint answers with. */
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
/** What a caller passes: path params, query and body, each only where the endpoint has one. */
export type ParamsOf<E extends Endpoint> = Input<E['params']>;
export type QueryOf<E extends Endpoint> = Input<E['query']>;
export type BodyOf<E extends Endpoint> = Input<E['body']>;
/** What the server sees after validation. */
export type ParsedQueryOf<E extends Endpoint> = Infer<E['query']>;
export type ParsedBodyOf<E extends Endpoint> = Infer<E['body']>;
