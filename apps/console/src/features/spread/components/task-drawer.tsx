import { useState } from 'react';
import { z } from 'zod';
import {
  adAnswers,
  AD_PARTICIPATION_STATUS_LABELS,
  AD_SUBMISSION_STATUS_LABELS,
  AD_TASK_PHASE_LABELS,
  endpoints,
  formatFen,
  type AdSubmissionStatus,
  type HallTaskDetail,
  type MySubmission,
  type MyTaskVideo,
} from '@creator-console/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  EmptyState,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  Tag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { BindVideoList, RewardSummary } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { FormError, FormSelect, FormTextField, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useBindVideo, useJoinTask, useQuitTask, useWithdrawSubmission } from '../api';
import { workedExample } from '../logic';
import { spreadMessages } from '../messages';
import * as styles from './task-drawer.css';

type Translate = ReturnType<typeof useMessages<keyof (typeof spreadMessages)['zh-CN']>>;

const SUBMISSION_TONES: Record<
  AdSubmissionStatus,
  'neutral' | 'accent' | 'positive' | 'critical' | 'caution'
> = {
  pending_review: 'accent',
  approved: 'positive',
  rejected: 'critical',
  withdrawn: 'neutral',
  held: 'caution',
  invalidated: 'critical',
  planned: 'caution',
  settled: 'positive',
};

