import { describe, expect, it } from 'vitest';
import { adTaskInput, type AdTaskDetail } from '@creator-console/contract';
import {
  blockerLinks,
  canConfirm,
  editBody,
  monthDay,
  newTaskValues,
  payableCount,
  refusalField,
  rewardInput,
  scalePercent,
  taskActions,
  taskInput,
  taskValuesOf,
  type TaskFormValues,
} from './logic';

const filled = (): TaskFormValues => ({
  ...newTaskValues(),
  title: '城市通勤vlog',
  advertiser_name: '轻行科技',
  type_id: 1,
  cover: '/api/files/0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  brief: '拍一条通勤 vlog',
  starts_at: '2026-12-01T09:00',
  ends_at: '2026-12-15T09:00',
  topic_ids: [3],
  reward: { ...newTaskValues().reward, kind: 'cpm', cpm_fen: 800, min_plays: '1000', cap_fen: 30_000 },
  budget_fen: 500_000,
});

describe('taskActions (row actions by phase)', () => {
  it.each([
    ['draft', ['view', 'edit', 'publish', 'delete']],
    ['scheduled', ['view', 'edit', 'submissions', 'cancel']],
    ['running', ['view', 'edit', 'submissions', 'pause', 'cancel']],
    ['paused', ['view', 'edit', 'submissions', 'resume', 'cancel']],
    ['observing', ['view', 'submissions', 'cancel']],
    ['settleable', ['view', 'submissions', 'cancel', 'settle']],
    ['settling', ['view', 'submissions', 'settle']],
    ['settled', ['view', 'submissions']],
    ['cancelled', ['view', 'submissions']],
  ] as const)('%s → %j', (phase, actions) => {
    expect(taskActions({ phase, settled_fen: 0 })).toEqual(actions);
  });

  it('offers no 取消 once money was settled from the task', () => {
    expect(taskActions({ phase: 'settleable', settled_fen: 100 })).not.toContain('cancel');
  });
});

describe('the form ↔ the API', () => {
  it('sends the chosen reward kind with only its own fields, plays as numbers', () => {
    const values = filled();
    values.reward.amount_fen = 500; // left over from another kind
    expect(rewardInput(values.reward)).toEqual({
      kind: 'cpm',
      cpm_fen: 800,
      min_plays: 1000,
      cap_fen: 30_000,
    });
  });

  it('reads a filled form as a valid publish body, times as instants', () => {
    const body = taskInput(filled(), true);
    expect(body.starts_at).toBe(new Date('2026-12-01T09:00').toISOString());
    expect(body.max_participants).toBeNull();
    expect(adTaskInput.safeParse(body).success).toBe(true);
  });

  it('publishing an empty brief says 请填写任务说明 on the brief', () => {
    const result = adTaskInput.safeParse(taskInput({ ...filled(), brief: '' }, true));
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'brief');
    expect(issue?.message).toBe('请填写任务说明');
  });

  it('a draft needs only the title', () => {
    expect(adTaskInput.safeParse(taskInput({ ...newTaskValues(), title: '草稿' }, false)).success).toBe(true);
  });

  it('a count that is not a number is refused, not dropped', () => {
    const result = adTaskInput.safeParse(taskInput({ ...filled(), max_videos_per_creator: 'x' }, false));
    expect(result.error?.issues[0]?.path).toEqual(['max_videos_per_creator']);
  });

  it('cpa forces receipt data and receipts', () => {
    const values = filled();
    values.reward = {
      ...values.reward,
      kind: 'cpa',
      cpa_fen: 300,
      cap_fen: 20_000,
      conversion_label: '下单',
    };
    const body = taskInput(values, true);
    expect([body.metric_source, body.receipt_required]).toEqual(['receipt', true]);
  });

  it('tiers keep their order and their empty parts out', () => {
    const values = filled();
    values.reward = {
      ...values.reward,
      kind: 'tiered',
      tiers: [
        { min_plays: '1000', amount_fen: 2000 },
        { min_plays: '', amount_fen: undefined },
      ],
    };
    expect(rewardInput(values.reward)).toEqual({
      kind: 'tiered',
      tiers: [{ min_plays: 1000, amount_fen: 2000 }, {}],
    });
  });

  const detail = (over: Partial<AdTaskDetail> = {}): AdTaskDetail =>
    ({
      ...taskInput(filled(), false),
      id: 6,
      version: 4,
      starts_at: '2026-12-01T01:00:30.000Z',
      ends_at: '2026-12-15T01:00:30.000Z',
      observe_days: 7,
      max_videos_per_creator: 1,
      featured_max: 6,
      featured_bonus_fen: 0,
      per_creator_cap_fen: null,
      budget_fen: 500_000,
      max_participants: null,
      reward: { kind: 'cpm', cpm_fen: 800, min_plays: 1000, cap_fen: 30_000 },
      status: 'published',
      phase: 'running',
      locked_fields: ['title', 'starts_at', 'reward'],
      ...over,
    }) as unknown as AdTaskDetail;

  it('an edit sends locked fields and untouched times exactly as read, with the version', () => {
    const task = detail();
    const values = { ...taskValuesOf(task), title: 'changed', brief: '新说明' };
    const body = editBody(values, task);
    expect(body.version).toBe(4);
    expect(body.title).toBe(task.title);
    expect(body.starts_at).toBe('2026-12-01T01:00:30.000Z');
    expect(body.ends_at).toBe('2026-12-15T01:00:30.000Z');
    expect(body.brief).toBe('新说明');
  });

  it('a saved task reads back into the same form', () => {
    const values = taskValuesOf(detail({ locked_fields: [] }));
    expect(values.reward.min_plays).toBe('1000');
    expect(values.observe_days).toBe('7');
    expect(values.max_participants).toBe('');
  });

  it('puts field refusals on their fields', () => {
    expect(refusalField('所选话题不存在或已停用')).toBe('topic_ids');
    expect(refusalField('任务预算不能低于 ¥100.00')).toBe('budget_fen');
    expect(refusalField('开始时间已过，请重新设置')).toBe('starts_at');
    expect(refusalField('任务已被他人修改，请刷新后重试')).toBeNull();
  });
});

