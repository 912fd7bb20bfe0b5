import type { ReactNode } from 'react';
import type { ReviewAlbumDetail } from '@creator-console/contract';
import { defineMessages } from '../../../shared/i18n';
import { defineReviewKind } from '../../../shared/review/review-kind';
import { albumReviewApi } from '../api/review-queue';
import { albumLabels } from '../labels';
import { ReviewAlbumView } from './review-album-view';

const messages = defineMessages({
  'zh-CN': {
    noItem: '领取一批图集后，在这里审核',
    noItemHint: '按“领取一批”领取待审图集，领取的图集在 {minutes} 分钟内只由你处理，离开页面时自动释放。',
    allDone: '本批图集已全部处理，可以继续领取',
    claimedNone: '暂无待审图集',
    released: '已释放领取的图集',
    batchHint: '已勾选 {count} 条：按下方的通过或驳回一次处理全部勾选图集',
    unsignedReviewer: '—',
  },
  'en-US': {
    noItem: 'Claim a batch of albums to review them here',
    noItemHint:
      'Press “Claim a batch” to take albums waiting for review; they are yours alone for {minutes} minutes and are released when you leave the page.',
    allDone: 'This batch is done: claim another',
    claimedNone: 'No albums are waiting',
    released: 'The claimed albums were released',
    batchHint: '{count} checked: approve or reject below to decide all checked albums at once',
    unsignedReviewer: '—',
  },
});

function AlbumUnderReview({ item, children }: { item: ReviewAlbumDetail; children: ReactNode }) {
  return <ReviewAlbumView album={item}>{children}</ReviewAlbumView>;
}

/** Album review (/films/two first, /films/three second): no machine stage; the item is its gallery. */
export const albumReview = defineReviewKind({
  reasons: 'album',
  api: albumReviewApi,
  stages: { first: {}, second: {} },
  stageName: (locale, stage) => albumLabels(locale).stage[stage],
  messages,
  queueEntry: (album) => ({
    title: album.title,
    submittedAt: album.submitted_at ?? album.created_at,
    author: album.creator.name,
  }),
  ItemView: AlbumUnderReview,
});
