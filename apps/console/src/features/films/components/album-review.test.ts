import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type ReviewAlbumDetail } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { translate } from '../../../shared/i18n';
import { albumReview } from './album-review';

afterEach(() => vi.restoreAllMocks());

describe('album review as a kind', () => {
  it('has a first and a second stage, no machine stage, and no words of its own for either', () => {
    expect(albumReview.stages).toEqual({ first: {}, second: {} });
    expect(albumReview.stageName('zh-CN', 'first')).toBe('初审');
    expect(albumReview.stageName('en-US', 'second')).toBe('Second review');
    expect(albumReview.reasons).toBe('album');
  });

  it('speaks of albums (图集) in the empty and done states', () => {
    const say = (key: 'noItem' | 'claimedNone' | 'released' | 'allDone') =>
      translate(albumReview.messages, 'zh-CN', key);
    expect(say('noItem')).toBe('领取一批图集后，在这里审核');
    expect(say('claimedNone')).toBe('暂无待审图集');
    expect(say('released')).toBe('已释放领取的图集');
    expect(say('allDone')).toBe('本批图集已全部处理，可以继续领取');
  });

  it('lists an album in the queue by creator and submission, without a machine verdict', () => {
    const album = {
      id: 8,
      title: '秋日银杏',
      creator: { id: 3, name: '晚风说车', avatar: '', role_name: '创作者' },
      submitted_at: '2026-05-02T08:00:00Z',
      created_at: '2026-05-01T08:00:00Z',
    } as ReviewAlbumDetail;
    expect(albumReview.queueEntry(album)).toEqual({
      title: '秋日银杏',
      submittedAt: '2026-05-02T08:00:00Z',
      author: '晚风说车',
    });
  });

  it('claims, releases and decides through the album review endpoints, with the stage', async () => {
    const call = vi.spyOn(apiClient, 'call').mockResolvedValue([]);
    const callRaw = vi.spyOn(apiClient, 'callRaw').mockResolvedValue({ data: {}, status: 200 });
    const decision = { decision: 'approve' as const, reasons: [], message: '' };
    await albumReview.api.claim('first', 10);
    await albumReview.api.release([8]);
    await albumReview.api.decide('second', 8, decision);
    await albumReview.api.decideMany('first', [8, 9], decision);
    expect(call.mock.calls).toEqual([
      [endpoints.claimAlbumBatch, { body: { stage: 'first', size: 10 } }],
      [endpoints.releaseAlbumItems, { body: { ids: [8] } }],
      [endpoints.decideAlbumItem, { params: { id: 8 }, body: { stage: 'second', ...decision } }],
    ]);
    expect(callRaw).toHaveBeenCalledWith(endpoints.decideAlbumBatch, {
      body: { stage: 'first', ids: [8, 9], ...decision },
    });
    expect(albumReview.api.isListKey([endpoints.reviewAlbumList, {}])).toBe(true);
    expect(albumReview.api.isItemKey([endpoints.reviewAlbumDetail, { params: { id: 8 } }])).toBe(true);
    expect(albumReview.api.isListKey([endpoints.reviewVideoList, {}])).toBe(false);
  });
});
