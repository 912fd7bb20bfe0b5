/** One problem with the input: where (path inside params, query or body) and what, in zh-CN. */
export interface Issue {
  path: (string | number)[];
  message: string;
}

/**
 * An error that is part of the wire convention: the central error handler answers `statusCode`
 * with `{ message, issues? }`. Anything else thrown becomes a 500 whose details stay in the log.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A business-rule refusal: 202 `{ message }`, shown by the client as a 20 s toast (spec §8). */
export class BusinessRuleError extends ApiError {
  constructor(message: string) {
    super(202, message);
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string, issues?: Issue[]) {
    super(400, message, issues);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message = '登录已失效，请重新登录') {
    super(401, message);
  }
}

export class ForbiddenError extends ApiError {
  constructor(message = '没有权限执行此操作') {
    super(403, message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = '请求的资源不存在') {
    super(404, message);
  }
}

/** 429; the error handler sends `Retry-After` with it. */
export class TooManyRequestsError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `操作过于频繁，请 ${retryAfterSeconds} 秒后再试`);
  }
}
