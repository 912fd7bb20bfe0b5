/**
 * The displayed state of an ad task (ad-tasks.md §5): derived from the stored status, the time
 * window and whether a settlement run is posting, so no timer job is needed.
 */

export const AD_TASK_STATUSES = ['draft', 'published', 'paused', 'cancelled', 'settled'] as const;
export type AdTaskStatus = (typeof AD_TASK_STATUSES)[number];

export const AD_TASK_PHASES = [
  'draft',
  'scheduled',
  'running',
  'paused',
  'observing',
  'settleable',
  'settling',
  'settled',
  'cancelled',
] as const;
export type AdTaskPhase = (typeof AD_TASK_PHASES)[number];
export const AD_TASK_PHASE_LABELS: Record<AdTaskPhase, string> = {
  draft: '草稿',
  scheduled: '未开始',
  running: '进行中',
  paused: '已暂停',
  observing: '数据观察期',
  settleable: '待结算',
  settling: '结算中',
  settled: '已结算',
  cancelled: '已取消',
};

const DAY_MS = 86_400_000;

type Instant = string | Date | number;
const ms = (value: Instant) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** `settle_after = ends_at + observe_days` (days of 24 h). */
export function adTaskSettleAfter(endsAt: Instant, observeDays: number): Date {
  return new Date(ms(endsAt) + observeDays * DAY_MS);
}

export interface AdTaskPhaseInput {
  status: AdTaskStatus;
  starts_at: Instant | null;
  ends_at: Instant | null;
  observe_days: number;
  /** A settlement run of the task is `posting`. */
  posting?: boolean;
}

/** The phase of a task at `now` (§5 table). */
export function adTaskPhase(task: AdTaskPhaseInput, now: Instant = Date.now()): AdTaskPhase {
  if (task.status === 'draft') return 'draft';
  if (task.status === 'cancelled') return 'cancelled';
  if (task.status === 'settled') return 'settled';
  if (task.posting) return 'settling';
  const at = ms(now);
  const starts = task.starts_at === null ? -Infinity : ms(task.starts_at);
  const ends = task.ends_at === null ? Infinity : ms(task.ends_at);
  if (at < ends) {
    if (task.status === 'paused') return 'paused';
    return at < starts ? 'scheduled' : 'running';
  }
  return at < ends + task.observe_days * DAY_MS ? 'observing' : 'settleable';
}
