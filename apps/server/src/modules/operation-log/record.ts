import type { OperationLogModule, OperationLogOutcome } from '@creator-console/contract';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import { activeRoleName } from '../../db/queries.js';
import { operationLogs, users } from '../../db/schema/index.js';
import { maskPhone } from '../../sensitive-values.js';

/** What the entry's `before`/`after` may weigh, serialised (admin.md §5). */
export const MAX_SNAPSHOT_BYTES = 16 * 1024;
export const MAX_USER_AGENT_LENGTH = 256;

/** Where a write came from: filled from the request (`requestContext`), empty for the platform's jobs. */
export interface RequestContext {
  ip: string;
  userAgent: string;
  requestId: string;
  /** The MCN acting as the actor (a creator), when it is. */
  actingMcnId: number | null;
}

export const NO_REQUEST: RequestContext = { ip: '', userAgent: '', requestId: '', actingMcnId: null };

export const requestContext = (
  request: FastifyRequest,
  actingMcnId: number | null = null,
): RequestContext => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  requestId: String(request.id),
  actingMcnId,
});

/** A business-field snapshot: only what a serializer chose to copy (see `snapshot`). */
export type Snapshot = Record<string, unknown>;

/** One operation-log entry (admin.md §5). The actor's name and role are read at write time. */
export interface OperationLogEntry {
  module: OperationLogModule;
  /** `module.action` style names for new writers (`account.disable`); older ones keep theirs. */
  action: string;
  targetType: string | null;
  targetId: number | null;
  /** The target's name at the time. */
  targetLabel?: string;
  /** Null for the platform itself. */
  actorId: number | null;
  outcome?: OperationLogOutcome;
  /** A zh-CN sentence, e.g. `禁用账号 审核-钱程（原因：离职）`. */
  summary?: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
  detail?: Record<string, unknown>;
  context?: RequestContext;
  /** When it happened, if not now: only the demo seed dates its history. */
  at?: Date;
}

/**
 * Redaction by construction: copies only the listed fields of a row, so a password hash, a token,
 * a stream key or a document body is never in a log unless a serializer names it — and none does.
 * Fields named `phone` (or ending in `_phone`/`Phone`) are masked.
 */
export function snapshot<T extends object, K extends keyof T & string>(
  row: T,
  fields: readonly K[],
): Snapshot {
  const copy: Snapshot = {};
  for (const field of fields) {
    const value = row[field];
    copy[field] = typeof value === 'string' && /(^|_)phone$|Phone$/.test(field) ? maskPhone(value) : value;
  }
  return copy;
}

/** A snapshot over 16 KB serialised becomes `{truncated: true, keys}`. */
export function bounded(value: Snapshot | null | undefined): Snapshot | null {
  if (value === null || value === undefined) return null;
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  return bytes <= MAX_SNAPSHOT_BYTES ? value : { truncated: true, keys: Object.keys(value) };
}

const sameOrNull = (column: typeof operationLogs.actorId, value: number | null): SQL =>
  value === null ? isNull(column) : eq(column, value);
const sameTextOrNull = (column: typeof operationLogs.targetType, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Writes one entry with the caller's transaction (`q`), so a rolled-back write leaves no row. The
 * actor's name and active role are copied in the same statement. A denied or refused attempt that
 * repeats one of the last minute (same actor, action, target and outcome) only counts on that row.
 */
export async function recordOperation(q: Database | Transaction, entry: OperationLogEntry): Promise<void> {
  const outcome = entry.outcome ?? 'success';
  if (outcome !== 'success') {
    const [recent] = await q
      .select({ id: operationLogs.id })
      .from(operationLogs)
      .where(
        and(
          sameOrNull(operationLogs.actorId, entry.actorId),
          eq(operationLogs.action, entry.action),
          sameTextOrNull(operationLogs.targetType, entry.targetType),
          entry.targetId === null
            ? isNull(operationLogs.targetId)
            : eq(operationLogs.targetId, entry.targetId),
          eq(operationLogs.outcome, outcome),
          gt(operationLogs.createdAt, sql`now() - interval '1 minute'`),
        ),
      )
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
      .limit(1);
    if (recent) {
      const counted = await q
        .update(operationLogs)
        .set({ repeatCount: sql`${operationLogs.repeatCount} + 1` })
        .where(
          and(eq(operationLogs.id, recent.id), gt(operationLogs.createdAt, sql`now() - interval '1 minute'`)),
        )
        .returning({ id: operationLogs.id });
      if (counted.length > 0) return;
    }
  }
  await q.insert(operationLogs).values(rowOf(entry, outcome));
}

/** The row of an entry: the actor's name and active role read by the statement that writes it. */
function rowOf(entry: OperationLogEntry, outcome: OperationLogOutcome) {
  const context = entry.context ?? NO_REQUEST;
  const actor = entry.actorId;
  return {
    module: entry.module,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? '',
    actorId: actor,
    actorName:
      actor === null
        ? ''
        : sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${actor}), '')`,
    actorRole:
      actor === null
        ? ''
        : sql`coalesce((select ${activeRoleName('users')} from ${users} where ${users.id} = ${actor}), '')`,
    actingMcnId: context.actingMcnId,
    ip: context.ip,
    userAgent: context.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
    requestId: context.requestId,
    outcome,
    summary: entry.summary ?? '',
    before: bounded(entry.before),
    after: bounded(entry.after),
    detail: entry.detail ?? {},
    ...(entry.at ? { createdAt: entry.at } : {}),
  };
}

/**
 * Successful entries of many writes made in one transaction (a batch of withdrawals), in one
 * statement, in the order given: the same rows `recordOperation` writes for each.
 */
export async function recordSuccesses(
  q: Database | Transaction,
  entries: OperationLogEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await q.insert(operationLogs).values(entries.map((entry) => rowOf(entry, 'success')));
}

/**
 * Records a denied (403) or refused (202) attempt after its write rolled back: in a transaction of
 * its own, so the refusal leaves this row and nothing else.
 */
export async function recordAttempt(
  db: Database,
  entry: OperationLogEntry & { outcome: Exclude<OperationLogOutcome, 'success'> },
): Promise<void> {
  await db.transaction((tx) => recordOperation(tx, entry));
}

/** Several entries of one write (a submission and its machine review), in order. */
export async function recordOperations(
  q: Database | Transaction,
  entries: OperationLogEntry[],
): Promise<void> {
  for (const entry of entries) await recordOperation(q, entry);
}

/** Who did a staff write, as a module's recorder takes it. */
export interface Actor {
  userId: number;
  context: RequestContext;
}

/** What a module's write names in its log row; the module, actor and request come from the recorder. */
export interface ModuleEntry {
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string;
  summary: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

/**
 * A module's own `record`: its rows carry the module, the action as `module.action`, the actor and
 * the request, written through `record` (the operation log's, in the write's transaction).
 */
export function moduleRecorder(
  record: (q: Database | Transaction, entry: OperationLogEntry) => Promise<void>,
  module: OperationLogModule,
) {
  return (q: Database | Transaction, actor: Actor, entry: ModuleEntry) =>
    record(q, {
      module,
      actorId: actor.userId,
      context: actor.context,
      before: null,
      after: null,
      ...entry,
      action: `${module}.${entry.action}`,
    });
}