describe('预计可支付约 N 条', () => {
  it('divides the budget by the most one submission can earn', () => {
    const { reward } = filled();
    expect(payableCount(reward, 500_000)).toBe(16); // ¥5,000 / ¥300 cap
    expect(payableCount({ ...reward, kind: 'fixed', amount_fen: 5000 }, 500_000)).toBe(100);
  });
  it('says nothing while the rule or the budget is incomplete', () => {
    expect(payableCount({ ...filled().reward, cap_fen: undefined }, 500_000)).toBeNull();
    expect(payableCount(filled().reward, undefined)).toBeNull();
  });
});

describe('the 结算 tab', () => {
  it('links pending submissions and receipts to where they are handled', () => {
    expect(
      blockerLinks(6, [
        { code: 'observing', message: '数据观察期未结束（2026-12-22 09:00 后可结算）', count: 0 },
        { code: 'pending_review', message: '还有 2 条投稿待审核，请先处理', count: 2 },
        { code: 'pending_receipts', message: '还有 1 条回执待审核，请先处理', count: 1 },
      ]).map((b) => b.to),
    ).toEqual([null, '/sem/bind?task_id=6&status=pending_review', '/sem/survey?task_id=6']);
  });

  it('confirms only with sem:settle, no blockers and something to settle', () => {
    expect(canConfirm(true, { blockers: [], items: 3 })).toBe(true);
    expect(canConfirm(false, { blockers: [], items: 3 })).toBe(false);
    expect(canConfirm(true, { blockers: [{}], items: 3 })).toBe(false);
    expect(canConfirm(true, { blockers: [], items: 0 })).toBe(false);
    expect(canConfirm(true, undefined)).toBe(false);
  });

  it('shows the pro-rata scale with one decimal, none when paid in full', () => {
    expect(scalePercent(1_000_000)).toBeNull();
    expect(scalePercent(625_432)).toBe('62.5');
  });

  it('观察期至 MM-DD in the platform time zone', () => {
    expect(monthDay('2026-12-21T17:00:00.000Z')).toBe('12-22');
  });
});