/** 要求 checklist: topics, goods, the publishing window, public until settlement, the per-creator cap. */
function Requirements({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const dateTime = useDateTime();
  const items = [
    task.topics.length > 0
      ? t('reqTopics', { topics: task.topics.map((topic) => `#${topic.name}`).join(' ') })
      : null,
    task.goods.length > 0 ? t('reqGoods', { goods: task.goods.map((goods) => goods.name).join('、') }) : null,
    t('reqWindow', { from: dateTime(task.starts_at), to: dateTime(task.ends_at) }),
    t('reqPublic', { date: dateTime(task.settle_after) }),
    t('reqPerCreator', { n: task.max_videos_per_creator }),
  ].filter((item): item is string => item !== null);
  return (
    <ul className={styles.checklist}>
      {items.map((item) => (
        <li key={item}>
          <Text>{item}</Text>
        </li>
      ))}
    </ul>
  );
}

type VideoBrief = HallTaskDetail['examples'][number];

/** 示例视频 / 优秀视频: thumbnails; one with a file plays in a dialog. */
function VideoShelf({ title, videos, t }: { title: string; videos: readonly VideoBrief[]; t: Translate }) {
  const { locale } = useLocale();
  const [playing, setPlaying] = useState<VideoBrief | null>(null);
  if (videos.length === 0) return null;
  return (
    <Stack space="small" as="section">
      <Heading level={3}>{title}</Heading>
      <ul className={styles.thumbs} aria-label={title}>
        {videos.map((video) => {
          const body = (
            <Stack space="xsmall">
              {video.cover_url ? (
                <img className={styles.thumbImage} src={video.cover_url} alt="" loading="lazy" />
              ) : (
                <span className={styles.thumbImage} />
              )}
              <Text size="small" weight="medium">
                {video.title}
              </Text>
              <Text size="small" tone="muted">
                {video.creator.name} · {t('plays', { n: video.plays.toLocaleString(locale) })}
              </Text>
            </Stack>
          );
          return (
            <li key={video.id}>
              {video.play_url ? (
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={t('play', { title: video.title })}
                  onClick={() => setPlaying(video)}
                >
                  {body}
                </button>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={playing !== null} onOpenChange={(open) => (open ? undefined : setPlaying(null))}>
        <DialogContent title={playing?.title ?? ''} size="large">
          {playing?.play_url ? (
            <video className={styles.player} src={playing.play_url} controls autoPlay playsInline />
          ) : (
            <Text>{t('noFile')}</Text>
          )}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}

/** The join form from the task's join fields: 立即参与 (open) / 提交报名 (apply). */
function JoinForm({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const { trigger } = useJoinTask();
  const schema = z.object({ answers: adAnswers(task.join_fields) });
  const form = useContractForm<{ answers: Record<string, string> }, z.output<typeof schema>>(schema, {
    defaultValues: { answers: Object.fromEntries(task.join_fields.map((field) => [field.key, ''])) },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const joined = await trigger({ params: { id: task.id }, body });
      toaster.show({ tone: 'positive', message: joined.status === 'applied' ? t('applied') : t('joined') });
    } catch (error) {
      form.setServerErrors(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('joinTitle')}>
      <Stack space="medium">
        {task.join_fields.map((field) =>
          field.kind === 'select' ? (
            <FormSelect
              key={field.key}
              control={form.control}
              name={`answers.${field.key}`}
              label={field.label}
              hint={field.help || undefined}
              required={field.required}
              options={field.options.map((option) => ({ value: option, label: option }))}
            />
          ) : (
            <FormTextField
              key={field.key}
              control={form.control}
              name={`answers.${field.key}`}
              label={field.label}
              hint={field.help || undefined}
              required={field.required}
              inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'url' ? 'url' : undefined}
            />
          ),
        )}
        <FormError control={form.control} />
        <div>
          <Button type="submit" tone="accent" loading={form.formState.isSubmitting}>
            {task.join_mode === 'apply' ? t('apply') : t('join')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The goods to mount and 关联到任务 of one own video that passes every check. */
function BindAction({ task, video, t }: { task: HallTaskDetail; video: MyTaskVideo; t: Translate }) {
  const { trigger, isMutating } = useBindVideo();
  const [goods, setGoods] = useState<string>(task.goods.length === 1 ? String(task.goods[0]!.id) : '');
  const bind = async () => {
    const submission = await trigger({
      params: { id: task.id },
      body: { video_id: video.id, goods_id: goods ? Number(goods) : null },
    }).catch(() => null);
    if (submission) {
      toaster.show({
        tone: 'positive',
        message: submission.status === 'pending_review' ? t('bound') : t('boundApproved'),
      });
    }
  };
  return (
    <Inline space="small" alignY="bottom" wrap>
      {task.goods.length > 0 ? (
        <Select
          label={t('goods')}
          placeholder={t('goodsPick')}
          value={goods || undefined}
          options={task.goods.map((item) => ({ value: String(item.id), label: item.name }))}
          onValueChange={setGoods}
        />
      ) : null}
      <Button
        onClick={() => void bind()}
        loading={isMutating}
        aria-label={t('bindLabel', { title: video.title })}
      >
        {t('bind')}
      </Button>
    </Inline>
  );
}

/** 我的视频: own videos, newest first, each with the checks the bind runs. */
function MyVideos({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const [page, setPage] = useState({ page: 1, size: 10 });
  const { data, isLoading, error, mutate } = useEndpoint(endpoints.myTaskVideos, {
    params: { id: task.id },
    query: page,
  });
  return (
    <Stack space="small" as="section">
      <Heading level={3}>{t('myVideos')}</Heading>
      <BindVideoList
        label={t('myVideos')}
        list={data}
        loading={isLoading}
        failed={error?.message}
        onRetry={() => void mutate()}
        empty={t('noVideos')}
        page={page}
        onPage={(next, size) => setPage({ page: next, size })}
        action={(video) => (video.bindable ? <BindAction task={task} video={video} t={t} /> : null)}
      />
    </Stack>
  );
}

/** 我的投稿: status, reason, plays, 预估收益 (labelled 预估) or the amount paid; 撤回. */
function MySubmissions({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const { locale } = useLocale();
  const { trigger } = useWithdrawSubmission();
  const columns: DataTableColumn<MySubmission>[] = [
    { key: 'video_title', header: t('video') },
    {
      key: 'status',
      header: t('status'),
      cell: (row) => (
        <Tag size="small" tone={SUBMISSION_TONES[row.status]}>
          {AD_SUBMISSION_STATUS_LABELS[row.status]}
        </Tag>
      ),
    },
    { key: 'reason', header: t('reason'), cell: (row) => row.reason || '—' },
    {
      key: 'plays',
      header: t('currentPlays'),
      align: 'right',
      cell: (row) => (row.plays === null ? '—' : row.plays.toLocaleString(locale)),
    },
    {
      key: 'money',
      header: t('estimate'),
      align: 'right',
      cell: (row) =>
        row.amount_fen !== null
          ? t('settledPrefix', { amount: formatFen(row.amount_fen, { locale }) })
          : row.estimate_fen !== null
            ? t('estimatePrefix', { amount: formatFen(row.estimate_fen, { locale }) })
            : '—',
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) =>
        !task.read_only && (row.status === 'pending_review' || row.status === 'approved') ? (
          <ConfirmDialog
            title={t('withdrawTitle')}
            description={t('withdrawBody', { title: row.video_title })}
            tone="critical"
            confirmLabel={t('withdraw')}
            onConfirm={async () => {
              await trigger({ params: { id: row.id } });
              toaster.show({ tone: 'positive', message: t('withdrawn') });
            }}
            trigger={
              <Button size="small" variant="ghost" tone="critical">
                {t('withdraw')}
              </Button>
            }
          />
        ) : null,
    },
  ];
  return (
    <Stack space="small" as="section">
      <Heading level={3}>{t('mySubmissions')}</Heading>
      {task.submissions.length === 0 ? (
        <Text tone="muted">{t('noSubmissions')}</Text>
      ) : (
        <>
          <DataTable label={t('mySubmissions')} columns={columns} rows={task.submissions} rowKey="id" />
          <Text size="small" tone="muted">
            {t('estimateNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function Participation({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const { trigger } = useQuitTask();
  const status = task.participation?.status ?? null;
  const canJoin = !task.read_only && !task.locked && (status === null || status === 'quit');
  return (
    <Stack space="large">
      {task.locked && task.required_tag ? (
        <Tag tone="caution" icon="alert">
          {t('lockedNote', { tag: task.required_tag })}
        </Tag>
      ) : null}
      {status === 'applied' ? <Text tone="muted">{t('statusApplied')}</Text> : null}
      {status === 'declined' ? (
        <Text tone="critical">{t('statusDeclined', { reason: task.participation?.reason ?? '' })}</Text>
      ) : null}
      {status === 'removed' ? (
        <Text tone="critical">{t('statusRemoved', { reason: task.participation?.reason ?? '' })}</Text>
      ) : null}
      {canJoin ? (
        <Stack space="small" as="section">
          <Heading level={3}>{t('joinTitle')}</Heading>
          <JoinForm task={task} t={t} />
        </Stack>
      ) : null}
      {status === 'joined' && !task.read_only ? <MyVideos task={task} t={t} /> : null}
      {task.submissions.length > 0 || status === 'joined' ? <MySubmissions task={task} t={t} /> : null}
      <Inline space="medium" alignY="center">
        {task.receipt_required && task.submissions.length > 0 ? (
          <TextLink to={`/spread/survey-list?task_id=${task.id}`}>{t('receipts')}</TextLink>
        ) : null}
        {!task.read_only && (status === 'joined' || status === 'applied') ? (
          <ConfirmDialog
            title={t('quitTitle')}
            description={t('quitBody', { title: task.title })}
            tone="critical"
            confirmLabel={t('quit')}
            onConfirm={async () => {
              await trigger({ params: { id: task.id } });
              toaster.show({ tone: 'positive', message: t('quitDone') });
            }}
            trigger={
              <Button variant="ghost" tone="critical">
                {t('quit')}
              </Button>
            }
          />
        ) : null}
      </Inline>
    </Stack>
  );
}

function TaskBody({ task, t }: { task: HallTaskDetail; t: Translate }) {
  const { locale } = useLocale();
  return (
    <Stack space="large">
      <Inline space="small" alignY="center" wrap>
        <Text tone="muted">{task.advertiser_name}</Text>
        {task.type ? <Tag size="small">{task.type.name}</Tag> : null}
        {task.participation ? (
          <Tag size="small" tone="accent">
            {AD_PARTICIPATION_STATUS_LABELS[task.participation.status]}
          </Tag>
        ) : null}
        {task.read_only ? (
          <Tag size="small" tone="caution">
            {t('readOnly', { phase: AD_TASK_PHASE_LABELS[task.phase] })}
          </Tag>
        ) : null}
      </Inline>
      <Stack space="small" as="section">
        <Heading level={3}>{t('brief')}</Heading>
        <p className={styles.prose}>{task.brief}</p>
      </Stack>
      <Stack space="small" as="section">
        <Heading level={3}>{t('requirements')}</Heading>
        <Requirements task={task} t={t} />
      </Stack>
      <Stack space="xsmall" as="section">
        <Heading level={3}>{t('rules')}</Heading>
        <RewardSummary rule={task.reward} />
        <Text weight="medium" data={{ testid: 'worked-example' }}>
          {t('example', { example: workedExample(task.reward) })}
        </Text>
        {task.featured_bonus_fen > 0 ? (
          <Text size="small" tone="muted">
            {t('featuredBonus', { amount: formatFen(task.featured_bonus_fen, { locale }) })}
          </Text>
        ) : null}
        <Text size="small" tone="muted">
          {task.metric_source === 'receipt' ? t('sourceReceipt') : t('sourcePlatform')}
          {task.receipt_required ? ` · ${t('receiptRequired')}` : ''}
        </Text>
      </Stack>
      <VideoShelf title={t('examples')} videos={task.examples} t={t} />
      <VideoShelf title={t('featured')} videos={task.featured} t={t} />
      <Participation task={task} t={t} />
    </Stack>
  );
}

/** The hall's drawer `?task={id}`: everything a creator needs to decide, join, bind and follow up. */
export default function TaskDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useMessages(spreadMessages);
  const { data, error, isLoading } = useEndpoint(endpoints.adHallTask, { params: { id } });
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={data?.title ?? t('brief')} size="large" data={{ testid: 'task-drawer' }}>
        {data ? (
          <TaskBody task={data} t={t} />
        ) : isLoading ? (
          <Skeleton lines={8} />
        ) : error ? (
          <EmptyState icon="alert" title={error.message || t('loadError')} />
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
