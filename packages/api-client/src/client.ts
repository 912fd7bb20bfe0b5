import {
  IDEMPOTENCY_HEADER,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import {
  BusinessError,
  HttpError,
  NetworkError,
  TimeoutError,
  describeRequest,
  isApiError,
  type ApiError,
  type RequestSummary,
} from './errors.js';
import { isRecord, serverMessage } from './envelope.js';
import { canReportUploadProgress, progressFetch } from './progress-fetch.js';

export const DEFAULT_TIMEOUT_MS = 50_000;

/**
 * What went wrong, for the console to show (spec §8). The client only reports: the words, the
 * dialog and how long a toast stays are the console's. `message` is the server's own message,
 * absent when it sent none; for a network failure it is the error's text.
 */
export type Notice =
  /** 202: the server refused by a business rule. */
  | { kind: 'refused'; status: 202; message?: string }
  /** 401 or 503: the session is over or the service is down; the console asks to log in again. */
  | { kind: 'session-ended'; status: 401 | 503; message?: string }
  /** Any other refused status (another 2xx but 200/207, 4xx, 5xx). */
  | { kind: 'http-error'; status: number; message?: string }
  /** No response at all (refused connection, DNS, CORS, offline). */
  | { kind: 'network-error'; status: 0; message: string }
  /** No response within `timeoutMs`. */
  | { kind: 'timeout'; status: 0; timeoutMs: number };

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://console.example.com`; '' for same-origin. */
  baseUrl?: string;
  /** Read on every request, so a token changed by login or account switching applies at once. */
  getToken: () => string | null | undefined;
  notify?: (notice: Notice) => void;
  /** 'start' before each request and 'end' after it, whatever the outcome. */
  onProgress?: (state: 'start' | 'end') => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** May return a replacement request (extra headers, tracing). */
  onRequest?: (context: { endpoint: Endpoint; request: Request }) => Request | void | Promise<Request | void>;
  /** May return a replacement response. Clone before reading the body. */
  onResponse?: (context: {
    endpoint: Endpoint;
    request: Request;
    response: Response;
  }) => Response | void | Promise<Response | void>;
  /** Observes every typed failure after `notify`; the promise still rejects with the same error. */
  onError?: (context: { endpoint: Endpoint; error: ApiError }) => void;
}

/** Per-call options beside the endpoint's params, query and body. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Do not call `notify` (the caller shows the message itself, e.g. inline on the login form). */
  silent?: boolean;
  timeoutMs?: number;
  headers?: RequestInit['headers'];
  /**
   * How much of the request body has been sent, 0..1 (a file going up). Where the runtime has
   * XMLHttpRequest (browsers) the request goes through it, the only way to observe an upload;
   * elsewhere it is sent with fetch and reports 1 once the answer came.
   */
  onUploadProgress?: (fraction: number) => void;
  /**
   * The `Idempotency-Key` of a request that moves money (an endpoint marked `idempotent`, where it
   * is required): the same key for a retry of the same request, so the server answers it once.
   */
  idempotencyKey?: string;
}

// The contract's ParamsOf/QueryOf/BodyOf include `undefined` because the descriptor fields are
// optional properties; without it, `never` means the endpoint has no such slot.
// A slot is optional when the endpoint has none, or when every field of it is optional.
type Slot<K extends string, T> = [Exclude<T, undefined>] extends [never]
  ? { [P in K]?: undefined }
  : Partial<Exclude<T, undefined>> extends Exclude<T, undefined>
    ? { [P in K]?: Exclude<T, undefined> }
    : { [P in K]: Exclude<T, undefined> };

/** The path params, query and body an endpoint needs, each required only where the contract has one. */
export type CallInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> &
  (E extends { idempotent: true } ? { idempotencyKey: string } : unknown);
export type CallOptions<E extends Endpoint> = CallInput<E> & RequestOptions;
/** The options argument may be left out when the endpoint needs nothing. */
export type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The whole envelope of a successful answer, for callers that also want the server's `message`. */
export interface ApiResult<T> {
  data: T;
  message?: string;
  status: number;
}

export interface ApiClient {
  /** Calls an endpoint and resolves with the `data` of the envelope. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** Like `call`, but resolves with `{ data, message, status }`. */
  callRaw<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResult<ResponseOf<E>>>;
}

interface LooseCallOptions extends RequestOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `{id}` segments of an endpoint path, filled from `params` and URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

const queryValue = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Query string without the `?`: undefined and null are left out, arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, queryValue(item));
    }
  }
  return search.toString();
}

/** The error's message when the server sent none: for logs and developers, not for the screen. */
const fallbackMessage = (status: number): string => `Request failed with status ${status}`;

