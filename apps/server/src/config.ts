import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountPassword, DEFAULT_FIELD_KEY, isPhoneNumber } from '@creator-console/contract';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-settings.js';

/**
 * The repository root (`.data/` and the console build live there): the nearest folder above this
 * file with the workspace manifest, so the sources and the built bundle (dist/server.js) agree.
 */
export const repoRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('pnpm-workspace.yaml not found above the server');
    dir = parent;
  }
  return dir;
})();

export interface Limit {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** A request slower than this (ms) logs one `slow request` line; at LOG_LEVEL=debug every request logs one. */
  slowRequestMs: number;
  /** PostgreSQL server (node-postgres pool); when unset, the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Demo mode (`DEMO`, design README "Demo mode"): what exists only for the demo — the demo seed —
   * is applied. On by default with the embedded database, off by default with DATABASE_URL;
   * `DEMO=0|1` overrides either way.
   */
  demo: boolean;
  /**
   * The first administrator, created at start when no enabled administrator exists (db/setup/
   * first-admin.ts): ADMIN_USERNAME (default `admin`), ADMIN_PASSWORD or the file ADMIN_PASSWORD_FILE
   * names (null: a one-time password is generated into `secretsDir`), ADMIN_PHONE (optional).
   */
  firstAdmin: { username: string; password: string | null; phone: string };
  /** Secrets the server generates for itself, one file each, mode 0600 (SECRETS_DIR, `.data/secrets`). */
  secretsDir: string;
  dataDir: string;
  /** Where uploaded files live with the local-directory Storage (the default). */
  storageDir: string;
  /** The S3-compatible bucket uploaded files live in instead (`STORAGE=s3`). */
  s3?: S3Settings | undefined;
  /**
   * Signs the short-lived file addresses. Every process behind one load balancer needs the same
   * secret; without FILE_URL_SECRET each process makes its own, so its addresses work only on it.
   */
  fileUrlSecret: string;
  /** Key of the spec's fixed-key AES field scheme: 16, 24 or 32 bytes. */
  fieldKey: string;
  /** The built console, served with an SPA fallback when the directory exists. */
  consoleDist: string;
  /** Trust X-Forwarded-* from a reverse proxy (the client IP feeds the login rate limit). */
  trustProxy: boolean;
  bodyLimit: number;
  session: { absoluteTtlMs: number; idleTtlMs: number; touchIntervalMs: number };
  loginLimits: {
    /** Every attempt from one client IP, on all credential routes together (login, a-login, my_user_token). */
    perIp: Limit;
    /**
     * Failed logins on one account from one client IP: after `max` of them (each within `windowMs`
     * of the last), every further failure doubles the wait. A success clears them.
     */
    perAccountFailures: Limit;
  };
  /** Bearer tokens that name no live session, per client IP (then 429 before any lookup). */
  authFailureLimit: Limit;
  /** Behaviour-tracking events (POST /api/track, public) per client IP. */
  trackLimit: Limit;
  /** Sensitive-value reveals (GET /api/p1/usi) per client IP. */
  revealLimit: Limit;
  /**
   * The operation log and the behaviour log: the HMAC key of their keyset cursors (shared by every
   * process: LOG_CURSOR_SECRET, else FILE_URL_SECRET, else one random per process) and how long
   * their rows are kept (never under the six months 网络安全法 第二十一条 asks for network logs).
   */
  logs: { cursorSecret: string; operationLogRetentionDays: number; trackingRetentionDays: number };
  /** How long an upload chunk that arrived ahead of the one before it waits for it (ms); see uploads. */
  uploadAheadWaitMs?: number;
  /**
   * Prometheus metrics at GET /metrics: served outside production, and in production only with
   * METRICS_TOKEN, which the scraper then sends as a bearer token.
   */
  metrics: { enabled: boolean; token: string | null };
  /**
   * Load shedding: while the event loop lags more than this (ms; 0 turns it off), requests are
   * answered 429 with Retry-After (seconds) instead of queueing until they time out.
   */
  loadShedding: { maxEventLoopDelayMs: number; retryAfterSeconds: number; sampleIntervalMs?: number };
  /**
   * Background jobs (plugins/app/jobs.ts): a job still active this many seconds after it started
   * is taken for lost (its process died) and retried, and an export whose run has not said it is
   * alive for this long may be taken over by another process. Longer than any export runs.
   */
  jobs: { expireSeconds: number };
  /**
   * The wallet (money.md §3, §9.2): withdrawal requests per Asia/Shanghai day per user
   * (WITHDRAW_DAILY_LIMIT, 0 = none), the per-account action limits, and the invoice title
   * company withdrawals must be issued to (PLATFORM_INVOICE_TITLE, PLATFORM_TAX_ID).
   * `withdrawBatch` (WITHDRAW_BATCH): the most withdrawal requests one transaction serves
   * (modules/wallet/withdraw-batch.ts; 64 when unset); 0 serves each alone, as before batches.
   */
  wallet: {
    withdrawDailyLimit: number;
    withdrawBatch?: number;
    withdrawLimit: Limit;
    payoutAccountLimit: Limit;
    invoiceTitle: { name: string; taxId: string };
  };
  /**
   * Rows an export reads per query (modules/exports): large pages, few round trips; two pages are
   * held at most. Not an environment variable: tests lower it to cross page boundaries.
   */
  exportPageRows: number;
}

