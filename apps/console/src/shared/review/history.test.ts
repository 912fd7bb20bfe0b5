import { describe, expect, it } from 'vitest';
import type { ReviewHistoryStep } from '@creator-console/contract';
import { historyEntries } from './history';

describe('video review history as the timeline', () => {
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

describe('album review history as the timeline', () => {
  it('leaves the submissions out, names the reviewers and puts the newest first', () => {
    const entries = historyEntries(
      [
        {
          stage: 'submit',
          decision: 'submitted',
          reasons: [],
          message: '',
          reviewer: '创作者',
          at: '2026-05-01T08:00:00.000Z',
        },
        {
          stage: 'first',
          decision: 'approve',
          reasons: [],
          message: '',
          reviewer: '运营-林晓雯',
          at: '2026-05-01T09:00:00.000Z',
        },
        {
          stage: 'second',
          decision: 'reject',
          reasons: ['封面不清晰', '标题党'],
          message: '请换一张封面',
          reviewer: '平台管理员',
          at: '2026-05-01T10:00:00.000Z',
        },
      ],
      '—',
    );
    expect(entries).toEqual([
      {
        id: '2-2026-05-01T10:00:00.000Z',
        stage: 'second',
        decision: 'reject',
        actor: '平台管理员',
        message: '封面不清晰、标题党 — 请换一张封面',
        at: '2026-05-01T10:00:00.000Z',
      },
      {
        id: '1-2026-05-01T09:00:00.000Z',
        stage: 'first',
        decision: 'approve',
        actor: '运营-林晓雯',
        at: '2026-05-01T09:00:00.000Z',
      },
    ]);
  });
});
