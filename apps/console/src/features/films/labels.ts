import type { AlbumReviewStage, AlbumStatus, VideoVisibility } from '@creator-console/contract';
import type { Locale } from '../../shared/i18n';

/** The words of an album's status, visibility and review stage in both languages. */
const labels = {
  'zh-CN': {
    status: {
      draft: '草稿',
      first_review: '初审中',
      second_review: '复审中',
      published: '已发布',
      rejected: '未通过',
    },
    visibility: { public: '公开', fans: '粉丝可见', private: '仅自己可见' },
    stage: { first: '初审', second: '复审' },
  },
  'en-US': {
    status: {
      draft: 'Draft',
      first_review: 'In first review',
      second_review: 'In second review',
      published: 'Published',
      rejected: 'Rejected',
    },
    visibility: { public: 'Public', fans: 'Fans only', private: 'Only me' },
    stage: { first: 'First review', second: 'Second review' },
  },
} satisfies Record<
  Locale,
  {
    status: Record<AlbumStatus, string>;
    visibility: Record<VideoVisibility, string>;
    stage: Record<AlbumReviewStage, string>;
  }
>;

export const albumLabels = (locale: Locale) => labels[locale];
