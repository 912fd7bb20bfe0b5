/**
 * Typed failures of the transport (after ky's and octokit's errors). Every rejection of the client is
 * one of these classes, except a caller's own abort, which rejects with the signal's reason.
 * Nothing attached to an error carries the session token: see `describeRequest`.
 */

/** What an error remembers of its request: enough to debug, never the credentials. */
export interface RequestSummary {
  method: string;
  url: string;
  headers: Record<string, string>;
}

const REDACTED = '[REDACTED]';
/** Query parameters whose values are credentials (`mcn_token` is sent by the account-switching calls). */
const SECRET_PARAM = /token|password|secret/i;

function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const params = new URLSearchParams(query);
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  const hash = hashStart < 0 ? '' : url.slice(hashStart);
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}${hash}` : url;
}

/** A copy of the request's method, address and headers with Authorization and secret parameters redacted. */
export function describeRequest(request: Request): RequestSummary {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = key === 'authorization' || key === 'cookie' ? REDACTED : value;
  });
  return { method: request.method, url: redactUrl(request.url), headers };
}

/** The server answered with a status the rules of spec §8 refuse; `body` is the parsed response body. */
export class HttpError<Body = unknown> extends Error {
  override readonly name: 'HttpError' | 'BusinessError' = 'HttpError';
  readonly status: number;
  readonly body: Body;
  readonly request: RequestSummary;

  constructor(status: number, message: string, body: Body, request: RequestSummary) {
    super(message);
    this.status = status;
    this.body = body;
    this.request = request;
  }
}

/** Status 202: the server refused by a business rule; `message` says why. */
export class BusinessError<Body = unknown> extends HttpError<Body> {
  override readonly name = 'BusinessError' as const;
}

/** No response at all (refused connection, DNS, CORS, offline). `cause` is what fetch threw. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError' as const;
  readonly status = 0 as const;
  readonly request: RequestSummary;

  constructor(message: string, request: RequestSummary, cause: unknown) {
    super(message, { cause });
    this.request = request;
  }
}

/** The request did not finish within `timeoutMs` (response and body included). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError' as const;
  readonly status = 0 as const;
  readonly timeoutMs: number;
  readonly request: RequestSummary;

  constructor(message: string, request: RequestSummary, timeoutMs: number) {
    super(message);
    this.request = request;
    this.timeoutMs = timeoutMs;
  }
}

export type ApiError = HttpError | NetworkError | TimeoutError;

const hasName = (error: unknown, ...names: string[]): error is Error =>
  error instanceof Error && names.includes(error.name) && 'status' in error;

// The name check also recognises errors from a second copy of this package (two bundles, one page).
export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || hasName(error, 'HttpError', 'BusinessError');
export const isBusinessError = (error: unknown): error is BusinessError =>
  error instanceof BusinessError || hasName(error, 'BusinessError');
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError || hasName(error, 'NetworkError');
export const isTimeoutError = (error: unknown): error is TimeoutError =>
  error instanceof TimeoutError || hasName(error, 'TimeoutError');
export const isApiError = (error: unknown): error is ApiError =>
  isHttpError(error) || isNetworkError(error) || isTimeoutError(error);
