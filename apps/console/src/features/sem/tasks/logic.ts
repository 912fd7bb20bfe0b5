import {
  AD_TASK_REFUSALS,
  baseReward,
  completeReward,
  type AdRewardKind,
  type AdSettlementBlocker,
  type AdTaskDetail,
  type AdTaskInput,
  type AdTaskPhase,
  type AdTaskUpdate,
} from '@creator-console/contract';

// ---------------------------------------------------------------------------------------------
// Row actions by phase (ad-tasks.md §5, §10)

export type TaskAction =
  'view' | 'edit' | 'submissions' | 'publish' | 'pause' | 'resume' | 'cancel' | 'delete' | 'settle';

const EDITABLE: readonly AdTaskPhase[] = ['draft', 'scheduled', 'running', 'paused'];
const CANCELLABLE: readonly AdTaskPhase[] = ['scheduled', 'running', 'paused', 'observing', 'settleable'];
const SETTLING: readonly AdTaskPhase[] = ['settleable', 'settling'];

/**
 * The actions of a task row, in their order: 详情 always; 编辑 while it can still change;
 * 投稿管理 once published; 发布 and 删除 for drafts; 暂停 running, 恢复 paused (§5: only before the
 * end, which the phase says: a paused task past its end is observing); 取消 while nothing was
 * settled; 结算 when it is settleable or settling.
 */
export function taskActions(task: { phase: AdTaskPhase; settled_fen: number }): TaskAction[] {
  const { phase } = task;
  const actions: TaskAction[] = ['view'];
  if (EDITABLE.includes(phase)) actions.push('edit');
  if (phase !== 'draft') actions.push('submissions');
  if (phase === 'draft') actions.push('publish');
  if (phase === 'running') actions.push('pause');
  if (phase === 'paused') actions.push('resume');
  if (CANCELLABLE.includes(phase) && task.settled_fen === 0) actions.push('cancel');
  if (phase === 'draft') actions.push('delete');
  if (SETTLING.includes(phase)) actions.push('settle');
  return actions;
}