/** The one call whose 207 is refused (spec §8): "no picture yet", handled by its caller with the body. */
const REFUSES_207 = 'pic-by-video-url';

// Sent as they are: the runtime sets the content type (multipart boundary and the like).
const isRawBody = (body: unknown): body is NonNullable<RequestInit['body']> =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function buildRequest(endpoint: Endpoint, call: LooseCallOptions, signal: AbortSignal): Request {
    const query = toQueryString(call.query);
    const url = `${baseUrl}${fillPath(endpoint.path, call.params)}${query ? `?${query}` : ''}`;
    const headers = new Headers(call.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (call.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, call.idempotencyKey);
    const token = options.getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: RequestInit['body'];
    if (call.body !== undefined && endpoint.method !== 'GET') {
      if (isRawBody(call.body)) {
        body = call.body;
      } else {
        body = JSON.stringify(call.body);
        headers.set('content-type', 'application/json');
      }
    }
    return new Request(url, { method: endpoint.method, headers, body, signal });
  }

  /** The status rules of spec §8, in one place. Returns the envelope or throws a typed error. */
  function settle(
    status: number,
    body: unknown,
    request: RequestSummary,
    notify: (notice: Notice) => void,
  ): ApiResult<unknown> {
    const message = serverMessage(body);
    const success = (): ApiResult<unknown> => ({
      data: isRecord(body) ? body.data : undefined,
      ...(message === undefined ? {} : { message }),
      status,
    });
    const text = message ?? fallbackMessage(status);
    const reported = message === undefined ? {} : { message };

    if (status === 200) return success();
    if (status === 207) {
      // Rejected with the body and without a notice: the caller handles it.
      if (request.url.includes(REFUSES_207)) throw new HttpError(status, text, body, request);
      return success();
    }
    if (status === 202) {
      notify({ kind: 'refused', status, ...reported });
      throw new BusinessError(status, text, body, request);
    }
    if (status === 401 || status === 503) {
      notify({ kind: 'session-ended', status, ...reported });
      throw new HttpError(status, text, body, request);
    }
    notify({ kind: 'http-error', status, ...reported });
    throw new HttpError(status, text, body, request);
  }

  async function send(endpoint: Endpoint, call: LooseCallOptions): Promise<ApiResult<unknown>> {
    const notify = (notice: Notice) => {
      if (!call.silent) options.notify?.(notice);
    };
    const timeoutMs = call.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    let request = buildRequest(endpoint, call, controller.signal);
    const callerSignal = call.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.throwIfAborted();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    /** What fetch or the body read threw, as the error to reject with. Hook errors pass through as they are. */
    const failure = (error: unknown): unknown => {
      const summary = describeRequest(request);
      if (timedOut) {
        notify({ kind: 'timeout', status: 0, timeoutMs });
        return new TimeoutError(`Request timed out after ${timeoutMs} ms`, summary, timeoutMs);
      }
      // The caller gave up (navigation, unmount): not a failure to report.
      if (callerSignal?.aborted) return callerSignal.reason;
      const text = error instanceof Error && error.message ? error.message : 'Network error';
      notify({ kind: 'network-error', status: 0, message: text });
      return new NetworkError(text, summary, error);
    };

    let status: number;
    let body: unknown;
    try {
      request = (await options.onRequest?.({ endpoint, request })) ?? request;
      const { onUploadProgress } = call;
      const fetchImpl =
        onUploadProgress && canReportUploadProgress()
          ? progressFetch(onUploadProgress)
          : (options.fetch ?? globalThis.fetch);
      let response: Response;
      try {
        response = await fetchImpl(request, { signal: controller.signal });
      } catch (error) {
        throw failure(error);
      }
      if (onUploadProgress && !canReportUploadProgress()) onUploadProgress(1);
      response = (await options.onResponse?.({ endpoint, request, response })) ?? response;
      status = response.status;
      try {
        body = await readBody(response);
      } catch (error) {
        throw failure(error);
      }
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
    return settle(status, body, describeRequest(request), notify);
  }

  async function callRaw(endpoint: Endpoint, call: LooseCallOptions = {}): Promise<ApiResult<unknown>> {
    options.onProgress?.('start');
    try {
      return await send(endpoint, call);
    } catch (error) {
      if (isApiError(error)) options.onError?.({ endpoint, error });
      throw error;
    } finally {
      options.onProgress?.('end');
    }
  }

  return {
    callRaw: callRaw as ApiClient['callRaw'],
    call: (async (endpoint: Endpoint, call?: LooseCallOptions) =>
      (await callRaw(endpoint, call)).data) as ApiClient['call'],
  };
}
