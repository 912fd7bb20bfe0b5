import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type ReviewVideoDetail } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { translate } from '../../../shared/i18n';
import { videoReview } from './video-review';

const video = (fields: Partial<ReviewVideoDetail>) =>
  ({
    id: 5,
    title: '私信领取！阿杰的十道下饭菜菜谱',
    creator: { id: 3, name: '山野厨房阿杰', avatar: '', role_name: '创作者' },
    machine_verdict: null,
    machine_reasons: [],
    submitted_at: null,
    created_at: '2026-05-01T08:00:00Z',
    ...fields,
  }) as ReviewVideoDetail;

type Key = keyof (typeof videoReview.messages)['zh-CN'];
const say = (key: Key, vars?: Record<string, string>) => translate(videoReview.messages, 'zh-CN', key, vars);

afterEach(() => vi.restoreAllMocks());

describe('video review as a kind', () => {
  it('has the machine, first and second stages, named as the list names them', () => {
    expect(Object.keys(videoReview.stages)).toEqual(['machine', 'first', 'second']);
    expect(videoReview.stageName('zh-CN', 'machine')).toBe('机审');
    expect(videoReview.stageName('en-US', 'second')).toBe('Second review');
    expect(videoReview.reasons).toBe('video');
  });

  it('says the machine stage’s decisions as overriding or confirming the block', () => {
    const machine = videoReview.stages.machine;
    expect(say(machine.hint!)).toBe('机审拦截的内容在此等待：确认拦截即驳回（选择理由），放行则进入一审。');
    expect(say(machine.approve!.key)).toBe('放行（进入一审）');
    expect(say(machine.approve!.done, { title: '甲' })).toBe('《甲》已放行到一审');
    expect(say(machine.reject!.key)).toBe('确认拦截（驳回）');
    expect(say(machine.reject!.done, { title: '甲' })).toBe('《甲》已确认拦截');
    expect(videoReview.stages.first).toEqual({});
    expect(say('unsignedReviewer')).toBe('机审系统');
  });

  it('shows the machine verdict in the queue, a whitelisted creator’s pass as such', () => {
    expect(
      videoReview.queueEntry(
        video({ machine_verdict: 'suspect', machine_reasons: ['标题含敏感词「私信领取」（广告导流）'] }),
      ),
    ).toEqual({
      title: '私信领取！阿杰的十道下饭菜菜谱',
      submittedAt: '2026-05-01T08:00:00Z',
      author: '山野厨房阿杰',
      verdict: 'suspect',
    });
    expect(
      videoReview.queueEntry(
        video({ machine_verdict: 'pass', machine_reasons: ['白名单'], submitted_at: '2026-05-02T08:00:00Z' }),
      ),
    ).toEqual({
      title: '私信领取！阿杰的十道下饭菜菜谱',
      submittedAt: '2026-05-02T08:00:00Z',
      author: '山野厨房阿杰',
      verdict: 'whitelisted',
    });
    expect(videoReview.queueEntry(video({}))).not.toHaveProperty('verdict');
  });

  it('claims, releases and decides through the video review endpoints, with the stage', async () => {
    const call = vi.spyOn(apiClient, 'call').mockResolvedValue([]);
    const callRaw = vi.spyOn(apiClient, 'callRaw').mockResolvedValue({ data: {}, status: 200 });
    const decision = { decision: 'reject' as const, reasons: ['标题党'], message: '' };
    await videoReview.api.claim('machine', 10);
    await videoReview.api.release([5, 6]);
    await videoReview.api.decide('machine', 5, decision);
    await videoReview.api.decideMany('second', [5, 6], decision);
    expect(call.mock.calls).toEqual([
      [endpoints.claimReviewBatch, { body: { stage: 'machine', size: 10 } }],
      [endpoints.releaseReviewItems, { body: { ids: [5, 6] } }],
      [endpoints.decideReviewItem, { params: { id: 5 }, body: { stage: 'machine', ...decision } }],
    ]);
    expect(callRaw).toHaveBeenCalledWith(endpoints.decideReviewBatch, {
      body: { stage: 'second', ids: [5, 6], ...decision },
    });
    expect(videoReview.api.isListKey([endpoints.reviewVideoList, {}])).toBe(true);
    expect(videoReview.api.isItemKey([endpoints.reviewVideoDetail, { params: { id: 5 } }])).toBe(true);
    expect(videoReview.api.isListKey([endpoints.reviewAlbumList, {}])).toBe(false);
  });
});
