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
  response: Res;
}

export const defineEndpoint = <
  M extends HttpMethod,
  P extends string,
  Res extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Tag extends string = string,
>(
  endpoint: Endpoint<M, P, Params, Query, Body, Res, Tag>,
): Endpoint<M, P, Params, Query, Body, Res, Tag> => endpoint;

// `E['body']` of an optional member is `Schema | undefined`: strip the undefined before inferring, so
// a required body stays required; an endpoint without the member gets `undefined`.
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
