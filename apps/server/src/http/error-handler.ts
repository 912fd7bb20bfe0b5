import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, TooManyRequestsError, type Issue } from './errors.js';

/** zh-CN messages for Fastify's own request errors (body parsing, limits). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，但声明为 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不一致',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求格式不正确',
  401: '登录已失效，请重新登录',
  403: '没有权限执行此操作',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  413: '请求体过大',
  414: '请求地址过长',
  415: '不支持的请求内容类型',
  429: '操作过于频繁，请稍后再试',
};

export const INTERNAL_ERROR_MESSAGE = '服务器内部错误';

interface ErrorAnswer {
  status: number;
  body: { message: string; issues?: Issue[] };
}

/**
 * A database error, wherever the driver wrapped it (drizzle puts it in `cause`): its SQLSTATE and
 * the constraint it broke.
 */
function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

function toAnswer(error: FastifyError | Error): ErrorAnswer {
  // The ledger's CHECK caught an overdraft the code did not (money.md §6.2): a refusal, not a fault.
  const database = databaseError(error);
  if (database?.code === '23514' && database.constraint === 'ledger_accounts_non_negative') {
    return { status: 202, body: { message: '可提现余额不足' } };
  }
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: error.issues ? { message: error.message, issues: error.issues } : { message: error.message },
    };
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const code = 'code' in error ? error.code : '';
    // A JSON syntax error from the body parser arrives as a SyntaxError with status 400.
    const message =
      FASTIFY_MESSAGES[code] ??
      (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      STATUS_MESSAGES[status] ??
      '请求无效';
    return { status, body: { message } };
  }
  return { status: 500, body: { message: INTERNAL_ERROR_MESSAGE } };
}

/**
 * The one place errors become wire bodies: `{ message, issues? }` with a zh-CN message. Server
 * errors are logged with their details and answered with a generic message.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toAnswer(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (status >= 400) request.log.info({ status, message: body.message }, 'request refused');
  if (error instanceof TooManyRequestsError) reply.header('retry-after', error.retryAfterSeconds);
  return reply.code(status).send(body);
}