const MINUTE = 60_000;

const optionalInt = z.coerce.number().int().positive().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SLOW_REQUEST_MS: optionalInt,
  DATABASE_URL: z.string().min(1).optional(),
  DEMO: z.enum(['0', '1'], { error: 'DEMO must be 0 or 1' }).optional(),
  DATA_DIR: z.string().min(1).optional(),
  SECRETS_DIR: z.string().min(1).optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(
      /^[a-z][a-z0-9_]{2,31}$/,
      'ADMIN_USERNAME must start with a lowercase letter and hold 3–32 lowercase letters, digits or _',
    )
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_PASSWORD_FILE: z.string().min(1).optional(),
  ADMIN_PHONE: z.string().refine(isPhoneNumber, 'ADMIN_PHONE must be a mobile number').optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  FILE_URL_SECRET: z.string().min(32, 'FILE_URL_SECRET must be at least 32 characters').optional(),
  FIELD_KEY: z
    .string()
    .refine((key) => [16, 24, 32].includes(Buffer.byteLength(key)), 'FIELD_KEY must be 16, 24 or 32 bytes')
    .default(DEFAULT_FIELD_KEY),
  CONSOLE_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  /** Login attempts per IP per minute. */
  LOGIN_LIMIT_PER_IP: optionalInt,
  /** Failed logins per account and IP before the growing delay starts. */
  LOGIN_LIMIT_PER_ACCOUNT: optionalInt,
  /** Requests with an unknown bearer token per IP per minute. */
  AUTH_FAILURE_LIMIT_PER_IP: optionalInt,
  /** Behaviour-tracking events per IP per minute. */
  TRACK_LIMIT_PER_IP: optionalInt,
  /** Sensitive-value reveals per IP per minute. */
  REVEAL_LIMIT_PER_IP: optionalInt,
  LOG_CURSOR_SECRET: z.string().min(32, 'LOG_CURSOR_SECRET must be at least 32 characters').optional(),
  /** Days operation-log rows are kept (default 3 years). */
  OPERATION_LOG_RETENTION_DAYS: z.coerce.number().int().min(183).optional(),
  /** Days behaviour-tracking events are kept (default 180). */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(180).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Event-loop lag (ms) above which requests are shed with 429; 0 turns shedding off. */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  JOB_EXPIRE_SECONDS: optionalInt,
  /** Withdrawal requests per user per day; 0 = no limit. */
  WITHDRAW_DAILY_LIMIT: z.coerce.number().int().min(0).optional(),
  /** Withdrawal requests per batch (group commit); 0 = each alone. */
  WITHDRAW_BATCH: z.coerce.number().int().min(0).max(1000).optional(),
  PLATFORM_INVOICE_TITLE: z.string().min(1).optional(),
  PLATFORM_TAX_ID: z.string().min(1).optional(),
});

