import type { MachineVerdict, ReviewStage, VideoStatus, VideoVisibility } from '@creator-console/contract';
import type { Locale } from '../../shared/i18n';

/** The words of a video's status, visibility, verdict and review stage in both languages. */
const labels = {
  'zh-CN': {
    status: {
      draft: '草稿',
      machine_review: '机审中',
      first_review: '初审中',
      second_review: '复审中',
      published: '已发布',
      scheduled: '定时发布',
      rejected: '未通过',
    },
    visibility: { public: '公开', fans: '粉丝可见', private: '仅自己可见' },
    verdict: { pass: '通过', suspect: '疑似违规', block: '拦截' },
    stage: { machine: '机审', first: '初审', second: '复审' },
  },
  'en-US': {
    status: {
      draft: 'Draft',
      machine_review: 'In machine review',
      first_review: 'In first review',
      second_review: 'In second review',
      published: 'Published',
      scheduled: 'Scheduled',
      rejected: 'Rejected',
    },
    visibility: { public: 'Public', fans: 'Fans only', private: 'Only me' },
    verdict: { pass: 'Pass', suspect: 'Suspect', block: 'Block' },
    stage: { machine: 'Machine review', first: 'First review', second: 'Second review' },
  },
} satisfies Record<
  Locale,
  {
    status: Record<VideoStatus, string>;
    visibility: Record<VideoVisibility, string>;
    verdict: Record<MachineVerdict, string>;
    stage: Record<ReviewStage, string>;
  }
>;

export const videoLabels = (locale: Locale) => labels[locale];
