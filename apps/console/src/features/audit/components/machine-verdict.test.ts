import { describe, expect, it } from 'vitest';
import type { ReviewHistoryStep } from '@creator-console/contract';
import { historyEntries, machineReasons, verdictOf } from './machine-verdict';

describe('machine verdict for the ui', () => {
  it('says a whitelisted creator’s pass as such, and leaves other verdicts alone', () => {
    expect(verdictOf('pass', ['白名单'])).toBe('whitelisted');
    expect(verdictOf('pass', [])).toBe('pass');
    expect(verdictOf('block', ['缺少视频文件'])).toBe('block');
    expect(verdictOf(null, [])).toBeUndefined();
  });

  it('turns the checker’s sentences into rule and detail, the category being the rule', () => {
    expect(machineReasons(['标题含敏感词「赌博」（违法违规）', '缺少视频文件', '白名单'])).toEqual([
      { rule: '违法违规', detail: '标题含敏感词「赌博」' },
      { rule: '缺少视频文件', detail: '' },
    ]);
  });
});

describe('review history for the ui', () => {
  const steps: ReviewHistoryStep[] = [
    {
      stage: 'submit',
      decision: 'submitted',
      reasons: [],
      message: '',
      reviewer: null,
      at: '2026-05-01T08:00:00Z',
    },
    {
      stage: 'machine',
      decision: 'suspect',
      reasons: ['标题含敏感词「震惊」（标题党）'],
      message: '',
      reviewer: null,
      at: '2026-05-01T08:00:01Z',
    },
    {
      stage: 'first',
      decision: 'reject',
      reasons: ['画面模糊', '标题党'],
      message: '请重新拍摄',
      reviewer: '运营-林晓雯',
      at: '2026-05-01T09:00:00Z',
    },
  ];

  it('keeps the review steps, newest first, names the machine and joins reasons with the message', () => {
    expect(historyEntries(steps, '机审系统')).toEqual([
      {
        id: '2-2026-05-01T09:00:00Z',
        stage: 'first',
        decision: 'reject',
        actor: '运营-林晓雯',
        message: '画面模糊、标题党 — 请重新拍摄',
        at: '2026-05-01T09:00:00Z',
      },
      {
        id: '1-2026-05-01T08:00:01Z',
        stage: 'machine',
        decision: 'suspect',
        actor: '机审系统',
        message: '标题含敏感词「震惊」（标题党）',
        at: '2026-05-01T08:00:01Z',
      },
    ]);
  });
});