/** `MM-DD` of an instant in the platform's time zone (观察期至 MM-DD). */
export function monthDay(at: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}`;
}

// ---------------------------------------------------------------------------------------------
// The form ↔ the API (§9)

/** A reward rule as the form edits it: every kind's fields at once, numbers of plays as text. */
export type RewardValues = {
  kind: AdRewardKind | '';
  amount_fen: number | undefined;
  cpm_fen: number | undefined;
  min_plays: string;
  cap_fen: number | undefined;
  cpa_fen: number | undefined;
  conversion_label: string;
  tiers: { min_plays: string; amount_fen: number | undefined }[];
};

/** The task form's values: the input's names, counts as typed text, times as datetime-local text. */
export type TaskFormValues = {
  title: string;
  advertiser_name: string;
  type_id: number | null;
  cover: string | null;
  brief: string;
  join_mode: 'open' | 'apply';
  review_required: boolean;
  required_tag: string | null;
  starts_at: string;
  ends_at: string;
  observe_days: string;
  max_participants: string;
  max_videos_per_creator: string;
  topic_ids: number[];
  goods_ids: number[];
  join_field_ids: number[];
  receipt_field_ids: number[];
  reward: RewardValues;
  metric_source: 'platform' | 'receipt';
  receipt_required: boolean;
  per_creator_cap_fen: number | undefined;
  featured_bonus_fen: number | undefined;
  featured_max: string;
  budget_fen: number | undefined;
};

/** `YYYY-MM-DDTHH:mm` of the browser's clock (what datetime-local shows) of an ISO instant. */
export const localDateTime = (iso: string | null): string => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** The ISO instant of a datetime-local text; null when empty, the text itself when unreadable. */
export const instantOfLocal = (local: string): string | null => {
  if (!local.trim()) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

/** A count typed in a field: undefined when empty, NaN (refused by the schema) when not a number. */
const countOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const EMPTY_REWARD: RewardValues = {
  kind: '',
  amount_fen: undefined,
  cpm_fen: undefined,
  min_plays: '',
  cap_fen: undefined,
  cpa_fen: undefined,
  conversion_label: '',
  tiers: [{ min_plays: '', amount_fen: undefined }],
};

/** A new task's form: the settings' defaults (observation days, featured count). */
export function newTaskValues(settings?: {
  default_observe_days: number;
  featured_max_default: number;
  reward_kinds: readonly AdRewardKind[];
}): TaskFormValues {
  return {
    title: '',
    advertiser_name: '',
    type_id: null,
    cover: null,
    brief: '',
    join_mode: 'open',
    review_required: true,
    required_tag: null,
    starts_at: '',
    ends_at: '',
    observe_days: textOf(settings?.default_observe_days ?? 7),
    max_participants: '',
    max_videos_per_creator: '1',
    topic_ids: [],
    goods_ids: [],
    join_field_ids: [],
    receipt_field_ids: [],
    reward: { ...EMPTY_REWARD, kind: settings?.reward_kinds[0] ?? 'fixed' },
    metric_source: 'platform',
    receipt_required: false,
    per_creator_cap_fen: undefined,
    featured_bonus_fen: 0,
    featured_max: textOf(settings?.featured_max_default ?? 6),
    budget_fen: undefined,
  };
}

/** The form of a saved task (its detail carries every input field under its input name). */
export function taskValuesOf(detail: AdTaskDetail): TaskFormValues {
  const reward = detail.reward;
  return {
    title: detail.title,
    advertiser_name: detail.advertiser_name,
    type_id: detail.type_id,
    cover: detail.cover,
    brief: detail.brief,
    join_mode: detail.join_mode,
    review_required: detail.review_required,
    required_tag: detail.required_tag,
    starts_at: localDateTime(detail.starts_at),
    ends_at: localDateTime(detail.ends_at),
    observe_days: textOf(detail.observe_days),
    max_participants: textOf(detail.max_participants),
    max_videos_per_creator: textOf(detail.max_videos_per_creator),
    topic_ids: detail.topic_ids,
    goods_ids: detail.goods_ids,
    join_field_ids: detail.join_field_ids,
    receipt_field_ids: detail.receipt_field_ids,
    reward: reward
      ? {
          kind: reward.kind,
          amount_fen: reward.amount_fen,
          cpm_fen: reward.cpm_fen,
          min_plays: textOf(reward.min_plays),
          cap_fen: reward.cap_fen,
          cpa_fen: reward.cpa_fen,
          conversion_label: reward.conversion_label ?? '',
          tiers:
            reward.tiers && reward.tiers.length > 0
              ? reward.tiers.map((tier) => ({
                  min_plays: textOf(tier.min_plays),
                  amount_fen: tier.amount_fen,
                }))
              : EMPTY_REWARD.tiers,
        }
      : EMPTY_REWARD,
    metric_source: detail.metric_source,
    receipt_required: detail.receipt_required,
    per_creator_cap_fen: detail.per_creator_cap_fen ?? undefined,
    featured_bonus_fen: detail.featured_bonus_fen,
    featured_max: textOf(detail.featured_max),
    budget_fen: detail.budget_fen ?? undefined,
  };
}

/** The reward the API reads: the chosen kind and only its own fields (empty ones left out). */
export function rewardInput(values: RewardValues): AdTaskInput['reward'] {
  if (values.kind === '') return null;
  const defined = <T extends object>(object: T) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
  switch (values.kind) {
    case 'fixed':
      return defined({ kind: 'fixed' as const, amount_fen: values.amount_fen });
    case 'cpm':
      return defined({
        kind: 'cpm' as const,
        cpm_fen: values.cpm_fen,
        min_plays: countOf(values.min_plays),
        cap_fen: values.cap_fen,
      });
    case 'cpa':
      return defined({
        kind: 'cpa' as const,
        cpa_fen: values.cpa_fen,
        cap_fen: values.cap_fen,
        conversion_label: values.conversion_label.trim() === '' ? undefined : values.conversion_label,
      });
    case 'tiered':
      return {
        kind: 'tiered',
        tiers: values.tiers.map((tier) =>
          defined({ min_plays: countOf(tier.min_plays), amount_fen: tier.amount_fen }),
        ),
      };
  }
}

/** The body of POST /api/ad-tasks (`publish` saves and publishes) from the form's values. */
export function taskInput(values: TaskFormValues, publish: boolean): AdTaskInput {
  const required = <T>(value: T | undefined) => value;
  return {
    title: values.title,
    advertiser_name: values.advertiser_name,
    type_id: values.type_id,
    cover: values.cover,
    brief: values.brief,
    join_mode: values.join_mode,
    review_required: values.review_required,
    required_tag: values.required_tag,
    starts_at: instantOfLocal(values.starts_at),
    ends_at: instantOfLocal(values.ends_at),
    observe_days: required(countOf(values.observe_days)),
    max_participants: countOf(values.max_participants) ?? null,
    max_videos_per_creator: required(countOf(values.max_videos_per_creator)),
    topic_ids: values.topic_ids,
    goods_ids: values.goods_ids,
    join_field_ids: values.join_field_ids,
    receipt_field_ids: values.receipt_field_ids,
    reward: rewardInput(values.reward),
    metric_source: values.reward.kind === 'cpa' ? 'receipt' : values.metric_source,
    receipt_required: values.reward.kind === 'cpa' ? true : values.receipt_required,
    per_creator_cap_fen: values.per_creator_cap_fen ?? null,
    featured_bonus_fen: values.featured_bonus_fen ?? 0,
    featured_max: required(countOf(values.featured_max)),
    budget_fen: values.budget_fen ?? null,
    publish,
  };
}

/** The body of PUT /api/ad-tasks/{id}: the whole form at the version it was read. */
export function taskUpdate(values: TaskFormValues, version: number): AdTaskUpdate {
  const { publish: _publish, ...input } = taskInput(values, false);
  return { ...input, version };
}

/**
 * A 202 refusal of the task form that is about one field, and that field: it shows under it (the
 * api client has shown the toast). The stale-version refusal is the form's own (重新加载).
 */
export const REFUSAL_FIELDS: Readonly<Record<string, keyof TaskFormValues | 'reward.kind'>> = {
  [AD_TASK_REFUSALS.topicsUnavailable]: 'topic_ids',
  [AD_TASK_REFUSALS.goodsUnavailable]: 'goods_ids',
  [AD_TASK_REFUSALS.typeDisabled]: 'type_id',
  [AD_TASK_REFUSALS.rewardKindDisabled]: 'reward.kind',
  [AD_TASK_REFUSALS.budgetTooSmall]: 'budget_fen',
  [AD_TASK_REFUSALS.budgetBelowUsed]: 'budget_fen',
  [AD_TASK_REFUSALS.startPassed]: 'starts_at',
};

/** The refusal a form field shows, or null when it is about no single field. */
export function refusalField(message: string): string | null {
  if (message.startsWith('任务预算不能低于')) return 'budget_fen';
  return REFUSAL_FIELDS[message] ?? null;
}

/**
 * 预计可支付约 N 条: how many submissions the budget pays at the most one submission can earn
 * (`baseReward` at unbounded metrics: the amount, the cap, the top tier), before bonuses. Null
 * while the rule or the budget is incomplete.
 */
export function payableCount(reward: RewardValues, budgetFen: number | undefined): number | null {
  const rule = completeReward(rewardInput(reward) as Parameters<typeof completeReward>[0]);
  if (!rule || budgetFen === undefined || !Number.isFinite(budgetFen) || budgetFen <= 0) return null;
  const most = baseReward(rule, { plays: Number.MAX_SAFE_INTEGER, conversions: Number.MAX_SAFE_INTEGER });
  return most > 0 ? Math.floor(budgetFen / most) : null;
}

// ---------------------------------------------------------------------------------------------
// The 结算 tab (§10)

export type BlockerLink = { code: AdSettlementBlocker['code']; message: string; to: string | null };

/**
 * The checklist of a settlement's blockers, each with where to clear it: pending submissions on
 * /sem/bind filtered to 待审核, pending receipts on /sem/survey; the others are waited out.
 */
export function blockerLinks(taskId: number, blockers: readonly AdSettlementBlocker[]): BlockerLink[] {
  return blockers.map((blocker) => ({
    code: blocker.code,
    message: blocker.message,
    to:
      blocker.code === 'pending_review'
        ? `/sem/bind?task_id=${taskId}&status=pending_review`
        : blocker.code === 'pending_receipts'
          ? `/sem/survey?task_id=${taskId}`
          : null,
  }));
}

/** Whether the user may confirm now: holds `sem:settle`, nothing blocks, something to settle. */
export function canConfirm(
  canSettle: boolean,
  summary: { blockers: readonly unknown[]; items: number } | undefined,
): boolean {
  return canSettle && summary !== undefined && summary.blockers.length === 0 && summary.items > 0;
}

/** 按比例发放 x%: the scale of a budget-limited run, one decimal; null when paid in full. */
export function scalePercent(scalePpm: number): string | null {
  if (scalePpm >= 1_000_000) return null;
  return (Math.floor(scalePpm / 1000) / 10).toFixed(1);
}

/**
 * The PUT body of an edit: the form at the version it was read, with what the user could not or
 * did not change sent exactly as the task holds it — the locked fields, and times whose minute
 * text is unchanged (a datetime-local drops seconds, which would read as a change of a locked time).
 */
export function editBody(values: TaskFormValues, task: AdTaskDetail): AdTaskUpdate {
  const body: Record<string, unknown> = { ...taskUpdate(values, task.version) };
  for (const time of ['starts_at', 'ends_at'] as const) {
    if (values[time] === localDateTime(task[time])) body[time] = task[time];
  }
  for (const field of task.locked_fields) {
    if (field in task) body[field] = task[field as keyof AdTaskDetail];
  }
  return body as AdTaskUpdate;
}
