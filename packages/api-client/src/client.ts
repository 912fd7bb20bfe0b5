import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@creator-console/contract';
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

export const DEFAULT_TIMEOUT_MS = 50_000;
/** How long the toast of a 202 business refusal stays (spec §9). */
export const REFUSAL_TOAST_MS = 20_000;
/** The wording of the re-login dialog for 401 and 503 (spec §8). */
export const RELOGIN_DIALOG = { title: '确定退出', confirmLabel: '重新登录', cancelLabel: '关闭' } as const;

/** An error toast the console should show. Without `duration` the console's default applies. */
export interface ToastNotice {
  kind: 'toast';
  tone: 'critical';
  message: string;
  /** HTTP status, or 0 when there was no response (network error, timeout). */
  status: number;
  duration?: number;
  closable?: boolean;
}

/**
 * A 401 or 503: the console asks whether to log in again. Confirming is the console's business
 * (reset the token and reload); the client never touches the DOM.
 */
export interface ReloginNotice {
  kind: 'relogin';
  status: 401 | 503;
  message: string;
  title: typeof RELOGIN_DIALOG.title;
  confirmLabel: typeof RELOGIN_DIALOG.confirmLabel;
  cancelLabel: typeof RELOGIN_DIALOG.cancelLabel;
}

export type Notice = ToastNotice | ReloginNotice;

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
  Slot<'body', BodyOf<E>>;
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

const fallbackMessage = (status: number): string =>
  status === 401
    ? '登录已失效，请重新登录'
    : status === 503
      ? '服务维护中，请稍后再试'
      : `请求失败（状态码 ${status}）`;

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

    if (status === 200) return success();
    if (status === 207) {
      // The video-cover call reports "no picture yet" as 207; its caller handles the body itself.
      if (request.url.includes('pic-by-video-url')) throw new HttpError(status, text, body, request);
      return success();
    }
    if (status === 202) {
      notify({
        kind: 'toast',
        tone: 'critical',
        message: text,
        status,
        duration: REFUSAL_TOAST_MS,
        closable: true,
      });
      throw new BusinessError(status, text, body, request);
    }
    if (status === 401 || status === 503) {
      notify({ kind: 'relogin', status, message: text, ...RELOGIN_DIALOG });
      throw new HttpError(status, text, body, request);
    }
    notify({ kind: 'toast', tone: 'critical', message: text, status });
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
        const timeout = new TimeoutError(`请求超时（${timeoutMs} ms）`, summary, timeoutMs);
        notify({ kind: 'toast', tone: 'critical', message: timeout.message, status: 0 });
        return timeout;
      }
      // The caller gave up (navigation, unmount): not a failure to report.
      if (callerSignal?.aborted) return callerSignal.reason;
      const text = error instanceof Error && error.message ? error.message : '网络错误';
      notify({ kind: 'toast', tone: 'critical', message: text, status: 0 });
      return new NetworkError(text, summary, error);
    };

    let status: number;
    let body: unknown;
    try {
      request = (await options.onRequest?.({ endpoint, request })) ?? request;
      const fetchImpl = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await fetchImpl(request, { signal: controller.signal });
      } catch (error) {
        throw failure(error);
      }
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