/** Reads the configuration from the environment (blank values count as unset). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  let s3: S3Settings | undefined;
  if (e.STORAGE === 's3') {
    const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = required.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Invalid environment: STORAGE=s3 needs ${missing.join(', ')} (and S3_ENDPOINT unless AWS)`,
      );
    }
    s3 = {
      endpoint: e.S3_ENDPOINT,
      publicEndpoint: e.S3_PUBLIC_ENDPOINT,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
    };
  }
  const firstAdmin = firstAdminOf(e);
  const fileUrlSecret = e.FILE_URL_SECRET ?? randomBytes(32).toString('base64url');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    slowRequestMs: e.SLOW_REQUEST_MS ?? 1000,
    databaseUrl: e.DATABASE_URL,
    demo: e.DEMO === undefined ? e.DATABASE_URL === undefined : e.DEMO === '1',
    firstAdmin,
    secretsDir: resolve(e.SECRETS_DIR ?? resolve(repoRoot, '.data/secrets')),
    dataDir: resolve(e.DATA_DIR ?? resolve(repoRoot, '.data/pglite')),
    storageDir: resolve(e.STORAGE_DIR ?? resolve(repoRoot, '.data/storage')),
    s3,
    fileUrlSecret,
    fieldKey: e.FIELD_KEY,
    consoleDist: resolve(e.CONSOLE_DIST ?? resolve(repoRoot, 'apps/console/dist')),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    bodyLimit: 256 * 1024,
    session: { absoluteTtlMs: 7 * 24 * 60 * MINUTE, idleTtlMs: 2 * 60 * MINUTE, touchIntervalMs: MINUTE },
    loginLimits: {
      perIp: { max: e.LOGIN_LIMIT_PER_IP ?? 60, windowMs: MINUTE },
      perAccountFailures: { max: e.LOGIN_LIMIT_PER_ACCOUNT ?? 10, windowMs: 15 * MINUTE },
    },
    authFailureLimit: { max: e.AUTH_FAILURE_LIMIT_PER_IP ?? 300, windowMs: MINUTE },
    trackLimit: { max: e.TRACK_LIMIT_PER_IP ?? 120, windowMs: MINUTE },
    revealLimit: { max: e.REVEAL_LIMIT_PER_IP ?? 30, windowMs: MINUTE },
    logs: {
      cursorSecret: e.LOG_CURSOR_SECRET ?? `log-cursor:${fileUrlSecret}`,
      operationLogRetentionDays: e.OPERATION_LOG_RETENTION_DAYS ?? 3 * 365,
      trackingRetentionDays: e.TRACKING_RETENTION_DAYS ?? 180,
    },
    metrics: { enabled: e.NODE_ENV !== 'production' || !!e.METRICS_TOKEN, token: e.METRICS_TOKEN ?? null },
    loadShedding: { maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? 1000, retryAfterSeconds: 5 },
    jobs: { expireSeconds: e.JOB_EXPIRE_SECONDS ?? 900 },
    wallet: {
      withdrawDailyLimit: e.WITHDRAW_DAILY_LIMIT ?? 3,
      ...(e.WITHDRAW_BATCH === undefined ? {} : { withdrawBatch: e.WITHDRAW_BATCH }),
      withdrawLimit: { max: 10, windowMs: MINUTE },
      payoutAccountLimit: { max: 5, windowMs: MINUTE },
      invoiceTitle: {
        name: e.PLATFORM_INVOICE_TITLE ?? '星河互娱科技有限公司',
        taxId: e.PLATFORM_TAX_ID ?? '91330106MA2B7Q5X3K',
      },
    },
    exportPageRows: 5000,
  };
}

/** The first administrator's settings; the password checked as the account screens check one. */
function firstAdminOf(e: z.infer<typeof envSchema>): AppConfig['firstAdmin'] {
  const username = e.ADMIN_USERNAME ?? 'admin';
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD_FILE !== undefined) {
    throw new Error('Invalid environment: set ADMIN_PASSWORD or ADMIN_PASSWORD_FILE, not both');
  }
  let password: string | null = e.ADMIN_PASSWORD ?? null;
  if (e.ADMIN_PASSWORD_FILE !== undefined) {
    try {
      // A trailing line break (echo … > file) is not part of the password.
      password = readFileSync(e.ADMIN_PASSWORD_FILE, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(
        `Invalid environment: ADMIN_PASSWORD_FILE: cannot read ${e.ADMIN_PASSWORD_FILE} (${(error as Error).message})`,
        { cause: error },
      );
    }
  }
  if (password !== null) {
    const checked = accountPassword.safeParse(password);
    const name = e.ADMIN_PASSWORD_FILE !== undefined ? 'ADMIN_PASSWORD_FILE' : 'ADMIN_PASSWORD';
    if (!checked.success) {
      throw new Error(
        `Invalid environment: ${name}: the password needs 8–32 characters with letters and digits`,
      );
    }
    if (password === username) {
      throw new Error(`Invalid environment: ${name}: the password must differ from the username`);
    }
  }
  return { username, password, phone: e.ADMIN_PHONE ?? '' };
}
