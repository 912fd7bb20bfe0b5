import { MACHINE_VERDICTS, VIDEO_STATUSES } from '@creator-console/contract';
import { VerdictTag } from '@creator-console/ui';
import { ChoiceFilter, urlParam } from '../../../shared/list';
import { defineReviewListKind, ReviewListPage, reviewListParams } from '../../../shared/review/list-page';
import { useReviewVideos } from '../api/get-review-videos';
import { verdictOf } from '../components/machine-verdict';
import { videoLabels } from '../labels';
import { auditMessages } from '../messages';

/** The video list's state in the URL: paging, `status`, `verdict`, keyword `q`, submission dates. */
export const videoListParams = reviewListParams(VIDEO_STATUSES, {
  verdict: urlParam.oneOf(MACHINE_VERDICTS),
});

/** Videos on the shared review list: filtered and shown with the machine's verdict, exportable. */
const videoListKind = defineReviewListKind({
  params: videoListParams,
  statuses: VIDEO_STATUSES,
  statusLabels: (locale) => videoLabels(locale).status,
  messages: auditMessages,
  editPath: '/audit/edit',
  filter: (params) => ({ verdict: params.verdict }),
  useList: useReviewVideos,
  exportRequest: (filter) => ({ kind: 'review_videos', filter }),
  filters: ({ status, dates, keyword }, { params, update, t, locale }) => (
    <>
      {status}
      <ChoiceFilter
        label={t('verdictFilter')}
        allLabel={t('all')}
        value={params.verdict}
        options={MACHINE_VERDICTS.map((value) => ({ value, label: videoLabels(locale).verdict[value] }))}
        onChange={(verdict) => update({ verdict })}
      />
      {dates}
      {keyword}
    </>
  ),
  columns: ({ title, creator, status, reviewer, lock, submitted, actions }, { t }) => [
    title,
    creator,
    status,
    {
      key: 'verdict',
      header: t('colVerdict'),
      cell: (row) => {
        const verdict = verdictOf(row.machine_verdict, row.machine_reasons);
        return verdict ? <VerdictTag verdict={verdict} /> : '—';
      },
    },
    reviewer,
    lock,
    submitted,
    actions,
  ],
});

/** Every video with its stage, creator, machine verdict and reviewer: filters, dates and paging in the URL. */
export default function AuditIndexPage() {
  return <ReviewListPage kind={videoListKind} />;
}
