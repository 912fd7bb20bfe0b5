import {
  AD_JOIN_MODE_LABELS,
  completeReward,
  formatFen,
  type AdRewardDraft,
  type AdTaskDetail,
} from '@creator-console/contract';
import { Heading, Inline, Stack, Stat, Tag, Text } from '@creator-console/ui';
import { PhaseTag, RewardSummary } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { AdThumbnail } from '../components/image-field';
import { Facts } from './facts';
import { DetailHallPreview } from './hall-preview';
import * as styles from './facts.css';
import { taskMessages } from './messages';

/** The 概览 tab: the budget figures, the hall card, every rule read-only, examples and featured videos. */
export function TaskOverview({ task }: { task: AdTaskDetail }) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const money = (fen: number) => formatFen(fen, { locale });
  const rule = completeReward(task.reward as AdRewardDraft | null);
  const list = (names: readonly string[]) =>
    names.length > 0 ? (
      <Inline space="xsmall">
        {names.map((name) => (
          <Tag key={name} size="small">
            {name}
          </Tag>
        ))}
      </Inline>
    ) : (
      <Text tone="muted">{t('noneYet')}</Text>
    );

  return (
    <Stack space="large">
      <section aria-label={t('figures')}>
        <Inline space="large">
          <Stat label={t('budgetTotal')} value={task.budget_fen === null ? '—' : money(task.budget_fen)} />
          <Stat label={t('reserved')} value={money(task.figures.reserved_fen)} />
          <Stat label={t('settled')} value={money(task.figures.settled_fen)} />
          <Stat label={t('remaining')} value={money(task.figures.remaining_fen)} />
        </Inline>
      </section>
      <Stack space="small">
        <Heading level={3}>{t('hallPreview')}</Heading>
        <div style={{ maxWidth: '20rem' }}>
          <DetailHallPreview task={task} />
        </div>
      </Stack>
      <Stack space="small">
        <Heading level={3}>{t('rules')}</Heading>
        <Facts
          label={t('rules')}
          facts={[
            [t('status'), <PhaseTag key="phase" phase={task.phase} />],
            [t('advertiser'), task.advertiser_name || '—'],
            [t('type'), task.type?.name ?? '—'],
            [t('brief'), task.brief || '—'],
            [
              t('window'),
              task.starts_at && task.ends_at
                ? `${dateTime(task.starts_at)} – ${dateTime(task.ends_at)}`
                : t('noTime'),
            ],
            [t('observeDays'), t('days', { n: task.observe_days })],
            [t('settleAfter'), task.settle_after ? dateTime(task.settle_after) : '—'],
            [t('joinMode'), AD_JOIN_MODE_LABELS[task.join_mode]],
            [t('reviewRequired'), task.review_required ? t('yes') : t('no')],
            [t('requiredTag'), task.required_tag ?? t('noTag')],
            [
              t('maxParticipants'),
              task.max_participants === null ? t('unlimited') : String(task.max_participants),
            ],
            [t('maxVideos'), t('videosN', { n: task.max_videos_per_creator })],
            [t('topics'), list(task.topics.map((topic) => `#${topic.name}`))],
            [t('goods'), list(task.goods.map((goods) => goods.name))],
            [t('joinFields'), list(task.join_fields.map((field) => field.label))],
            [t('receiptFields'), list(task.receipt_fields.map((field) => field.label))],
            [t('receiptRequired'), task.receipt_required ? t('yes') : t('no')],
            [t('reward'), rule ? <RewardSummary key="reward" rule={rule} /> : t('noReward')],
            [t('metricSource'), t(`source_${task.metric_source}`)],
            [
              t('perCreatorCap'),
              task.per_creator_cap_fen === null ? t('unlimited') : money(task.per_creator_cap_fen),
            ],
            [t('featuredBonus'), money(task.featured_bonus_fen)],
            [t('featuredMax'), String(task.featured_max)],
          ]}
        />
      </Stack>
      <Stack space="small">
        <Inline space="small" align="spaceBetween" alignY="center">
          <Heading level={3}>{t('examples')}</Heading>
          <TextLink
            to={`/sem/example-video?task_id=${task.id}`}
            aria-label={t('setUpOf', { what: t('examples') })}
          >
            {t('setUp')}
          </TextLink>
        </Inline>
        {task.examples.length > 0 ? (
          <ul className={styles.thumbs} aria-label={t('examples')}>
            {task.examples.map((example) => (
              <li key={example.video_id} className={styles.thumb}>
                <AdThumbnail reference={example.cover} alt={example.title} />
                <Text size="small" truncate>
                  {example.title}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">{t('noneYet')}</Text>
        )}
      </Stack>
      <Stack space="small">
        <Inline space="small" align="spaceBetween" alignY="center">
          <Heading level={3}>{t('featured')}</Heading>
          <TextLink
            to={`/sem/best-video?task_id=${task.id}`}
            aria-label={t('setUpOf', { what: t('featured') })}
          >
            {t('setUp')}
          </TextLink>
        </Inline>
        {task.featured.length > 0 ? (
          <ul className={styles.thumbs} aria-label={t('featured')}>
            {task.featured.map((item) => (
              <li key={item.submission_id} className={styles.thumb}>
                <Text size="small">{item.video_title}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">{t('noneYet')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
