import type { ReactNode } from 'react';
import type { ReviewVideoDetail } from '@creator-console/contract';
import { defineMessages } from '../../../shared/i18n';
import { defineReviewKind } from '../../../shared/review/review-kind';
import { videoReviewApi } from '../api/review-queue';
import { videoLabels } from '../labels';
import { verdictOf } from './machine-verdict';
import { ReviewVideoView } from './review-video-view';

const messages = defineMessages({
  'zh-CN': {
    noItem: '领取一批内容后，在这里审核',
    noItemHint: '按“领取一批”领取待审内容，领取的内容在 {minutes} 分钟内只由你处理，离开页面时自动释放。',
    allDone: '本批内容已全部处理，可以继续领取',
    claimedNone: '暂无待审内容',
    released: '已释放领取的内容',
    batchHint: '已勾选 {count} 条：按下方的通过或驳回一次处理全部勾选内容',
    unsignedReviewer: '机审系统',
    machineHint: '机审拦截的内容在此等待：确认拦截即驳回（选择理由），放行则进入一审。',
    keyApproveMachine: '放行（进入一审）',
    keyRejectMachine: '确认拦截（驳回）',
    overridden: '《{title}》已放行到一审',
    confirmedBlock: '《{title}》已确认拦截',
  },
  'en-US': {
    noItem: 'Claim a batch to review it here',
    noItemHint:
      'Press “Claim batch” to take waiting items. For {minutes} minutes only you can decide them; they are released when you leave the page.',
    allDone: 'This batch is done: claim the next one',
    claimedNone: 'Nothing waits for review',
    released: 'Your claimed items were released',
    batchHint: '{count} items checked: approve or reject below decides all of them',
    unsignedReviewer: 'Machine review',
    machineHint:
      'Items the machine blocked wait here: confirm the block to reject them (choose reasons), or override to send them to first review.',
    keyApproveMachine: 'Override (to first review)',
    keyRejectMachine: 'Confirm the block (reject)',
    overridden: '“{title}” sent on to first review',
    confirmedBlock: '“{title}” block confirmed',
  },
});

function VideoUnderReview({ item, children }: { item: ReviewVideoDetail; children: ReactNode }) {
  return <ReviewVideoView video={item}>{children}</ReviewVideoView>;
}

/**
 * Video review (/audit/one machine, /audit/two first, /audit/three second). At the machine stage
 * the items wait because the checker blocked them: approving overrides the block (on to first
 * review), rejecting confirms it. The queue shows the machine's verdict; the history signs the
 * machine's steps 机审系统.
 */
export const videoReview = defineReviewKind({
  reasons: 'video',
  api: videoReviewApi,
  stages: {
    machine: {
      hint: 'machineHint',
      approve: { key: 'keyApproveMachine', done: 'overridden' },
      reject: { key: 'keyRejectMachine', done: 'confirmedBlock' },
    },
    first: {},
    second: {},
  },
  stageName: (locale, stage) => videoLabels(locale).stage[stage],
  messages,
  queueEntry: (video) => {
    const verdict = verdictOf(video.machine_verdict, video.machine_reasons);
    return {
      title: video.title,
      submittedAt: video.submitted_at ?? video.created_at,
      author: video.creator.name,
      ...(verdict ? { verdict } : {}),
    };
  },
  ItemView: VideoUnderReview,
});
